import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '~/contract/api/errors'
import { otpClientGuesses, otpDestinations } from '~/server/db/schema'
import { nextIp, outboxCode, postJson, requestCode, testClock } from './support/auth-client'
import { setUpTestBackend } from './support/test-backend'

// The sign-in limits with their default values, seen from an attacker who sends codes to and
// guesses at someone else's phone or e-mail (README, "Sign-in limits"): the owner must not be
// locked out for more than a few minutes, and guessing must still get nowhere.
const clock = testClock()
const backend = setUpTestBackend({ now: clock })

let n = 0
// Every test its own phone number, so one test's counters never touch another's.
const freshPhone = () => `06${String(10_000_000 + ++n).slice(-8)}`
const wrongCodeFor = (otp: string) => (otp === '000000' ? '111111' : '000000')

/** The owner signs in from one address; the attacker uses any number of others (nextIp). */
const OWNER_IP = '198.51.100.7'

async function ownerCode(phone: string) {
  const res = await requestCode(backend, 'phone', phone, OWNER_IP)
  expect(res.status).toBe(200)
  // Read at once: the outbox shows the last code sent to the phone, and the attacker's come later.
  return outboxCode(backend, phone)
}

const login = (phone: string, otp: string, ip: string) => postJson(backend, '/v2/auth/login/phone', { phone, otp }, { ip })
const verify = (phone: string, otp: string, ip: string) => postJson(backend, '/v2/auth/verify/phone', { phone, otp }, { ip })

async function codeOf(res: Response) {
  return errorBodySchema.parse(await res.json())
}

describe('an attacker at other addresses cannot lock the owner out', () => {
  it('five code requests from other addresses no longer make the owner wait an hour', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(backend, 'phone', phone, nextIp())).status).toBe(200)
      clock.advance(61_000)
    }
    expect((await requestCode(backend, 'phone', phone, OWNER_IP)).status).toBe(200)
  })

  it('a flood from many addresses makes the owner wait 5 minutes at most, then the owner gets a code', async () => {
    const phone = freshPhone()
    const flood = []
    for (let i = 0; i < 20; i++) flood.push((await requestCode(backend, 'phone', phone, nextIp())).status)
    // The phone's own cap: six codes in any five minutes, whoever asks.
    expect(flood.filter((s) => s === 200)).toHaveLength(6)
    const refused = await requestCode(backend, 'phone', phone, OWNER_IP)
    expect(refused.status).toBe(429)
    const wait = errorBodySchema.parse(refused.body).retry_after ?? Infinity
    expect(wait).toBeLessThanOrEqual(5 * 60)
    expect(Number(refused.res.headers.get('retry-after'))).toBe(wait)
    clock.advance(wait * 1000)
    const otp = await ownerCode(phone)
    expect((await login(phone, otp, OWNER_IP)).status).toBe(200)
  })

  it('the resend interval is per address: another address asking for a code does not delay the owner', async () => {
    const phone = freshPhone()
    expect((await requestCode(backend, 'phone', phone, nextIp())).status).toBe(200)
    clock.advance(1_000)
    expect((await requestCode(backend, 'phone', phone, OWNER_IP)).status).toBe(200)
  })

  it('a code another address asks for does not replace the owner’s live code', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    // The attack of the report: a new code every minute, each one replacing the owner's.
    for (let i = 0; i < 3; i++) {
      clock.advance(61_000)
      expect((await requestCode(backend, 'phone', phone, nextIp())).status).toBe(200)
    }
    const res = await login(phone, otp, OWNER_IP)
    expect(res.status).toBe(200)
  })

  it('wrong guesses from other addresses do not burn the owner’s code', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    const attacker = nextIp()
    for (let i = 0; i < 5; i++) expect(await codeOf(await verify(phone, wrongCodeFor(otp), attacker))).toMatchObject({ code: 'otp_invalid' })
    // The attacker's own tries are used up, even with the right code (429 for that address only) ...
    expect(await codeOf(await login(phone, otp, attacker))).toMatchObject({ code: 'rate_limited' })
    // ... and other addresses' guesses stay under the phone's cap of 10.
    for (let i = 0; i < 4; i++) expect(await codeOf(await verify(phone, wrongCodeFor(otp), nextIp()))).toMatchObject({ code: 'otp_invalid' })
    const res = await login(phone, otp, OWNER_IP)
    expect(res.status).toBe(200)
  })

  it('one address cannot lock the owner out: a new code does not give it fresh wrong guesses', async () => {
    const phone = freshPhone()
    const attacker = nextIp()
    // The attack of the audit: five wrong guesses, a new code, five more, to fill the phone's cap of 10.
    expect((await requestCode(backend, 'phone', phone, attacker)).status).toBe(200)
    for (let i = 0; i < 5; i++) expect(await codeOf(await verify(phone, '000000', attacker))).toMatchObject({ code: expect.stringMatching(/^otp_(invalid|expired)$/) })
    clock.advance(61_000)
    expect((await requestCode(backend, 'phone', phone, attacker)).status).toBe(200)
    const more = []
    for (let i = 0; i < 5; i++) more.push(await verify(phone, '000000', attacker))
    // The address's sixth wrong guess and after are refused, for it alone.
    expect(more.map((r) => r.status)).toEqual([429, 429, 429, 429, 429])
    const otp = await ownerCode(phone)
    expect((await login(phone, otp, OWNER_IP)).status).toBe(200)
  })

  it('one address cannot fill the phone’s cap while several codes are live (a guess costs one for each)', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    const attacker = nextIp()
    expect((await requestCode(backend, 'phone', phone, attacker)).status).toBe(200)
    // Two live codes: each wrong guess costs the phone two, and the address may spend five at most.
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await verify(phone, wrongCodeFor(otp), attacker)).status)
    expect(statuses).toEqual([400, 400, 429, 429, 429])
    expect((await login(phone, otp, OWNER_IP)).status).toBe(200)
  })

  it('the owner’s code still works after the attacker’s sends and wrong guesses together', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    clock.advance(10_000)
    for (let i = 0; i < 2; i++) expect((await requestCode(backend, 'phone', phone, nextIp())).status).toBe(200)
    // Three live codes now: each wrong guess counts once per code it was tried against (6 of 10).
    for (let i = 0; i < 2; i++) expect(await codeOf(await verify(phone, wrongCodeFor(otp), nextIp()))).toMatchObject({ code: 'otp_invalid' })
    expect((await login(phone, otp, OWNER_IP)).status).toBe(200)
  })
})

