import { describe, expect, it } from 'vitest'
import { outboxCode, requestCode, testClock } from './support/auth-client'
import type { RouteRegistrar } from '~/server/app'
import { setUpTestBackend, type TestBackend } from './support/test-backend'

const clock = testClock(new Date())

/** Signs the demo consumer in over a socket of the given kind; answers the refresh cookie header. */
async function loginCookie(backend: TestBackend, transport: { encrypted: boolean; headers?: Record<string, string> }): Promise<string> {
  const phone = '0800000001'
  clock.advance(5 * 60_000)
  expect((await requestCode(backend, 'phone', phone, '10.20.0.1')).status).toBe(200)
  const otp = await outboxCode(backend, phone)
  const res = await backend.app.request(
    '/v2/auth/login/phone',
    { method: 'POST', headers: { 'content-type': 'application/json', ...transport.headers }, body: JSON.stringify({ phone, otp }) },
    { incoming: { socket: { remoteAddress: '10.20.0.1', encrypted: transport.encrypted } } },
  )
  expect(res.status).toBe(200)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))
  expect(cookie).toBeDefined()
  return cookie!
}

describe('refresh cookie is Secure whenever the request came over HTTPS (not only in production)', () => {
  const plain = setUpTestBackend({ now: clock })
  const proxied = setUpTestBackend({ now: clock, env: { TRUST_PROXY: 'true' } })

  it('plain HTTP outside production: not Secure (a browser would drop it)', async () => {
    expect(await loginCookie(plain, { encrypted: false })).not.toMatch(/;\s*Secure/i)
  })

  it('a TLS socket: Secure', async () => {
    expect(await loginCookie(plain, { encrypted: true })).toMatch(/;\s*Secure/i)
  })

  it('X-Forwarded-Proto: https counts only behind a trusted proxy', async () => {
    expect(await loginCookie(plain, { encrypted: false, headers: { 'x-forwarded-proto': 'https' } })).not.toMatch(/;\s*Secure/i)
    expect(await loginCookie(proxied, { encrypted: false, headers: { 'x-forwarded-proto': 'https' } })).toMatch(/;\s*Secure/i)
    // The last entry is the one our proxy wrote; a client's own claim before it proves nothing.
    expect(await loginCookie(proxied, { encrypted: false, headers: { 'x-forwarded-proto': 'https, http' } })).not.toMatch(/;\s*Secure/i)
  })

  it('API answers, errors included, are never documents: no sniffing, a policy that runs nothing', async () => {
    for (const path of ['/v2/category?level=1', '/v2/no-such-endpoint', '/v2/user']) {
      const res = await plain.app.request(path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; frame-ancestors 'none'/)
    }
  })
})

describe("the API's own headers", () => {
  let made: Response | undefined
  const probe: RouteRegistrar = ({ v2 }) => {
    v2.get('/probe/answer', (c) => (made = c.json({ ok: true })))
  }
  const backend = setUpTestBackend({ routes: [probe] })

  it("are set on the answer the route made, not each on a copy of it (a Response and a Headers made per header, for every call)", async () => {
    const res = await backend.app.request('/v2/probe/answer')
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ ok: true })
    expect(made).toBeDefined()
    expect(res).toBe(made)
  })
})
