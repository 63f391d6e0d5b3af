import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loginAnswerSchema } from '~/contract/api/auth'
import { userProfileSchema } from '~/contract/api/user'
import { DEMO_USERS } from '~/server/db/seed'
import {
  call,
  getWithToken,
  outboxCode,
  pngBytes,
  postJson,
  refreshCookie,
  register,
  requestCode,
  testClock,
  type Mode,
  type RegisterInput,
} from './support/auth-client'
import { setUpTestBackend } from './support/test-backend'

const clock = testClock(new Date('2026-03-01T03:00:00.000Z'))
const backend = setUpTestBackend({ now: clock })

let n = 0
const freshPhone = () => `06${String(10_000_000 + ++n).slice(-8)}`
const freshEmail = () => `new${++n}@example.com`

/** check-otp, then verify (as the client does for a new user): answers a code ready for registration. */
async function codeForNewUser(mode: Mode, destination: string): Promise<string> {
  const check = await requestCode(backend, mode, destination)
  expect(check.body).toEqual({ can_login: false, resend_after: 60 })
  const otp = await outboxCode(backend, destination)
  const verify = await postJson(backend, `/v2/auth/verify/${mode}`, { [mode]: destination, otp })
  expect(await verify.json()).toEqual({ success: true })
  return otp
}

async function newUserInput(mode: Mode, overrides: Partial<RegisterInput> = {}): Promise<RegisterInput> {
  const destination = mode === 'phone' ? freshPhone() : freshEmail()
  const otp = await codeForNewUser(mode, destination)
  return { mode, destination, otp, username: `user_${n}`, ...overrides }
}

const avatarFiles = () => readdirSync(join(backend.config.dataDir, 'uploads', 'avatars')).filter((f) => !f.startsWith('.'))

