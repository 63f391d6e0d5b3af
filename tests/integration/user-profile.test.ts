import { beforeAll, describe, expect, it } from 'vitest'
import { providerStatusSchema, userProfileSchema } from '~/contract/api/user'
import { DEMO_REGISTRATIONS, DEMO_USERS } from '~/server/db/seed'
import {
  call,
  getWithToken,
  outboxCode,
  pngBytes,
  postJson,
  register,
  requestCode,
  signIn,
  testClock,
  type SignedIn,
} from './support/auth-client'
import { setUpTestBackend } from './support/test-backend'

const clock = testClock()
const backend = setUpTestBackend({ now: clock })
let consumer: SignedIn
let provider: SignedIn
beforeAll(async () => {
  consumer = await signIn(backend, 'phone', DEMO_USERS.consumer.phone)
  provider = await signIn(backend, 'email', DEMO_USERS.provider.email)
})

const auth = (s: SignedIn) => ({ authorization: `Bearer ${s.access_token}` })

function patch(s: SignedIn, body: unknown) {
  return postJson(backend, '/v2/user', body, { method: 'PATCH', headers: auth(s) })
}

function putPicture(s: SignedIn, file: File | string) {
  const form = new FormData()
  form.set('profile_image', file)
  return call(backend, '/v2/user/profile-picture', { method: 'PUT', body: form, headers: auth(s) })
}

async function profileOf(s: SignedIn) {
  return userProfileSchema.parse(await (await getWithToken(backend, '/v2/user', s.access_token)).json())
}

describe('GET /v1/user and /v2/user', () => {
  it('answer the caller, in the contract shape', async () => {
    for (const version of ['v1', 'v2']) {
      const res = await getWithToken(backend, `/${version}/user`, provider.access_token)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(userProfileSchema.parse(await res.json())).toMatchObject({
        _id: DEMO_USERS.provider.id,
        provider_id: DEMO_USERS.provider.providerId,
        username: DEMO_USERS.provider.username,
        email: DEMO_USERS.provider.email,
        phone: DEMO_USERS.provider.phone,
        gender: 'male',
        birthdate: '1988-11-02',
      })
    }
  })

  it('ignore any id in the query: a user only ever reads their own profile', async () => {
    const res = await getWithToken(backend, `/v2/user?user_id=${DEMO_USERS.provider.id}&_id=${DEMO_USERS.provider.id}`, consumer.access_token)
    expect((await res.json()) as unknown).toMatchObject({ _id: DEMO_USERS.consumer.id })
  })

  it('without a token: 401', async () => {
    expect((await call(backend, '/v1/user')).status).toBe(401)
    expect((await call(backend, '/v2/user', { method: 'PATCH', body: '{}' })).status).toBe(401)
  })
})

describe('PATCH /v2/user', () => {
  it('changes only the given fields', async () => {
    const res = await patch(consumer, { username: ' Somsri.New ', birthdate: '1995-12-31' })
    expect(res.status).toBe(200)
    expect(userProfileSchema.parse(await res.json())).toMatchObject({
      _id: DEMO_USERS.consumer.id,
      username: 'somsri.new',
      birthdate: '1995-12-31',
      gender: 'female',
    })
    expect((await patch(consumer, { gender: 'unspecified' })).status).toBe(200)
    expect(await profileOf(consumer)).toMatchObject({ username: 'somsri.new', gender: 'unspecified' })
    expect((await patch(consumer, {})).status).toBe(200)
  })

  it.each([
    ['username', { username: 'a' }],
    ['username', { username: 'bad name!' }],
    ['gender', { gender: 'x' }],
    ['birthdate', { birthdate: '3000-01-01' }],
    ['birthdate', { birthdate: '1990-13-01' }],
  ])('an invalid %s is a 400 naming it', async (field, body) => {
    const res = await patch(consumer, body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field })
  })

  it("another user's username is a 409 naming username", async () => {
    const res = await patch(consumer, { username: DEMO_USERS.admin.username.toUpperCase() })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'conflict', field: 'username' })
  })

  it('the name of a fixed page beside the profiles (/profile/verify) is taken: 409 naming username', async () => {
    const res = await patch(consumer, { username: 'Verify' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'conflict', field: 'username' })
    expect((await profileOf(consumer)).username).not.toBe('verify')
  })

  it("ids in the body cannot redirect the change to another user's profile", async () => {
    const before = await profileOf(provider)
    const res = await patch(consumer, {
      _id: DEMO_USERS.provider.id,
      user_id: DEMO_USERS.provider.id,
      id: DEMO_USERS.provider.id,
      gender: 'other',
      role: 'admin',
      phone: '0899999999',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ _id: DEMO_USERS.consumer.id, gender: 'other', role: 'normal', phone: DEMO_USERS.consumer.phone })
    expect(await profileOf(provider)).toEqual(before)
  })
})

