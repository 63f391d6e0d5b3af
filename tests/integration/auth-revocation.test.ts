import { sign } from 'hono/jwt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveKey } from '~/server/services/token-service'
import { DEMO_USERS } from '~/server/db/seed'
import { call, cookieCall, getWithToken, signIn, testClock } from './support/auth-client'
import { openSocket, ticketFor, upgradeStatus } from './support/realtime'
import { createTestBackend, listen, setUpTestBackend, type ListeningServer, type TestBackend } from './support/test-backend'

// Signing out ends the session everywhere at once: its access tokens and socket tickets stop
// working (not 15 minutes later, when they expire), on every instance, and its open sockets close.
const clock = testClock()
// One secret for the two instances of the last test (else each makes its own in its data folder).
const env = { AUTH_SECRET: 'revocation-test-secret-0123456789abcdef' }
const backend = setUpTestBackend({ now: clock, env }, { listen: true })

async function freshSignIn(user: keyof typeof DEMO_USERS = 'consumer') {
  // Past the resend interval, and no hour with more than 5 sends to one destination.
  clock.advance(13 * 60_000)
  return signIn(backend, 'phone', DEMO_USERS[user].phone)
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const logout = (refreshToken: string) => cookieCall(backend, '/v1/auth/logout', refreshToken)

/** Authenticated calls of several kinds; each answers its status. */
async function authenticatedStatuses(token: string): Promise<number[]> {
  const calls = [getWithToken(backend, '/v2/user', token), getWithToken(backend, '/v1/user', token), call(backend, '/v2/realtime/ticket', { method: 'POST', headers: bearer(token) })]
  return (await Promise.all(calls)).map((r) => r.status)
}

describe('logout revokes what the session was given', () => {
  it('the access token is refused (401) by every authenticated call right after logout', async () => {
    const session = await freshSignIn()
    expect((await getWithToken(backend, '/v2/user', session.access_token)).status).toBe(200)
    expect((await logout(session.refreshToken)).status).toBe(200)
    // The token has 15 minutes left by its exp; it is refused all the same.
    const statuses = await authenticatedStatuses(session.access_token)
    expect(statuses).toEqual([401, 401, 401])
    const body = await (await getWithToken(backend, '/v2/user', session.access_token)).json()
    expect(body).toMatchObject({ code: 'unauthorized' })
  })

  it('a socket ticket obtained before logout cannot open /ws, nor can the access token itself', async () => {
    const session = await freshSignIn()
    const ticket = await ticketFor(backend, session.access_token)
    await logout(session.refreshToken)
    expect(await upgradeStatus(`${backend.server.ws}/ws?token=${ticket}`)).toBe(401)
    expect(await upgradeStatus(`${backend.server.ws}/ws?token=${session.access_token}`)).toBe(401)
  })

  it('an open socket of the session is closed with 4001 at logout', async () => {
    const session = await freshSignIn()
    const socket = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, session.access_token)}`)
    await logout(session.refreshToken)
    expect(await socket.closed).toBe(4001)
  })

  it('another session of the same user (another sign-in) keeps working', async () => {
    const ended = await freshSignIn()
    const other = await freshSignIn()
    await logout(ended.refreshToken)
    expect((await getWithToken(backend, '/v2/user', other.access_token)).status).toBe(200)
    expect(await upgradeStatus(`${backend.server.ws}/ws?token=${await ticketFor(backend, other.access_token)}`)).toBe('open')
  })

  it('a replayed refresh token, which ends its session, ends the access tokens issued in it too', async () => {
    const session = await freshSignIn()
    const rotated = await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)
    const { access_token } = (await rotated.json()) as { access_token: string }
    clock.advance(11_000)
    expect((await cookieCall(backend, '/v1/auth/refresh_token', session.refreshToken)).status).toBe(401)
    expect((await getWithToken(backend, '/v2/user', access_token)).status).toBe(401)
    expect((await getWithToken(backend, '/v2/user', session.access_token)).status).toBe(401)
  })

  it('a token signed with our key is refused without a session of its own user: none named, or another user’s', async () => {
    const consumer = await freshSignIn('consumer')
    const admin = await freshSignIn('admin')
    const sid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid
    const now = Math.floor(clock().getTime() / 1000)
    const key = deriveKey(env.AUTH_SECRET, 'access-token/v1')
    const claims = { sub: DEMO_USERS.admin.id, role: 'admin', iat: now, exp: now + 600 }
    // The same key and claims with the admin's own session pass, so what is refused below is the sid.
    expect((await getWithToken(backend, '/v2/user', await sign({ ...claims, sid: sid(admin.access_token) }, key, 'HS256'))).status).toBe(200)
    expect((await getWithToken(backend, '/v2/user', await sign(claims, key, 'HS256'))).status).toBe(401)
    expect((await getWithToken(backend, '/v2/user', await sign({ ...claims, sid: sid(consumer.access_token) }, key, 'HS256'))).status).toBe(401)
  })
})

describe('with two instances on one database', () => {
  let a: TestBackend
  let b: TestBackend
  let serverB: ListeningServer
  // Made and closed by hand: closing either backend closes the database both use, so b's sockets
  // and server go first, then a, and b (whose own database is unused) last.
  beforeAll(async () => {
    a = await createTestBackend({ now: clock, env })
    b = await createTestBackend({ now: clock, env, database: a.testDb.handle, seed: false })
    serverB = await listen(b)
  })
  afterAll(async () => {
    await b.hub.closeAll()
    await serverB.close()
    await a.destroy()
    await b.destroy()
  })

  it('a logout on one instance is seen at once by the other: its token and ticket stop working there', async () => {
    clock.advance(13 * 60_000)
    const session = await signIn(a, 'phone', DEMO_USERS.provider.phone)
    expect((await getWithToken(b, '/v2/user', session.access_token)).status).toBe(200)
    const ticket = await ticketFor(b, session.access_token)
    expect((await cookieCall(a, '/v1/auth/logout', session.refreshToken)).status).toBe(200)
    expect((await getWithToken(b, '/v2/user', session.access_token)).status).toBe(401)
    expect(await upgradeStatus(`${serverB.ws}/ws?token=${ticket}`)).toBe(401)
  })
})
