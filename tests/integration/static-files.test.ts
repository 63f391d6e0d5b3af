import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncodings, createStaticHandler, filePathFor } from '../../server/http/static-files'
import { captureLog } from './support/test-backend'

describe('static files (npm start)', () => {
  const root = mkdtempSync(join(tmpdir(), 'client-'))
  const script = `console.log(${JSON.stringify('สวัสดี '.repeat(500))})\n`
  let server: Server
  let base: string

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'))
    mkdirSync(join(root, '.vite'))
    writeFileSync(join(root, 'assets', 'main-abc123.js'), script)
    writeFileSync(join(root, 'assets', 'logo-1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n')
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}')
    const serve = createStaticHandler(root, captureLog().logger)
    server = createServer(async (req, res) => {
      if (!(await serve(req, res))) {
        res.statusCode = 299 // "passed on to SSR"
        res.end('ssr')
      }
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((r) => server.close(() => r()))
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

  it('never serves outside the root', () => {
    // `..` segments are either resolved by the URL parser (staying inside the root) or refused.
    for (const url of ['/../etc/passwd', '/%2e%2e/etc/passwd', '/../../../../etc/passwd']) {
      expect(filePathFor(root, url)).toBe(join(root, 'etc', 'passwd'))
    }
    for (const url of ['/assets/..%2f..%2f..%2fetc%2fpasswd', '/a%00b', '/..%5c..%5cx', '/%2e%2e%2fx']) {
      expect(filePathFor(root, url)).toBeUndefined()
    }
    expect(filePathFor(root, '/assets/main-abc123.js?v=1')).toBe(join(root, 'assets', 'main-abc123.js'))
  })

  it('reads Accept-Encoding with q-values', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip'])
    expect(acceptedEncodings(undefined)).toEqual([])
  })
})
