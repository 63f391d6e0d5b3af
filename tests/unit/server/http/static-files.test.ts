import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '~/scripts/precompress-plugin'
import { staticFiles } from '~/server/http/static-files'

/** A server as server/main.ts builds it: the built files, then "the pages" (status 299). */
async function startStaticServer(root: string): Promise<{ server: Server; base: string }> {
  const site = new Hono().use(staticFiles(root)).all('*', () => new Response('ssr', { status: 299 }))
  const server = createServer(getRequestListener((req, env) => site.fetch(req, env)))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** A GET with the path exactly as written (fetch would resolve `..` first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('static files (npm start)', () => {
  const outside = mkdtempSync(join(tmpdir(), 'client-'))
  const root = join(outside, 'dist')
  const script = `console.log(${JSON.stringify('สวัสดี '.repeat(500))})\n`
  let server: Server
  let base: string

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'), { recursive: true })
    mkdirSync(join(root, '.vite'))
    mkdirSync(join(root, 'etc'))
    writeFileSync(join(outside, 'secret.txt'), 'outside the root')
    writeFileSync(join(root, 'etc', 'passwd.txt'), 'inside the root')
    writeFileSync(join(root, 'assets', 'main-abc123.js'), script)
    writeFileSync(join(root, 'assets', 'logo-1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n')
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}')
    // As the build does (vite.config.ts): .br and .gz beside the compressible files.
    await precompressDir(root)
    ;({ server, base } = await startStaticServer(root))
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((r) => server.close(() => r()))
  })

  it('the build writes .br and .gz beside compressible files only, and only where they gain', () => {
    expect(existsSync(join(root, 'assets', 'main-abc123.js.br'))).toBe(true)
    expect(existsSync(join(root, 'assets', 'main-abc123.js.gz'))).toBe(true)
    expect(existsSync(join(root, 'assets', 'logo-1.png.br'))).toBe(false)
    // Under 1 KB: not worth it.
    expect(existsSync(join(root, 'robots.txt.br'))).toBe(false)
  })

  it('serves hashed assets with a year-long immutable cache, compressed with brotli when accepted', async () => {
    const res = await fetch(`${base}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('accept-encoding')
    // fetch() decodes for us; check the bytes really were brotli by asking without decoding.
    const raw = await new Promise<Buffer>((resolve) => {
      import('node:http').then(({ get }) =>
        get(`${base}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'br' } }, (r) => {
          const chunks: Buffer[] = []
          r.on('data', (c: Buffer) => chunks.push(c))
          r.on('end', () => resolve(Buffer.concat(chunks)))
        }),
      )
    })
    expect(brotliDecompressSync(raw).toString()).toBe(script)
    expect(raw.length).toBeLessThan(Buffer.byteLength(script))
  })

  it('falls back to gzip, and to identity', async () => {
    const { get } = await import('node:http')
    const gz = await new Promise<Buffer>((resolve) =>
      get(`${base}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
        expect(r.headers['content-encoding']).toBe('gzip')
        const chunks: Buffer[] = []
        r.on('data', (c: Buffer) => chunks.push(c))
        r.on('end', () => resolve(Buffer.concat(chunks)))
      }),
    )
    expect(gunzipSync(gz).toString()).toBe(script)
    const plain = await new Promise<string | undefined>((resolve) =>
      get(`${base}/assets/main-abc123.js`, (r) => {
        r.resume()
        resolve(r.headers['content-encoding'])
      }),
    )
    expect(plain).toBeUndefined()
  })

  it('short cache for files outside /assets/, binary types not compressed', async () => {
    const robots = await fetch(`${base}/robots.txt`)
    expect(robots.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const png = await fetch(`${base}/assets/logo-1.png`, { headers: { 'accept-encoding': 'br' } })
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(png.headers.get('content-encoding')).toBeNull()
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${base}/robots.txt`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${base}/robots.txt`, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it.each(['/', '/login', '/assets/', '/assets', '/.vite/manifest.json', '/nope.js'])(
    '%s is passed on to SSR',
    async (path) => {
      const res = await fetch(`${base}${path}`)
      expect(res.status).toBe(299)
    },
  )

  it('knows its files from the start: a page address never waits on the disk, a file written later is not served', async () => {
    // Listed when the server started (the build does not change under a running server), so an
    // address that is no file goes on to the pages without a look at the file system.
    writeFileSync(join(root, 'late.txt'), 'written after the start')
    expect((await fetch(`${base}/late.txt`)).status).toBe(299)
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200)
  })

  it('never serves outside the root', async () => {
    // `..` segments are either resolved by the URL parser (staying inside the root) or refused.
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/../../../../secret.txt', '/assets/..%2f..%2f..%2fsecret.txt', '/a%00b', '/..%5c..%5csecret.txt', '/%2e%2e%2fsecret.txt', '/assets/../../secret.txt']) {
      const res = await rawGet(base, path)
      expect(res.body, path).not.toContain('outside the root')
      expect([299, 400, 404], path).toContain(res.status)
    }
    expect((await rawGet(base, '/../etc/passwd.txt')).body).toBe('inside the root')
    expect((await rawGet(base, '/assets/main-abc123.js?v=1')).status).toBe(200)
  })

  it('reads Accept-Encoding: brotli first, never an encoding refused with q=0', async () => {
    const encodingFor = async (acceptEncoding: string) => (await fetch(`${base}/assets/main-abc123.js`, { headers: { 'accept-encoding': acceptEncoding } })).headers.get('content-encoding')
    expect(await encodingFor('gzip, deflate, br')).toBe('br')
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip')
    expect(await encodingFor('identity')).toBeNull()
  })
})

describe('/worker.js (npm start)', () => {
  it('is served with a JavaScript type, scope / allowed, and no-cache', async () => {
    const root = mkdtempSync(join(tmpdir(), 'client-'))
    writeFileSync(join(root, 'worker.js'), 'self.addEventListener("push", () => {})\n')
    writeFileSync(join(root, 'other.js'), '1\n')
    const { server, base } = await startStaticServer(root)
    try {
      const res = await fetch(`${base}/worker.js`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(res.headers.get('service-worker-allowed')).toBe('/')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      const other = await fetch(`${base}/other.js`)
      expect(other.headers.get('service-worker-allowed')).toBeNull()
    } finally {
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
    }
  })
})
