import { parseSetCookie, serialize } from 'cookie-es'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageRequestContext } from '~/contract/page-request'
import type { OtpDelivery } from '~/server/delivery/otp-delivery'
import { asRenderCall } from '~/server/http/api-budget'
import { fromIp, postJson, register } from './support/auth-client'
import { setUpTestBackend, type SetUpBackend } from './support/test-backend'

// The page server renews a session at page start (app/lib/session/renewal.server.ts) and sets the
// cookies it gets back. The refresh cookie must then be `Secure` exactly when the backend's own
// sign-in makes it so: behind a proxy that sends no X-Forwarded-Proto the page request looks like
// plain HTTP, and a 30-day refresh token must not lose `Secure` there in production.

/** The page request being rendered, as Start's server helpers see it (mocked below). */
const page = vi.hoisted(() => ({
  url: 'http://marketplace.example/profile',
  cookies: new Map<string, string>(),
  headers: new Map<string, string>(),
  setCookies: [] as string[],
  // What the page server hands the render in Start's request context (server/main.ts): the backend in this process.
  context: undefined as PageRequestContext | undefined,
}))

vi.mock('~/app/lib/html/page-request-context', () => ({ pageRequestContext: () => page.context }))

vi.mock('@tanstack/react-start/server', () => ({
  getRequestUrl: () => new URL(page.url),
  getRequestHeader: (name: string) => page.headers.get(name.toLowerCase()),
  getCookie: (name: string) => page.cookies.get(name),
  setCookie: (name: string, value: string, options: Parameters<typeof serialize>[2]) => void page.setCookies.push(serialize(name, value, options)),
  deleteCookie: (name: string, options: Parameters<typeof serialize>[2]) => void page.setCookies.push(serialize(name, '', { ...options, maxAge: 0 })),
  appendResponseHeader: (name: string, value: string | string[]) => {
    if (name.toLowerCase() === 'set-cookie') page.setCookies.push(...(Array.isArray(value) ? value : [value]))
  },
}))

/** Codes as a live gateway would send them, kept for the test (production refuses the outbox). */
function capturingDelivery(): OtpDelivery & { codes: Map<string, string> } {
  const codes = new Map<string, string>()
  return {
    kind: 'live',
    codes,
    async send({ destination, code }) {
      codes.set(destination, code)
    },
    async close() {},
  }
}

// The page server's address as the backend sees it: a proxy in front, no TLS on this hop, and no X-Forwarded-Proto.
const PROXY_IP = '10.1.2.3'

/**
 * The backend's own sign-in, over that hop: a new user registers (production has no demo users)
 * and is signed in. Its Set-Cookie lines.
 */
async function signInCookies(backend: SetUpBackend, delivery: ReturnType<typeof capturingDelivery>, phone: string) {
  expect((await postJson(backend, '/v2/auth/check-otp/phone', { phone }, { ip: PROXY_IP })).status).toBe(200)
  const res = await register(backend, { mode: 'phone', destination: phone, otp: delivery.codes.get(phone) ?? '', username: `ผู้ใช้${phone.slice(-4)}` }, PROXY_IP)
  expect(res.status).toBe(200)
  const { access_token } = (await res.json()) as { access_token: string }
  return { accessToken: access_token, setCookies: res.headers.getSetCookie() }
}

const cookieNamed = (lines: readonly string[], name: string) => lines.map((line) => parseSetCookie(line)).find((c) => c?.name === name)

/** A page-start renewal of the given session, rendered with the backend in this process (as server/main.ts runs it). */
async function pageRenewal(backend: SetUpBackend, session: { accessToken: string; refreshToken: string }) {
  page.context = { csp: { kind: 'nonce', nonce: 'AAAAAAAAAAAAAAAAAAAAAA' }, audience: 'personal', backend: (request) => Promise.resolve(backend.app.fetch(request, asRenderCall(fromIp(PROXY_IP)))) }
  page.cookies = new Map([
    ['access_token', session.accessToken],
    ['refresh_token', session.refreshToken],
  ])
  page.setCookies = []
  const { renewFromCookies } = await import('~/app/lib/session/renewal.server')
  const renewal = await renewFromCookies()
  expect(renewal.kind).toBe('renewed')
  return page.setCookies
}

afterEach(() => {
  page.context = undefined
})

describe.each([
  ['production', 'production' as const, true],
  ['development over plain HTTP', 'development' as const, false],
])('a page-start renewal sets the refresh cookie as the sign-in does: %s', (_name, nodeEnv, secure) => {
  const delivery = capturingDelivery()
  const backend = setUpTestBackend({ nodeEnv, delivery, env: { TRUST_PROXY: 'true' } })

  it(`refresh_token is ${secure ? '' : 'not '}Secure, HttpOnly, SameSite=Lax, in both`, async () => {
    const signIn = await signInCookies(backend, delivery, '0871112222')
    const signedIn = cookieNamed(signIn.setCookies, 'refresh_token')
    expect(signedIn?.secure === true).toBe(secure)

    const renewed = await pageRenewal(backend, { accessToken: signIn.accessToken, refreshToken: signedIn?.value ?? '' })
    const refresh = cookieNamed(renewed, 'refresh_token')
    expect(refresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(refresh?.value).not.toBe(signedIn?.value)
    expect(refresh?.secure === true).toBe(signedIn?.secure === true)
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' })
    // And the access token's cookie, which scripts read, by the same rule.
    const access = cookieNamed(renewed, 'access_token')
    expect(access?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(access?.secure === true).toBe(secure)
    expect(access?.httpOnly).not.toBe(true)
  })
})
