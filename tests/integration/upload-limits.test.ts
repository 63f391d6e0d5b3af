import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { errorBodySchema } from '~/contract/api/errors'
import { DEMO_REGISTRATIONS, DEMO_USERS } from '~/server/db/seed'
import { call, pngBytes, register, requestCode, outboxCode, signIn, testClock, type SignedIn } from './support/auth-client'
import { setUpTestBackend } from './support/test-backend'

// Decoding an image costs CPU in proportion to its pixels, not its bytes: a 7000x7000 PNG of one
// colour is a few hundred kilobytes. Uploads are refused by the pixel count their header gives,
// before any decoding, and each user may have only so many images decoded a minute.
const clock = testClock()
const UPLOADS_PER_MINUTE = 4
const backend = setUpTestBackend({ now: clock, env: { IMAGE_UPLOADS_PER_MINUTE: String(UPLOADS_PER_MINUTE) } })

const bearer = (s: SignedIn) => ({ authorization: `Bearer ${s.access_token}` })
const file = (bytes: Uint8Array, name = 'picture.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' })

function putPicture(s: SignedIn, picture: File) {
  const form = new FormData()
  form.set('profile_image', picture)
  return call(backend, '/v2/user/profile-picture', { method: 'PUT', body: form, headers: bearer(s) })
}

function uploadServiceImage(s: SignedIn, image: File) {
  const form = new FormData()
  form.set('file', image)
  return call(backend, '/v2/uploads/images', { method: 'POST', headers: bearer(s), body: form })
}

function uploadDocument(s: SignedIn, document: File) {
  const form = new FormData()
  form.set('kind', 'identity')
  form.set('file', document)
  return call(backend, '/v2/provider/registration/documents', { method: 'POST', headers: bearer(s), body: form })
}

async function freshSignIn(phone: string) {
  // Past the resend interval; tokens live 15 minutes, so the clock moves little.
  clock.advance(61_000)
  return signIn(backend, 'phone', phone)
}

/** Counts sharp's decodes (every re-encode ends in toBuffer) while `run` runs. */
async function decodesDuring(run: () => Promise<void>): Promise<number> {
  const toBuffer = vi.spyOn(sharp.prototype, 'toBuffer')
  try {
    await run()
    return toBuffer.mock.calls.length
  } finally {
    toBuffer.mockRestore()
  }
}

describe('an image of too many pixels is refused from its header, undecoded', () => {
  it('a 7000x7000 PNG: 400 image_too_large on every upload path, and nothing decoded', async () => {
    // Made before counting: making it is a decode of its own.
    const huge = await pngBytes(7000, 7000)
    expect(huge.length).toBeLessThan(1024 * 1024)
    const consumer = await freshSignIn(DEMO_USERS.consumer.phone)
    const provider = await freshSignIn(DEMO_USERS.provider.phone)
    const draft = await freshSignIn(DEMO_REGISTRATIONS.draft.phone)
    const answers: Response[] = []
    const decodes = await decodesDuring(async () => {
      answers.push(await putPicture(consumer, file(huge)))
      answers.push(await uploadServiceImage(provider, file(huge)))
      answers.push(await uploadDocument(draft, file(huge)))
    })
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400])
    const bodies = await Promise.all(answers.map(async (a) => errorBodySchema.parse(await a.json())))
    expect(bodies.map((b) => b.code)).toEqual(['image_too_large', 'image_too_large', 'image_too_large'])
    expect(bodies.map((b) => b.field)).toEqual(['profile_image', 'file', 'file'])
    expect(decodes).toBe(0)
  })

  it('so is one too large at registration, where there is no user yet', async () => {
    const huge = await pngBytes(7000, 7000)
    const destination = '0861234567'
    expect((await requestCode(backend, 'phone', destination)).status).toBe(200)
    const otp = await outboxCode(backend, destination)
    const res = await register(backend, { mode: 'phone', destination, otp, username: 'ผู้ใช้รูปใหญ่', image: { bytes: huge, name: 'a.png', type: 'image/png' } })
    expect(res.status).toBe(400)
    expect(errorBodySchema.parse(await res.json())).toMatchObject({ code: 'image_too_large', field: 'profile_image' })
  })

  it('a phone camera photo (4032x3024) and a small picture still go through, re-encoded', async () => {
    const consumer = await freshSignIn(DEMO_USERS.consumer.phone)
    const photo = await pngBytes(4032, 3024)
    const small = await pngBytes(64, 64)
    clock.advance(60_000)
    const decodes = await decodesDuring(async () => {
      expect((await putPicture(consumer, file(photo))).status).toBe(200)
      expect((await putPicture(consumer, file(small))).status).toBe(200)
    })
    expect(decodes).toBe(2)
  })
})

describe('each user has a budget of decoded images a minute', () => {
  it(`the ${UPLOADS_PER_MINUTE + 1}th upload in a minute is 429 for that user, not for another; a minute later it goes through`, async () => {
    const consumer = await freshSignIn(DEMO_USERS.consumer.phone)
    const admin = await freshSignIn(DEMO_USERS.admin.phone)
    const small = await pngBytes(64, 64)
    // A fresh window for both users.
    clock.advance(60_000)
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await putPicture(consumer, file(small))).status).toBe(200)
    const refused = await putPicture(consumer, file(small))
    expect(refused.status).toBe(429)
    const body = errorBodySchema.parse(await refused.json())
    expect(body.code).toBe('rate_limited')
    expect(body.retry_after).toBeGreaterThan(0)
    expect((await putPicture(admin, file(small))).status).toBe(200)
    clock.advance(60_000)
    expect((await putPicture(consumer, file(small))).status).toBe(200)
  })
})
