import { describe, expect, it } from 'vitest'
import { checkOtpAnswerSchema, loginAnswerSchema, verifyAnswerSchema } from '~/contract/api/auth'
import { errorBodySchema } from '~/contract/api/errors'
import { userProfileSchema } from '~/contract/api/user'
import { DEMO_USERS } from '~/server/db/seed'
import {
  call,
  getWithToken,
  nextIp,
  outboxCode,
  postJson,
  refreshCookie,
  requestCode,
  testClock,
  type Mode,
} from './support/auth-client'
import { createTestBackend, setUpTestBackend } from './support/test-backend'

const clock = testClock()
const backend = setUpTestBackend({ now: clock })

// Each test uses its own destinations, so the per-destination limits of one never touch another.
let n = 0
const freshPhone = () => `09${String(10_000_000 + ++n).slice(-8)}`
const freshEmail = () => `user${++n}@example.com`

const wrongCodeFor = (otp: string) => (otp === '000000' ? '111111' : '000000')

describe('check-otp', () => {
  it.each([
    ['phone', DEMO_USERS.consumer.phone, true],
    ['email', DEMO_USERS.provider.email, true],
    ['phone', '0899999999', false],
    ['email', 'nobody@example.com', false],
  ] as const)('%s %s: can_login is %s, and a code is sent', async (mode, destination, canLogin) => {
    const { status, body } = await requestCode(backend, mode, destination)
    expect(status).toBe(200)
    expect(checkOtpAnswerSchema.parse(body)).toEqual({ can_login: canLogin, resend_after: 60 })
    expect(await outboxCode(backend, destination)).toMatch(/^\d{6}$/)
    clock.advance(61_000)
  })

  it('an e-mail is trimmed and lowercased before anything else', async () => {
    const { body } = await requestCode(backend, 'email', '  Admin@Example.COM ')
    expect(body).toEqual({ can_login: true, resend_after: 60 })
    expect(await outboxCode(backend, 'admin@example.com')).toMatch(/^\d{6}$/)
    clock.advance(61_000)
  })

  it('a phone written with spaces, dashes or +66 is read as its 10 digits: the same account, the same code', async () => {
    const phone = DEMO_USERS.consumer.phone
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`
    const { body } = await requestCode(backend, 'phone', `+66 ${spaced.slice(1)}`)
    expect(body).toEqual({ can_login: true, resend_after: 60 })
    const otp = await outboxCode(backend, phone)
    expect(otp).toMatch(/^\d{6}$/)
    const login = await postJson(backend, '/v2/auth/login/phone', { phone: spaced.replaceAll(' ', '-'), otp })
    expect(login.status).toBe(200)
    expect(loginAnswerSchema.parse(await login.json())).toMatchObject({ user_id: DEMO_USERS.consumer.id, neet_to_register: false })
    clock.advance(61_000)
  })

  it.each([
    ['phone', { phone: '081234567' }],
    ['phone', { phone: '08123456789' }],
    ['phone', { phone: '08-1234567' }],
    ['phone', { phone: '' }],
    ['phone', {}],
    ['email', { email: 'not-an-email' }],
    ['email', { email: 'a@b' }],
    ['email', { email: 'two words@example.com' }],
    ['email', {}],
  ] as const)('%s: %j is a 400 naming the field', async (mode, body) => {
    const res = await postJson(backend, `/v2/auth/check-otp/${mode}`, body)
    expect(res.status).toBe(400)
    expect(errorBodySchema.parse(await res.json())).toMatchObject({ code: 'validation_failed', field: mode })
  })
})

describe('login', () => {
  async function codeFor(mode: Mode, destination: string, ip?: string) {
    expect((await requestCode(backend, mode, destination, ip)).status).toBe(200)
    return outboxCode(backend, destination)
  }

  it.each([
    ['phone', DEMO_USERS.consumer.phone, DEMO_USERS.consumer],
    ['email', DEMO_USERS.admin.email, DEMO_USERS.admin],
  ] as const)('%s: check, outbox, login, then the profile', async (mode, destination, demo) => {
    clock.advance(61_000)
    const otp = await codeFor(mode, destination)
    const res = await postJson(backend, `/v2/auth/login/${mode}`, { [mode]: destination, otp })
    expect(res.status).toBe(200)
    const answer = loginAnswerSchema.parse(await res.json())
    expect(answer).toMatchObject({ user_id: demo.id, username: demo.username, neet_to_register: false })
    expect(answer.access_token.split('.')).toHaveLength(3)

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    // Secure only in production (a dev server on http://localhost would drop it otherwise).
    expect(cookie).not.toMatch(/Secure/i)
    expect(refreshCookie(res)).toMatch(/^[A-Za-z0-9_-]{43}$/)

    for (const version of ['v1', 'v2']) {
      const profile = await getWithToken(backend, `/${version}/user`, answer.access_token)
      expect(profile.status).toBe(200)
      expect(userProfileSchema.parse(await profile.json())).toMatchObject({ _id: demo.id, role: demo.role })
    }

    // Single use: the same code again is refused.
    const again = await postJson(backend, `/v2/auth/login/${mode}`, { [mode]: destination, otp })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'otp_expired' })
  })

  it('a right code for an unknown destination answers neet_to_register and keeps the code', async () => {
    const phone = freshPhone()
    const otp = await codeFor('phone', phone)
    for (let i = 0; i < 2; i++) {
      const res = await postJson(backend, '/v2/auth/login/phone', { phone, otp })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ access_token: '', user_id: '', username: '', neet_to_register: true })
      expect(refreshCookie(res)).toBeUndefined()
    }
    // Still usable: verification (the next step of the client) accepts it.
    const verify = await postJson(backend, '/v2/auth/verify/phone', { phone, otp })
    expect(await verify.json()).toEqual({ success: true })
  })

  it('a wrong code is otp_invalid; the right one still works afterwards', async () => {
    const email = DEMO_USERS.consumer.email
    clock.advance(61_000)
    const otp = await codeFor('email', email)
    const wrong = await postJson(backend, '/v2/auth/login/email', { email, otp: wrongCodeFor(otp) })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'otp_invalid', field: 'otp' })
    const right = await postJson(backend, '/v2/auth/login/email', { email, otp })
    expect(right.status).toBe(200)
  })

  it('five wrong codes from one address use up its tries: then the right one from there is refused with 429', async () => {
    const phone = DEMO_USERS.provider.phone
    const ip = nextIp()
    clock.advance(61_000)
    const otp = await codeFor('phone', phone, ip)
    for (let i = 0; i < 5; i++) {
      const res = await postJson(backend, '/v2/auth/login/phone', { phone, otp: wrongCodeFor(otp) }, { ip })
      expect(await res.json()).toMatchObject({ code: 'otp_invalid' })
    }
    const right = await postJson(backend, '/v2/auth/login/phone', { phone, otp }, { ip })
    expect(right.status).toBe(429)
    expect(await right.json()).toMatchObject({ code: 'rate_limited' })
  })

  it('a code expires after 5 minutes', async () => {
    const phone = DEMO_USERS.admin.phone
    clock.advance(61_000)
    const otp = await codeFor('phone', phone)
    clock.advance(5 * 60_000)
    const res = await postJson(backend, '/v2/auth/login/phone', { phone, otp })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'otp_expired' })
  })

  it('a new send to the same address replaces its previous code', async () => {
    const email = DEMO_USERS.provider.email
    const ip = nextIp()
    clock.advance(5 * 60_000)
    const first = await codeFor('email', email, ip)
    clock.advance(61_000)
    const second = await codeFor('email', email, ip)
    if (first !== second) {
      const old = await postJson(backend, '/v2/auth/login/email', { email, otp: first })
      expect(await old.json()).toMatchObject({ code: 'otp_invalid' })
    }
    const res = await postJson(backend, '/v2/auth/login/email', { email, otp: second })
    expect(res.status).toBe(200)
  })

  it('a code asked for from another address does not replace it: both work (each once)', async () => {
    const email = DEMO_USERS.provider.email
    clock.advance(61_000)
    const first = await codeFor('email', email)
    const second = await codeFor('email', email)
    for (const otp of new Set([first, second])) {
      expect((await postJson(backend, '/v2/auth/login/email', { email, otp })).status).toBe(200)
    }
  })

  it('16 concurrent logins with one code: exactly one succeeds', async () => {
    const phone = DEMO_USERS.consumer.phone
    clock.advance(61_000)
    const otp = await codeFor('phone', phone)
    const results = await Promise.all(
      Array.from({ length: 16 }, () => postJson(backend, '/v2/auth/login/phone', { phone, otp })),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    // A guess counts against the phone's cap of 10 until it has proved right, so of 16 at once
    // some find the cap taken by the others (429); the rest find the code used up.
    const bodies = await Promise.all(results.filter((r) => r.status !== 200).map(async (r) => ({ status: r.status, ...((await r.json()) as { code: string }) })))
    expect(bodies).toHaveLength(15)
    for (const body of bodies) {
      expect([{ status: 400, code: 'otp_expired' }, { status: 429, code: 'rate_limited' }]).toContainEqual({ status: body.status, code: body.code })
    }
    const again = await postJson(backend, '/v2/auth/login/phone', { phone, otp })
    expect(await again.json()).toMatchObject({ code: 'otp_expired' })
  })

  it.each([
    ['phone', { phone: '0800000001', otp: '12345' }, 'otp'],
    ['phone', { phone: '0800000001', otp: 'abcdef' }, 'otp'],
    ['phone', { phone: '080000000', otp: '123456' }, 'phone'],
    ['email', { email: 'x', otp: '123456' }, 'email'],
    ['email', { email: 'a@example.com' }, 'otp'],
  ] as const)('%s: %j is a 400 naming %s', async (mode, body, field) => {
    const res = await postJson(backend, `/v2/auth/login/${mode}`, body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field })
  })

  it('a cross-site login is refused (it would set the cookie), and the code stays usable', async () => {
    const email = DEMO_USERS.admin.email
    clock.advance(61_000)
    const otp = await codeFor('email', email)
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]
    for (const headers of crossSite) {
      const res = await postJson(backend, '/v2/auth/login/email', { email, otp }, { headers })
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'forbidden' })
    }
    const sameSite = await postJson(backend, '/v2/auth/login/email', { email, otp }, { headers: { 'sec-fetch-site': 'same-origin' } })
    expect(sameSite.status).toBe(200)
  })

  it('a login without any code sent is otp_expired', async () => {
    const res = await postJson(backend, '/v2/auth/login/phone', { phone: freshPhone(), otp: '123456' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'otp_expired' })
  })
})

describe('verify', () => {
  it('success false for a destination that belongs to a user, true otherwise; the code is not used up', async () => {
    clock.advance(61_000)
    const known = DEMO_USERS.admin.email
    await requestCode(backend, 'email', known)
    const knownOtp = await outboxCode(backend, known)
    const res = await postJson(backend, '/v2/auth/verify/email', { email: known, otp: knownOtp })
    expect(verifyAnswerSchema.parse(await res.json())).toEqual({ success: false })
    // Not consumed: the login with it still works.
    const login = await postJson(backend, '/v2/auth/login/email', { email: known, otp: knownOtp })
    expect(login.status).toBe(200)

    const fresh = freshEmail()
    await requestCode(backend, 'email', fresh)
    const otp = await outboxCode(backend, fresh)
    for (let i = 0; i < 2; i++) {
      const again = await postJson(backend, '/v2/auth/verify/email', { email: fresh, otp })
      expect(await again.json()).toEqual({ success: true })
    }
  })

  it('a wrong code is otp_invalid, as in login', async () => {
    const phone = freshPhone()
    await requestCode(backend, 'phone', phone)
    const otp = await outboxCode(backend, phone)
    const res = await postJson(backend, '/v2/auth/verify/phone', { phone, otp: wrongCodeFor(otp) })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'otp_invalid' })
  })
})

describe('send limits', () => {
  it('a resend from the same address within 60 s is 429 with retry_after and Retry-After', async () => {
    const phone = freshPhone()
    const ip = nextIp()
    expect((await requestCode(backend, 'phone', phone, ip)).status).toBe(200)
    clock.advance(20_000)
    const { status, body, res } = await requestCode(backend, 'phone', phone, ip)
    expect(status).toBe(429)
    const error = errorBodySchema.parse(body)
    expect(error).toMatchObject({ code: 'rate_limited', retry_after: 40 })
    expect(res.headers.get('retry-after')).toBe('40')
    clock.advance(40_000)
    expect((await requestCode(backend, 'phone', phone, ip)).status).toBe(200)
  })

  it('the 6th send to one destination from one address within an hour is 429, and allowed again once the first send is an hour old', async () => {
    const email = freshEmail()
    const ip = nextIp()
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(backend, 'email', email, ip)).status).toBe(200)
      clock.advance(61_000)
    }
    // Five sends at t0, t0+61s, ... ; now is t0 + 305 s.
    const sixth = await requestCode(backend, 'email', email, ip)
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({ code: 'rate_limited', retry_after: 3600 - 305 })
    clock.advance((3600 - 305) * 1000)
    expect((await requestCode(backend, 'email', email, ip)).status).toBe(200)
  })

  it('one IP may ask for 20 codes an hour', async () => {
    const ip = '192.0.2.10'
    for (let i = 0; i < 20; i++) {
      expect((await requestCode(backend, 'phone', freshPhone(), ip)).status).toBe(200)
    }
    const refused = await requestCode(backend, 'phone', freshPhone(), ip)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'rate_limited' })
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await requestCode(backend, 'phone', freshPhone(), '192.0.2.11')).status).toBe(200)
    clock.advance(60 * 60_000)
    expect((await requestCode(backend, 'phone', freshPhone(), ip)).status).toBe(200)
  })

  it('one IP may check 60 codes in 10 minutes', async () => {
    const ip = '192.0.2.20'
    const body = { phone: freshPhone(), otp: '123456' }
    for (let i = 0; i < 60; i++) {
      const res = await postJson(backend, '/v2/auth/verify/phone', body, { ip })
      expect(res.status).toBe(400)
    }
    const refused = await postJson(backend, '/v2/auth/login/phone', body, { ip })
    expect(refused.status).toBe(429)
    clock.advance(10 * 60_000)
    expect((await postJson(backend, '/v2/auth/login/phone', body, { ip })).status).toBe(400)
  })

  it('X-Forwarded-For is ignored without TRUST_PROXY: the limit follows the socket address', async () => {
    const ip = '192.0.2.30'
    for (let i = 0; i < 20; i++) {
      const res = await postJson(backend, '/v2/auth/check-otp/phone', { phone: freshPhone() }, {
        ip,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      })
      expect(res.status).toBe(200)
    }
    expect((await requestCode(backend, 'phone', freshPhone(), ip)).status).toBe(429)
  })
})

describe('outbox endpoint', () => {
  it('is 404 for a destination without a code', async () => {
    const res = await call(backend, '/v2/dev/outbox/latest?destination=0811111111', { ip: '127.0.0.1' })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'not_found' })
  })

  it('is not registered in production', async () => {
    const prod = await createTestBackend({ nodeEnv: 'production' })
    try {
      // Not even for this machine.
      const res = await call(prod, '/v2/dev/outbox/latest?destination=0800000001', { ip: '127.0.0.1' })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code: 'not_found', message: 'No such endpoint' })
    } finally {
      await prod.destroy()
    }
  })
})