describe('brute force still gets nowhere', () => {
  it('one address gets five wrong guesses at a phone; then not even the right code, and a new code gives no fresh tries', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    for (let i = 0; i < 5; i++) expect(await codeOf(await verify(phone, wrongCodeFor(otp), OWNER_IP))).toMatchObject({ code: 'otp_invalid' })
    const refused = await login(phone, otp, OWNER_IP)
    expect(refused.status).toBe(429)
    // An hour after its latest wrong guess.
    expect((await codeOf(refused)).retry_after).toBe(60 * 60)
    clock.advance(61_000)
    const fresh = await ownerCode(phone)
    expect(await codeOf(await login(phone, fresh, OWNER_IP))).toMatchObject({ code: 'rate_limited' })
    // The right code from another address still works.
    expect((await login(phone, fresh, nextIp())).status).toBe(200)
  })

  it('an address that never asked for a code gets five wrong guesses an hour', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    const guesser = nextIp()
    for (let i = 0; i < 5; i++) expect(await codeOf(await verify(phone, wrongCodeFor(otp), guesser))).toMatchObject({ code: 'otp_invalid' })
    clock.advance(59 * 60_000)
    expect((await requestCode(backend, 'phone', phone, OWNER_IP)).status).toBe(200)
    expect(await codeOf(await verify(phone, '123456', guesser))).toMatchObject({ code: 'rate_limited' })
    clock.advance(61_000)
    expect(await codeOf(await verify(phone, wrongCodeFor(await outboxCode(backend, phone)), guesser))).toMatchObject({ code: 'otp_invalid' })
  })

  it('many addresses together get 10 wrong guesses per 10 minutes at a phone: then everyone waits out the window', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    for (let i = 0; i < 10; i++) expect(await codeOf(await verify(phone, wrongCodeFor(otp), nextIp()))).toMatchObject({ code: 'otp_invalid' })
    const locked = await verify(phone, wrongCodeFor(otp), nextIp())
    expect(locked.status).toBe(429)
    // The owner too (the cap stops the right guess of an attacker just the same), for that window only.
    clock.advance(60_000)
    const owner = await login(phone, otp, OWNER_IP)
    expect(owner.status).toBe(429)
    const wait = (await codeOf(owner)).retry_after ?? Infinity
    expect(wait).toBe(9 * 60)
    clock.advance(wait * 1000)
    // The code has expired meanwhile (5 minutes): the owner asks again and signs in.
    const fresh = await ownerCode(phone)
    expect((await login(phone, fresh, OWNER_IP)).status).toBe(200)
  })

  it('a wrong guess counts once for every live code it was tried against', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    for (let i = 0; i < 2; i++) expect((await requestCode(backend, 'phone', phone, nextIp())).status).toBe(200)
    // Three live codes: three wrong guesses use 9 of the 10, so a fourth does not fit.
    for (let i = 0; i < 3; i++) expect(await codeOf(await verify(phone, wrongCodeFor(otp), nextIp()))).toMatchObject({ code: 'otp_invalid' })
    expect((await verify(phone, wrongCodeFor(otp), nextIp())).status).toBe(429)
  })

  it('a right guess costs nothing: the code can be checked again and again within its life', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    for (let i = 0; i < 12; i++) expect((await verify(phone, otp, OWNER_IP)).status).toBe(200)
    expect((await login(phone, otp, OWNER_IP)).status).toBe(200)
  })
})