describe('profile picture', () => {
  it('PUT stores a new WebP, replacing (and deleting) the previous one; DELETE removes it', async () => {
    const first = await putPicture(consumer, new File([new Uint8Array(await pngBytes())], 'a.png', { type: 'image/png' }))
    expect(first.status).toBe(200)
    const firstUrl = userProfileSchema.parse(await first.json()).profile_picture ?? ''
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/)

    const second = await putPicture(consumer, new File([new Uint8Array(await pngBytes(64, 64))], 'b.png', { type: 'image/png' }))
    const secondUrl = userProfileSchema.parse(await second.json()).profile_picture ?? ''
    expect(secondUrl).not.toBe(firstUrl)
    expect((await call(backend, firstUrl)).status).toBe(404)
    expect((await call(backend, secondUrl)).status).toBe(200)

    const removed = await call(backend, '/v2/user/profile-picture', { method: 'DELETE', headers: auth(consumer) })
    expect(removed.status).toBe(200)
    expect(userProfileSchema.parse(await removed.json()).profile_picture).toBeNull()
    expect((await call(backend, secondUrl)).status).toBe(404)
  })

  it('is validated like registration', async () => {
    const text = await putPicture(consumer, new File(['just text'], 'x.png', { type: 'image/png' }))
    expect(text.status).toBe(400)
    expect(await text.json()).toMatchObject({ field: 'profile_image' })
    const notAFile = await putPicture(consumer, 'hello')
    expect(await notAFile.json()).toMatchObject({ field: 'profile_image' })
    const none = await call(backend, '/v2/user/profile-picture', { method: 'PUT', body: new FormData(), headers: auth(consumer) })
    expect(await none.json()).toMatchObject({ field: 'profile_image' })
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(await pngBytes())
    const tooBig = await putPicture(consumer, new File([big], 'big.png', { type: 'image/png' }))
    expect(tooBig.status).toBe(413)
  })

  it("changes only the caller's own picture", async () => {
    const before = await profileOf(provider)
    await putPicture(consumer, new File([new Uint8Array(await pngBytes())], 'a.png', { type: 'image/png' }))
    expect(await profileOf(provider)).toEqual(before)
  })
})

describe('GET /v2/provider', () => {
  it('the demo provider is approved', async () => {
    for (const isOnline of ['true', 'false']) {
      const res = await getWithToken(backend, `/v2/provider?isOnline=${isOnline}`, provider.access_token)
      expect(res.status).toBe(200)
      expect(providerStatusSchema.parse(await res.json())).toEqual({ verify_status: 'approved' })
    }
  })

  it('a user who never started a provider record gets null', async () => {
    const res = await getWithToken(backend, '/v2/provider?isOnline=false', consumer.access_token)
    expect(await res.json()).toEqual({ verify_status: null })
  })

  it('a newly registered user gets null', async () => {
    const phone = '0612340000'
    await requestCode(backend, 'phone', phone)
    const otp = await outboxCode(backend, phone)
    const reg = await register(backend, { mode: 'phone', destination: phone, otp, username: 'brand_new' })
    const { access_token } = (await reg.json()) as { access_token: string }
    expect(await (await getWithToken(backend, '/v2/provider?isOnline=true', access_token)).json()).toEqual({ verify_status: null })
  })

  it('needs a token, and isOnline must be a boolean', async () => {
    expect((await call(backend, '/v2/provider?isOnline=true')).status).toBe(401)
    const res = await getWithToken(backend, '/v2/provider?isOnline=maybe', provider.access_token)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'isOnline' })
  })
})

describe('demo registrations (outside production)', () => {
  const backend = setUpTestBackend()

  it('one user per verification status, none of them a provider yet', async () => {
    for (const [status, user] of Object.entries(DEMO_REGISTRATIONS)) {
      const session = await signIn(backend, 'phone', user.phone)
      const provider = await getWithToken(backend, '/v2/provider?isOnline=false', session.access_token)
      expect(await provider.json(), status).toEqual({ verify_status: status })
      const profile = (await (await getWithToken(backend, '/v1/user', session.access_token)).json()) as { provider_id: string }
      expect(profile.provider_id).toBe('000000000000000000000000')
    }
  })
})
