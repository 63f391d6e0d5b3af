import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { call, postJson, signIn } from './support/auth-client'
import { getJson } from './support/catalogue'
import { setUpTestBackend } from './support/test-backend'

// The API's JSON went as written even to browsers that offer brotli or gzip: the public search's
// answer is some 29 KB, which a phone downloads again with every filter and every page.

const SEARCH = '/v2/search/services?limit=24'
const BROWSER = 'gzip, deflate, br, zstd'

const backend = setUpTestBackend({}, { listen: true })

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())
/** A GET whose answer is left unread: its body may be compressed. */
const get = (path: string, headers: Record<string, string> = {}) => call(backend, path, { headers })

describe('API answers compressed for clients that take it', () => {
  it('sends the public search as brotli, the same JSON, with a weak form of its tag', async () => {
    const plain = await getJson(backend, SEARCH)
    expect(plain.res.headers.get('content-encoding')).toBeNull()
    expect(plain.res.headers.get('vary')).toBe('accept-encoding')
    const strongTag = plain.res.headers.get('etag')
    expect(strongTag).toMatch(/^"/)
    expect(plain.text.length).toBeGreaterThan(4096)

    const res = await get(SEARCH, { 'accept-encoding': BROWSER })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('accept-encoding')
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=10')
    // The compressed bytes are another representation: the same tag would name two sets of bytes.
    expect(res.headers.get('etag')).toBe(`W/${strongTag}`)
    const bytes = await bytesOf(res)
    expect(bytes.length).toBeLessThan(plain.text.length / 3)
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(plain.text)
  })

  it('answers 304 to the weak tag, and keeps it weak there', async () => {
    const first = await get(SEARCH, { 'accept-encoding': BROWSER })
    const tag = first.headers.get('etag') ?? ''
    expect(tag).toMatch(/^W\/"/)
    const again = await get(SEARCH, { 'accept-encoding': BROWSER, 'if-none-match': tag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(tag)
    expect(again.headers.get('vary')).toBe('accept-encoding')
    expect(again.headers.get('content-encoding')).toBeNull()
    // A client without compression holding the strong tag gets its 304 with it, as before.
    const strong = tag.slice(2)
    const plain = await get(SEARCH, { 'if-none-match': strong })
    expect(plain.status).toBe(304)
    expect(plain.headers.get('etag')).toBe(strong)
  })

  it('sends the signed-in search (a POST) as gzip to a client without brotli', async () => {
    const { access_token } = await signIn(backend, 'email', 'consumer@example.com')
    const headers = { authorization: `Bearer ${access_token}` }
    const plain = await postJson(backend, '/v2/search/booking-session', {}, { headers })
    const plainText = await plain.text()
    const res = await postJson(backend, '/v2/search/booking-session', {}, { headers: { ...headers, 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('etag')).toBeNull()
    expect(gunzipSync(await bytesOf(res)).toString('utf8')).toBe(plainText)
  })

  it('leaves small answers (a sign-in call’s, an error) as written, saying Vary', async () => {
    const destination = 'consumer@example.com'
    const check = await postJson(backend, '/v2/auth/check-otp/email', { email: destination }, { headers: { 'accept-encoding': BROWSER } })
    expect(check.status).toBe(200)
    expect(check.headers.get('content-encoding')).toBeNull()
    const small = await get('/v2/category/id/bad', { 'accept-encoding': BROWSER })
    expect(small.status).toBe(400)
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('vary')).toBe('accept-encoding')
  })

  it('over HTTP: the length sent is the compressed length, and the body decodes to the answer', async () => {
    const answer = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${backend.server.http}${SEARCH}`, { agent: false, headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
    expect(answer.headers['content-encoding']).toBe('br')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(JSON.parse(brotliDecompressSync(answer.body).toString('utf8'))).toHaveProperty("items")
  })
})
