import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '~/server/app-env'
import { compressAnswers, leaveUncompressed, MIN_COMPRESSED_BYTES, encodingFor } from '~/server/http/compression'

describe('encodingFor', () => {
  it('takes brotli before gzip, as browsers offer them', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br')
    expect(encodingFor('gzip, deflate')).toBe('gzip')
    expect(encodingFor('br')).toBe('br')
    expect(encodingFor('x-gzip')).toBe('gzip')
    expect(encodingFor(' GZIP ')).toBe('gzip')
  })

  it('takes none when the client takes neither, or nothing is said', () => {
    for (const header of [undefined, null, '', 'identity', 'deflate, zstd', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=0', ',,'])
      expect(encodingFor(header), String(header)).toBeUndefined()
  })

  it('weighs q-values: the higher wins, a zero refuses, `*` covers what is not named', () => {
    expect(encodingFor('br;q=0, gzip')).toBe('gzip')
    expect(encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(encodingFor('gzip;q=0.5, br;q=0.5')).toBe('br')
    expect(encodingFor('*')).toBe('br')
    expect(encodingFor('br;q=0, *')).toBe('gzip')
    expect(encodingFor('*;q=0.2, gzip;q=0.8')).toBe('gzip')
    // A malformed weight takes nothing (no guessing what was meant).
    expect(encodingFor('br;q=high')).toBeUndefined()
    expect(encodingFor('br;q=2, gzip;q=0.1')).toBe('gzip')
  })
})

const PAGE = `<!doctype html><html lang="th"><body>${'<p>สวัสดี ตลาดครู</p>'.repeat(200)}</body></html>`

function appAnswering(answer: () => Response, methods: readonly string[] = ['GET']) {
  return new Hono<AppEnv>().use(compressAnswers({ methods })).all('*', () => answer())
}

const html = (body: string | null, init: ResponseInit = {}) =>
  new Response(body, { ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...Object.fromEntries(new Headers(init.headers)) } })

describe('compressAnswers', () => {
  it('sends a page as brotli to a browser offering it, whole, with its length, its status and every cookie', async () => {
    const app = appAnswering(() => {
      const answer = html(PAGE, { status: 404, headers: { 'x-page-cache': 'hit', vary: 'cookie', 'content-length': String(Buffer.byteLength(PAGE)) } })
      answer.headers.append('set-cookie', 'a=1')
      answer.headers.append('set-cookie', 'b=2')
      return answer
    })
    const res = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('cookie, accept-encoding')
    expect(res.headers.get('x-page-cache')).toBe('hit')
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length)
    expect(bytes.length).toBeLessThan(Buffer.byteLength(PAGE) / 4)
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(PAGE)
  })

  it('sends gzip to a client without brotli, and the page as it is to one taking neither', async () => {
    const app = appAnswering(() => html(PAGE))
    const gz = await app.request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(PAGE)

    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await app.request('/', { headers })
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(plain.headers.get('vary')).toBe('accept-encoding')
      expect(await plain.text()).toBe(PAGE)
    }
  })

  it('leaves small answers, HEAD, other methods than those given, answers with an encoding, and other types as they are', async () => {
    const small = 'x'.repeat(MIN_COMPRESSED_BYTES - 1)
    const cases: [string, () => Response, string, string | null][] = [
      ['small', () => html(small), 'GET', 'accept-encoding'],
      ['head', () => html(PAGE), 'HEAD', 'accept-encoding'],
      ['encoded', () => html(PAGE, { headers: { 'content-encoding': 'identity' } }), 'GET', 'accept-encoding'],
      ['posted', () => html(PAGE), 'POST', 'accept-encoding'],
      ['vary all', () => html(PAGE, { headers: { 'content-encoding': 'identity', vary: '*' } }), 'GET', '*'],
      ['picture', () => new Response(PAGE, { headers: { 'content-type': 'image/svg+xml' } }), 'GET', null],
    ]
    for (const [name, answer, method, vary] of cases) {
      const res = await appAnswering(answer).request('/', { method, headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.headers.get('content-encoding') ?? 'identity', name).toBe('identity')
      expect(res.headers.get('vary'), name).toBe(vary)
      if (method !== 'HEAD') expect(await res.text(), name).toBe(name === 'small' ? small : PAGE)
    }
  })

  it('says Vary on an answer whose headers are read-only (one made by fetch), unchanged otherwise', async () => {
    const fetched = await fetch(`data:text/html;charset=utf-8,${encodeURIComponent(PAGE)}`)
    expect(() => fetched.headers.set('x-probe', '1')).toThrow(TypeError)
    const res = await appAnswering(() => fetched).request('/')
    expect(res.headers.get('vary')).toBe('accept-encoding')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(PAGE)
  })

  it('compresses a server function’s JSON answer too, and no answer without a body', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'บริการ' })) })
    const res = await appAnswering(() => new Response(json, { headers: { 'content-type': 'application/json' } })).request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(JSON.parse(json))

    const empty = await appAnswering(() => html(null, { status: 204 })).request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(empty.status).toBe(204)
    expect(empty.headers.get('content-encoding')).toBeNull()
  })

  it('gives a compressed answer the weak form of its strong tag, and keeps a weak tag', async () => {
    for (const [tag, sent] of [
      ['"v1"', 'W/"v1"'],
      ['W/"v1"', 'W/"v1"'],
    ]) {
      const res = await appAnswering(() => html(PAGE, { headers: { etag: tag! } })).request('/', { headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers.get('content-encoding')).toBe('gzip')
      expect(res.headers.get('etag')).toBe(sent)
    }
    // As written, the tag is the one the route set.
    const plain = await appAnswering(() => html(PAGE, { headers: { etag: '"v1"' } })).request('/')
    expect(plain.headers.get('etag')).toBe('"v1"')
    const small = await appAnswering(() => html('small', { headers: { etag: '"v1"' } })).request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(small.headers.get('etag')).toBe('"v1"')
  })

  it('says Vary on a 304, with the weak tag to a client taking an encoding', async () => {
    const notModified = () => new Response(null, { status: 304, headers: { etag: '"v1"', 'cache-control': 'public' } })
    const compressing = await appAnswering(notModified).request('/', { headers: { 'accept-encoding': 'br' } })
    expect(compressing.status).toBe(304)
    expect(compressing.headers.get('etag')).toBe('W/"v1"')
    expect(compressing.headers.get('vary')).toBe('accept-encoding')
    expect(compressing.headers.get('cache-control')).toBe('public')
    const plain = await appAnswering(notModified).request('/')
    expect(plain.headers.get('etag')).toBe('"v1"')
    expect(plain.headers.get('vary')).toBe('accept-encoding')
  })

  it('compresses the methods given, and never an answer marked to go as written', async () => {
    const json = JSON.stringify({ access_token: 'x'.repeat(2 * MIN_COMPRESSED_BYTES) })
    const answer = () => new Response(json, { headers: { 'content-type': 'application/json' } })
    const api = (marked: boolean) => {
      const app = new Hono<AppEnv>().use(compressAnswers({ methods: ['GET', 'POST'] }))
      if (marked) app.use(leaveUncompressed)
      return app.all('*', answer)
    }
    const posted = await api(false).request('/', { method: 'POST', headers: { 'accept-encoding': 'br' } })
    expect(posted.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await posted.arrayBuffer())).toString('utf8')).toBe(json)
    for (const method of ['GET', 'POST']) {
      const kept = await api(true).request('/', { method, headers: { 'accept-encoding': 'br' } })
      expect(kept.headers.get('content-encoding'), method).toBeNull()
      expect(kept.headers.get('vary'), method).toBe('accept-encoding')
      expect(await kept.text(), method).toBe(json)
    }
  })

  it('compresses the other text a site sends: a sitemap, robots.txt', async () => {
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?><urlset>${'<url><loc>https://example.com/services/1</loc></url>'.repeat(100)}</urlset>`
    for (const type of ['application/xml; charset=utf-8', 'text/xml', 'text/plain; charset=utf-8']) {
      const res = await appAnswering(() => new Response(sitemap, { headers: { 'content-type': type } })).request('/', { headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers.get('content-encoding'), type).toBe('gzip')
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'), type).toBe(sitemap)
    }
  })
})
