import { sign } from 'hono/jwt'
import { describe, expect, it, vi } from 'vitest'
import { refreshAnswerSchema, renewAnswerSchema } from '~/contract/api/auth'
import type { RouteRegistrar } from '~/server/app'
import { DEMO_USERS } from '~/server/db/seed'
import { requireRole, requireUser } from '~/server/http/auth-middleware'
import { deriveKey } from '~/server/services/token-service'
import {
  call,
  cookieCall,
  getWithToken,
  postJson,
  refreshCookie,
  signIn,
  testClock,
} from './support/auth-client'
import { setUpTestBackend } from './support/test-backend'

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

// Probe routes through the public registration hook: the role guard has no real route yet.
const adminProbe: RouteRegistrar = ({ v2 }, services) => {
  v2.get('/probe/admin', requireUser(services.tokens), requireRole('admin', 'operation'), (c) =>
    c.json({ ok: true, role: c.var.user.role }),
  )
}

const clock = testClock()
const backend = setUpTestBackend({ now: clock, routes: [adminProbe] })

// Sign-ins first move the clock 13 minutes, past the resend interval and far enough that no
// hour holds more than 5 sends to one destination, so tests may sign the same user in again.
async function freshSignIn(user: keyof typeof DEMO_USERS = 'consumer') {
  clock.advance(13 * 60_000)
  return signIn(backend, 'phone', DEMO_USERS[user].phone)
}

