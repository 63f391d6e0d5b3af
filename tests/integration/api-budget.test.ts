import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { asRenderCall } from '~/server/http/api-budget'
import { setUpTestBackend } from './support/test-backend'

// Each client address makes at most API_REQUESTS_PER_MINUTE calls a minute. Before, any client could
// make the backend work without end (a search with new filters each time runs in the database
// every time), and every other visitor's pages and calls waited behind that work.

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A GET over real HTTP from `localAddress` (127.0.0.x: to the server, that many clients). */
function get(url: string, localAddress = '127.0.0.1', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { localAddress, agent: false, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const SEARCH = '/v2/search/services?limit=1'

describe('API calls per client address', () => {
  const backend = setUpTestBackend({ env: { API_REQUESTS_PER_MINUTE: '3' } }, { listen: true })

  it('answers an address its share, then 429 with the time left until the minute is over', async () => {
    for (const n of [1, 2, 3]) expect((await get(`${backend.server.http}${SEARCH}&q=${n}`)).status, `call ${n}`).toBe(200)

    const refused = await get(`${backend.server.http}${SEARCH}&q=4`)
    expect(refused.status).toBe(429)
    const body = JSON.parse(refused.body) as { code: string; message: string; retry_after: number }
    expect(body).toEqual({ code: 'rate_limited', message: expect.any(String), retry_after: expect.any(Number) })
    expect(body.retry_after).toBeGreaterThanOrEqual(1)
    expect(body.retry_after).toBeLessThanOrEqual(60)
    expect(refused.headers['retry-after']).toBe(String(body.retry_after))
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.headers['content-type']).toMatch(/^application\/json/)
    expect(refused.headers['x-request-id']).toEqual(expect.any(String))
    // Every kind of call counts, not only searches.
    expect((await get(`${backend.server.http}/v2/category/hamburger-bar`)).status).toBe(429)
  })

  it('gives every address a share of its own', async () => {
    expect((await get(`${backend.server.http}${SEARCH}`, '127.0.0.2')).status).toBe(200)
  })

  it('does not count the health check, uploaded files, or the calls a page render makes for its visitor', async () => {
    // 127.0.0.1 is past its share since the first test.
    expect((await get(`${backend.server.http}${SEARCH}`)).status).toBe(429)
    expect((await get(`${backend.server.http}/healthz`)).status).toBe(200)
    // An uploaded file that does not exist: its own 404, not the share's 429.
    expect((await get(`${backend.server.http}/uploads/missing.webp`)).status).toBe(404)
    // The page server hands a render's calls to the backend with the page request's bindings,
    // marked as a render's (server/main.ts): the page was charged as a render already.
    const bindings = asRenderCall({ incoming: { socket: { remoteAddress: '127.0.0.1' } } })
    const rendered = await backend.app.fetch(new Request(`http://127.0.0.1${SEARCH}`), bindings)
    expect(rendered.status).toBe(200)
    // The same call without the mark counts as the address's own, and is refused.
    const unmarked = await backend.app.fetch(new Request(`http://127.0.0.1${SEARCH}`), { incoming: { socket: { remoteAddress: '127.0.0.1' } } })
    expect(unmarked.status).toBe(429)
  })
})

describe('API calls per client address behind a proxy (TRUST_PROXY=true)', () => {
  const backend = setUpTestBackend({ env: { API_REQUESTS_PER_MINUTE: '1', TRUST_PROXY: 'true' } }, { listen: true })

  it("counts by the address the proxy wrote, not by the proxy's own", async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    expect((await get(`${backend.server.http}${SEARCH}`, '127.0.0.1', from('203.0.113.7'))).status).toBe(200)
    expect((await get(`${backend.server.http}${SEARCH}`, '127.0.0.1', from('203.0.113.7'))).status).toBe(429)
    expect((await get(`${backend.server.http}${SEARCH}`, '127.0.0.1', from('203.0.113.8'))).status).toBe(200)
    // One IPv6 network (a /64) is one client, whichever of its addresses it uses.
    expect((await get(`${backend.server.http}${SEARCH}`, '127.0.0.1', from('2001:db8:1:2::1'))).status).toBe(200)
    expect((await get(`${backend.server.http}${SEARCH}`, '127.0.0.1', from('2001:db8:1:2::ffff'))).status).toBe(429)
  })
})