describe('the counters hold exactly under concurrent requests', () => {
  /** What the database holds: the phone's count of wrong guesses, and each client's (sorted). */
  async function storedCounts(phone: string) {
    const db = backend.testDb.handle.db
    const [all] = await db.select().from(otpDestinations).where(eq(otpDestinations.destination, phone))
    const clients = await db.select().from(otpClientGuesses).where(eq(otpClientGuesses.destination, phone))
    return { destination: all?.wrongGuesses, clients: clients.map((c) => c.wrong).sort((a, b) => a - b) }
  }

  it('20 concurrent wrong guesses from one address: exactly 5 are counted, the rest refused', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    const attacker = nextIp()
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(phone, wrongCodeFor(otp), attacker)))
    const codes = await Promise.all(results.map(async (r) => (await codeOf(r)).code))
    expect(codes.filter((c) => c === 'otp_invalid')).toHaveLength(5)
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(15)
    expect(await storedCounts(phone)).toEqual({ destination: 5, clients: [5] })
    expect((await login(phone, otp, OWNER_IP)).status).toBe(200)
  })

  it('40 concurrent wrong guesses from 40 addresses: exactly 10 are counted, the rest answered 429', async () => {
    const phone = freshPhone()
    const otp = await ownerCode(phone)
    const results = await Promise.all(Array.from({ length: 40 }, () => verify(phone, wrongCodeFor(otp), nextIp())))
    const codes = await Promise.all(results.map(async (r) => (await codeOf(r)).code))
    expect(codes.filter((c) => c === 'otp_invalid')).toHaveLength(10)
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(30)
    // The refused ones took their client's try back.
    expect(await storedCounts(phone)).toEqual({ destination: 10, clients: [...Array<number>(30).fill(0), ...Array<number>(10).fill(1)] })
  })

  it('20 concurrent code requests from 20 addresses: exactly 6 codes in 5 minutes are sent', async () => {
    const phone = freshPhone()
    // One code first, so the phone's row exists and the requests below race on it (not on its insert).
    await ownerCode(phone)
    clock.advance(60_000)
    const results = await Promise.all(Array.from({ length: 20 }, () => requestCode(backend, 'phone', phone, nextIp())))
    expect(results.filter((r) => r.status === 200)).toHaveLength(5)
    expect(results.filter((r) => r.status === 429)).toHaveLength(15)
  })

  it('10 concurrent code requests from one address: exactly one code is sent', async () => {
    const phone = freshPhone()
    const ip = nextIp()
    const results = await Promise.all(Array.from({ length: 10 }, () => requestCode(backend, 'phone', phone, ip)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 429)).toHaveLength(9)
  })
})