describe('access tokens', () => {
  it('carry sub, role, sid (the session), iat and exp (15 minutes) and are refused once expired', async () => {
    const session = await freshSignIn()
    const [header, payload] = session.access_token.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>)
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' })
    expect(payload).toMatchObject({ sub: DEMO_USERS.consumer.id, role: 'normal', sid: expect.stringMatching(/^[0-9a-f]{24}$/) })
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(900)

    expect((await getWithToken(backend, '/v2/user', session.access_token)).status).toBe(200)
    clock.advance(900_000)
    const res = await getWithToken(backend, '/v2/user', session.access_token)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'unauthorized' })
  })

  it("the page server's check (backend.verifyAccessToken) is the API's, and can ask for time left", async () => {
    const session = await freshSignIn()
    await expect(backend.verifyAccessToken(session.access_token)).resolves.toEqual({ id: DEMO_USERS.consumer.id, role: 'normal', sessionId: expect.stringMatching(/^[0-9a-f]{24}$/) })
    await expect(backend.verifyAccessToken(session.access_token, { validForSeconds: 20 })).resolves.toMatchObject({ id: DEMO_USERS.consumer.id })
    const [header, payload] = session.access_token.split('.') as [string, string, string]
    await expect(backend.verifyAccessToken(`${header}.${payload}.AAAA`)).rejects.toMatchObject({ status: 401 })
    // 15 minutes less 10 s: still accepted by the API, but not for 20 s more.
    clock.advance(900_000 - 10_000)
    expect((await getWithToken(backend, '/v2/user', session.access_token)).status).toBe(200)
    await expect(backend.verifyAccessToken(session.access_token)).resolves.toMatchObject({ id: DEMO_USERS.consumer.id })
    await expect(backend.verifyAccessToken(session.access_token, { validForSeconds: 20 })).rejects.toMatchObject({ status: 401 })
  })

  it('an alg:none token is refused', async () => {
    const now = Math.floor(clock().getTime() / 1000)
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: DEMO_USERS.admin.id, role: 'admin', iat: now, exp: now + 600 })}.`
    expect((await getWithToken(backend, '/v2/user', token)).status).toBe(401)
  })

  it('a token signed with another secret is refused', async () => {
    const now = Math.floor(clock().getTime() / 1000)
    const claims = { sub: DEMO_USERS.admin.id, role: 'admin', iat: now, exp: now + 600 }
    const forged = await sign(claims, deriveKey('another-secret-another-secret-0000', 'access-token/v1'), 'HS256')
    expect((await getWithToken(backend, '/v2/user', forged)).status).toBe(401)
    // Nor HS512 with the right alg family swapped.
    const hs512 = await sign(claims, 'whatever-key', 'HS512')
    expect((await getWithToken(backend, '/v2/user', hs512)).status).toBe(401)
  })

  it.each(['', 'Bearer', 'Bearer not.a.jwt', 'Basic dXNlcjpwdw=='])('authorization %j is a 401', async (header) => {
    const res = await call(backend, '/v2/user', { headers: header ? { authorization: header } : {} })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('requireRole: 403 for a normal user, 200 for an admin', async () => {
    const consumer = await freshSignIn('consumer')
    const denied = await getWithToken(backend, '/v2/probe/admin', consumer.access_token)
    expect(denied.status).toBe(403)
    expect(await denied.json()).toMatchObject({ code: 'forbidden' })
    const admin = await freshSignIn('admin')
    const allowed = await getWithToken(backend, '/v2/probe/admin', admin.access_token)
    expect(await allowed.json()).toEqual({ ok: true, role: 'admin' })
    expect((await call(backend, '/v2/probe/admin')).status).toBe(401)
  })
})

describe('GET /v1/auth/refresh_token', () => {
  it('answers a new access token and rotates the cookie', async () => {
    const session = await freshSignIn()
    clock.advance(1_000)
    const res = await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)
    expect(res.status).toBe(200)
    const { access_token } = refreshAnswerSchema.parse(await res.json())
    expect(access_token).not.toBe(session.access_token)
    const rotated = refreshCookie(res)
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(rotated).not.toBe(session.refreshToken)
    expect((await getWithToken(backend, '/v1/user', access_token)).status).toBe(200)
    // And the rotated one works in turn.
    expect((await cookieCall(backend, '/v1/auth/refresh_token', rotated ?? '')).status).toBe(200)
  })

  it('a replayed (already rotated) token revokes the whole family: the newest one stops working too', async () => {
    const session = await freshSignIn()
    const first = await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)
    const newest = refreshCookie(first) ?? ''
    expect(first.status).toBe(200)
    // Past the reuse grace (10 s): this is a replay, not a second tab.
    clock.advance(11_000)

    const replay = await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)
    expect(replay.status).toBe(401)
    // The refused cookie is cleared.
    expect(replay.headers.getSetCookie().some((c) => /^refresh_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true)

    const afterReplay = await cookieCall(backend, '/v1/auth/refresh_token', newest)
    expect(afterReplay.status).toBe(401)
  })

  it('two tabs renewing at once both keep the session (reuse grace), and a later replay still revokes it', async () => {
    const session = await freshSignIn()
    const tabA = await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)
    clock.advance(2_000)
    const tabB = await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)
    expect([tabA.status, tabB.status]).toEqual([200, 200])
    const tokenA = refreshCookie(tabA) ?? ''
    const tokenB = refreshCookie(tabB) ?? ''
    expect(tokenA).not.toBe(tokenB)
    // Both new tokens belong to the live session.
    const nextA = await cookieCall(backend, '/v1/auth/refresh_token', tokenA)
    expect(nextA.status).toBe(200)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', tokenB)).status).toBe(200)
    // The original token, presented after the grace, is a replay: the whole session ends.
    clock.advance(11_000)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)).status).toBe(401)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', refreshCookie(nextA) ?? '')).status).toBe(401)
  })

  it('without a cookie, or with a made-up one, is a 401', async () => {
    expect((await call(backend, '/v1/auth/refresh_token', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(401)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', 'A'.repeat(43))).status).toBe(401)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', 'short')).status).toBe(401)
  })

  it('the family expires 30 days after sign-in, however often it was rotated', async () => {
    let token = (await freshSignIn()).refreshToken
    // Three rotations, the last 30 days minus 3 minutes after sign-in: still within the family's life.
    for (let i = 0; i < 3; i++) {
      clock.advance(10 * 86_400_000 - 60_000)
      const res = await cookieCall(backend, '/v1/auth/refresh_token', token)
      expect(res.status).toBe(200)
      token = refreshCookie(res) ?? ''
    }
    clock.advance(4 * 60_000)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', token)).status).toBe(401)
  })

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ])('refuses %s with 403, and the token stays usable', async (_name, headers) => {
    const session = await freshSignIn()
    const res = await call(backend, '/v1/auth/refresh_token', {
      headers: { cookie: `refresh_token=${session.refreshToken}`, ...headers },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'forbidden' })
    const logout = await call(backend, '/v1/auth/logout', { headers: { cookie: `refresh_token=${session.refreshToken}`, ...headers } })
    expect(logout.status).toBe(403)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)).status).toBe(200)
  })

  it('accepts a same-origin Origin and a request without any of these headers', async () => {
    const session = await freshSignIn()
    const sameOrigin = await call(backend, 'http://localhost/v1/auth/refresh_token', {
      headers: { cookie: `refresh_token=${session.refreshToken}`, origin: 'http://localhost' },
    })
    expect(sameOrigin.status).toBe(200)
    const plain = await call(backend, '/v1/auth/refresh_token', {
      headers: { cookie: `refresh_token=${refreshCookie(sameOrigin) ?? ''}` },
    })
    expect(plain.status).toBe(200)
  })
})

describe('POST /v2/auth/renew', () => {
  it('rotates with the two cookie values, even when the access token has expired', async () => {
    const session = await freshSignIn()
    clock.advance(20 * 60_000)
    expect((await getWithToken(backend, '/v2/user', session.access_token)).status).toBe(401)
    const res = await postJson(backend, '/v2/auth/renew', {
      access_token: session.access_token,
      refresh_token: session.refreshToken,
    })
    expect(res.status).toBe(200)
    const renewed = renewAnswerSchema.parse(await res.json())
    // The answer also sets both cookies (the page server passes them on), by the sign-in's rule.
    const cookies = res.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith(`access_token=${renewed.access_token};`) && !/HttpOnly/i.test(c))).toBe(true)
    expect(cookies.some((c) => c.startsWith(`refresh_token=${renewed.refresh_token};`) && /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c))).toBe(true)
    expect((await getWithToken(backend, '/v2/user', renewed.access_token)).status).toBe(200)
    // The old refresh token was rotated: presenting it again, past the grace, revokes the family.
    clock.advance(11_000)
    const replay = await postJson(backend, '/v2/auth/renew', {
      access_token: renewed.access_token,
      refresh_token: session.refreshToken,
    })
    expect(replay.status).toBe(401)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', renewed.refresh_token)).status).toBe(401)
  })

  it('two renewals of one pair at once (two tabs, each through the site) both succeed, and the session lives on', async () => {
    const session = await freshSignIn()
    clock.advance(20 * 60_000)
    const pair = { access_token: session.access_token, refresh_token: session.refreshToken }
    const [tabA, tabB] = await Promise.all([postJson(backend, '/v2/auth/renew', pair), postJson(backend, '/v2/auth/renew', pair)])
    expect([tabA.status, tabB.status]).toEqual([200, 200])
    const renewedA = renewAnswerSchema.parse(await tabA.json())
    const renewedB = renewAnswerSchema.parse(await tabB.json())
    expect(renewedA.refresh_token).not.toBe(renewedB.refresh_token)
    // A moment later (within the reuse grace) the old pair is presented once more: still no sign-out.
    clock.advance(3_000)
    expect((await postJson(backend, '/v2/auth/renew', pair)).status).toBe(200)
    // Whichever answer the browser's cookie jar kept, with either access token, renews in turn.
    const nextA = await postJson(backend, '/v2/auth/renew', { access_token: renewedB.access_token, refresh_token: renewedA.refresh_token })
    expect(nextA.status).toBe(200)
    const nextB = await postJson(backend, '/v2/auth/renew', renewedB)
    expect(nextB.status).toBe(200)
    expect((await getWithToken(backend, '/v2/user', renewAnswerSchema.parse(await nextB.json()).access_token)).status).toBe(200)
  })

  it("refuses another user's access token, a forged one, and missing fields", async () => {
    const consumer = await freshSignIn('consumer')
    const admin = await freshSignIn('admin')
    const mixed = await postJson(backend, '/v2/auth/renew', {
      access_token: admin.access_token,
      refresh_token: consumer.refreshToken,
    })
    expect(mixed.status).toBe(401)
    const forged = `${base64url({ alg: 'none' })}.${base64url({ sub: DEMO_USERS.consumer.id, role: 'normal', exp: 1 })}.`
    expect(
      (await postJson(backend, '/v2/auth/renew', { access_token: forged, refresh_token: consumer.refreshToken })).status,
    ).toBe(401)
    // A refused pair does not cost the real owner the session.
    expect((await cookieCall(backend, '/v1/auth/refresh_token', consumer.refreshToken)).status).toBe(200)
    const missing = await postJson(backend, '/v2/auth/renew', { access_token: admin.access_token })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ field: 'refresh_token' })
  })
})

describe('GET /v1/auth/logout', () => {
  it('revokes the family, clears the cookie and answers success', async () => {
    const session = await freshSignIn()
    const res = await cookieCall(backend, `/v1/auth/logout?user_id=${session.user_id}`, session.refreshToken)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect(res.headers.getSetCookie().some((c) => /^refresh_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)).status).toBe(401)
  })

  it("asks the hub to close the user's sockets (close code 4001: do not reconnect)", async () => {
    const closeUser = vi.spyOn(backend.hub, 'closeUser')
    try {
      const session = await freshSignIn('admin')
      await cookieCall(backend, '/v1/auth/logout', session.refreshToken)
      expect(closeUser).toHaveBeenCalledWith(DEMO_USERS.admin.id, 4001, 'signed out')
    } finally {
      closeUser.mockRestore()
    }
  })

  it('succeeds without a session too (signing out twice is fine)', async () => {
    const res = await call(backend, '/v1/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
  })

  it("a user_id naming someone else signs out only the cookie's own session", async () => {
    const consumer = await freshSignIn('consumer')
    const admin = await freshSignIn('admin')
    await cookieCall(backend, `/v1/auth/logout?user_id=${DEMO_USERS.admin.id}`, consumer.refreshToken)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', admin.refreshToken)).status).toBe(200)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', consumer.refreshToken)).status).toBe(401)
  })
})