describe('POST /v2/auth/register', () => {
  it('phone, without a picture: creates the user, signs them in, and the profile shows it', async () => {
    const input = await newUserInput('phone', { username: '  Somying.K ', gender: 'female', birthdate: '2001-07-09' })
    const res = await register(backend, input)
    expect(res.status).toBe(200)
    const answer = loginAnswerSchema.parse(await res.json())
    expect(answer).toMatchObject({ username: 'somying.k', neet_to_register: false })
    expect(answer.user_id).toMatch(/^[0-9a-f]{24}$/)
    expect(refreshCookie(res)).toBeTruthy()

    const profile = userProfileSchema.parse(await (await getWithToken(backend, '/v2/user', answer.access_token)).json())
    expect(profile).toMatchObject({
      _id: answer.user_id,
      username: 'somying.k',
      phone: input.destination,
      email: null,
      gender: 'female',
      birthdate: '2001-07-09',
      role: 'normal',
      provider_id: '000000000000000000000000',
      profile_picture: null,
    })

    // The code was used up, and the destination is now a known user.
    const again = await register(backend, { ...input, username: 'someone_else' })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'otp_expired' })
    clock.advance(61_000)
    expect((await requestCode(backend, 'phone', input.destination)).body).toEqual({ can_login: true, resend_after: 60 })
  })

  it('e-mail, with a PNG: stored as WebP and served back at /uploads/avatars/', async () => {
    const png = await pngBytes(1200, 800)
    const input = await newUserInput('email', {
      username: 'ครูสมหญิง',
      image: { bytes: png, name: 'me.png', type: 'image/png' },
    })
    const res = await register(backend, input)
    expect(res.status).toBe(200)
    const answer = loginAnswerSchema.parse(await res.json())
    expect(answer.username).toBe('ครูสมหญิง')
    const profile = userProfileSchema.parse(await (await getWithToken(backend, '/v1/user', answer.access_token)).json())
    expect(profile.email).toBe(input.destination)
    expect(profile.profile_picture).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/)

    const image = await call(backend, profile.profile_picture ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(image.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 })
    expect(meta.exif).toBeUndefined()
  })

  it('a JPEG with EXIF orientation is turned upright and its metadata dropped', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const input = await newUserInput('phone', { image: { bytes: jpeg, name: 'p.jpg', type: 'image/jpeg' } })
    const answer = loginAnswerSchema.parse(await (await register(backend, input)).json())
    const profile = userProfileSchema.parse(await (await getWithToken(backend, '/v2/user', answer.access_token)).json())
    const meta = await sharp(Buffer.from(await (await call(backend, profile.profile_picture ?? '')).arrayBuffer())).metadata()
    expect(meta).toMatchObject({ width: 20, height: 60 })
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()
  })

  it('a text file named .png is refused naming profile_image, and the code stays usable', async () => {
    const input = await newUserInput('phone', {
      image: { bytes: new TextEncoder().encode('hello, I am not a picture'), name: 'x.png', type: 'image/png' },
    })
    const before = avatarFiles().length
    const res = await register(backend, input)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field: 'profile_image' })
    expect(avatarFiles()).toHaveLength(before)
    const { image: _drop, ...withoutImage } = input
    expect((await register(backend, withoutImage)).status).toBe(200)
  })

  it('a PNG header on garbage is refused too', async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)])
    const input = await newUserInput('email', { image: { bytes: fake, name: 'x.png', type: 'image/png' } })
    const res = await register(backend, input)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'profile_image' })
  })

  it('a GIF is refused: only JPEG, PNG and WebP', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer()
    const input = await newUserInput('phone', { image: { bytes: gif, name: 'x.gif', type: 'image/gif' } })
    expect(await (await register(backend, input)).json()).toMatchObject({ field: 'profile_image' })
  })

  it('an image over 5 MB is 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(await pngBytes(), 0)
    const input = await newUserInput('phone', { image: { bytes: big, name: 'big.png', type: 'image/png' } })
    const res = await register(backend, input)
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', field: 'profile_image' })
  })

  it('a taken username is 409 naming username (however it is cased or spaced), and leaves the code usable', async () => {
    const input = await newUserInput('email', { username: ` ${DEMO_USERS.provider.username.toUpperCase()} ` })
    const res = await register(backend, input)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'conflict', field: 'username' })
    expect((await register(backend, { ...input, username: 'kru_somchai_2' })).status).toBe(200)
  })

  it('the name of a fixed page beside the profiles (/profile/verify) cannot be registered: 409 naming username, the code still usable', async () => {
    const input = await newUserInput('email', { username: ' VERIFY ' })
    const res = await register(backend, input)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'conflict', field: 'username' })
    expect((await register(backend, { ...input, username: 'verify_me' })).status).toBe(200)
  })

  it('a destination that already belongs to a user is 409 naming it', async () => {
    clock.advance(61_000)
    const email = DEMO_USERS.consumer.email
    await requestCode(backend, 'email', email)
    const otp = await outboxCode(backend, email)
    const res = await register(backend, { mode: 'email', destination: email, otp, username: 'another_one' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'conflict', field: 'email' })
  })

  it('a wrong code is otp_invalid; an unknown destination is otp_expired', async () => {
    const input = await newUserInput('phone')
    const wrong = await register(backend, { ...input, otp: input.otp === '000000' ? '111111' : '000000' })
    expect(await wrong.json()).toMatchObject({ code: 'otp_invalid' })
    const none = await register(backend, { ...input, destination: freshPhone() })
    expect(await none.json()).toMatchObject({ code: 'otp_expired' })
  })

  it('two concurrent registrations with one code create one user, and the other always hears the code is spent', async () => {
    // Repeated: the loser's answer used to depend on timing (409 when it found the winner's new
    // user before trying the code, seen on PostgreSQL).
    for (let round = 0; round < 8; round++) {
      const input = await newUserInput('phone')
      const results = await Promise.all([
        register(backend, { ...input, username: `racer_one_${round}` }),
        register(backend, { ...input, username: `racer_two_${round}` }),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    }
  })

  it.each([
    ['username', { username: 'ab' }],
    ['username', { username: 'x'.repeat(31) }],
    ['username', { username: 'has space' }],
    ['username', { username: 'emoji😀x' }],
    ['username', { username: 'thai๑digit' }],
    ['gender', { gender: 'robot' }],
    ['birthdate', { birthdate: '2001-02-29' }],
    ['birthdate', { birthdate: '01/02/2001' }],
    ['birthdate', { birthdate: '2026-03-01' }],
    ['birthdate', { birthdate: '2030-01-01' }],
    // 121 years old today (the clock says 2026-03-01).
    ['birthdate', { birthdate: '1905-03-01' }],
    ['destination', { destination: '12345' }],
    ['otp', { otp: '12' }],
  ] as const)('an invalid %s (%j) is a 400 naming it', async (field, overrides) => {
    const input = await newUserInput('phone')
    const res = await register(backend, { ...input, ...overrides })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field })
  })

  it('the age limits: a day short of 121 passes, and so does a day old', async () => {
    expect((await register(backend, await newUserInput('email', { birthdate: '1905-03-02' }))).status).toBe(200)
    expect((await register(backend, await newUserInput('email', { birthdate: '2026-02-28' }))).status).toBe(200)
  })

  it('an e-mail destination must be an e-mail, and mode must be phone or email', async () => {
    const input = await newUserInput('email')
    const res = await register(backend, { ...input, destination: 'not-an-email' })
    expect(await res.json()).toMatchObject({ field: 'destination' })
    const form = new FormData()
    form.set('mode', 'fax')
    const bad = await call(backend, '/v2/auth/register', { method: 'POST', body: form })
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', field: 'mode' })
  })

  it('a JSON body is refused (multipart only)', async () => {
    const res = await postJson(backend, '/v2/auth/register', { mode: 'phone' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed' })
  })
})

describe('GET /uploads', () => {
  it.each([
    '/uploads/avatars/000000000000000000000000.webp',
    '/uploads/avatars/..%2F..%2Fsecrets%2Fauth-secret',
    '/uploads/avatars/../secrets/auth-secret',
    '/uploads/avatars/',
    '/uploads/x.webp',
    '/uploads/avatars/ABC.webp',
  ])('%s is a JSON 404', async (path) => {
    const res = await call(backend, path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
  })

  it('only GET', async () => {
    const input = await newUserInput('phone', { image: { bytes: await pngBytes(), name: 'a.png', type: 'image/png' } })
    const answer = loginAnswerSchema.parse(await (await register(backend, input)).json())
    const profile = userProfileSchema.parse(await (await getWithToken(backend, '/v2/user', answer.access_token)).json())
    const url = profile.profile_picture ?? ''
    expect((await call(backend, url)).status).toBe(200)
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await call(backend, url, { method })).status).toBe(404)
    }
  })
})
