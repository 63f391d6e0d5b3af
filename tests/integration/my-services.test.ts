import { beforeAll, describe, expect, it } from 'vitest'
import { serviceSchema, type WeeklySchedule } from '~/contract/api/catalogue'
import { myServiceListSchema, providerScheduleAnswerSchema, uploadedImageSchema } from '~/contract/api/provider-services'
import { DEMO_BOOKING } from '~/server/db/seed'
import { call, pngBytes, postJson, signIn } from './support/auth-client'
import { tokenOf } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'
import { serviceInput } from '~/tests/support/service-input'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A grid in the caller's zone with `pick(day, hour)` selected. */
const grid = (pick: (day: number, hour: number) => boolean): WeeklySchedule =>
  Array.from({ length: 7 }, (_, day) => ({ Day: day, Hours: Array.from({ length: 24 }, (_, hour) => ({ Hour: hour, Selected: pick(day, hour) })) }))

describe("a provider's own services", () => {
  const backend = setUpTestBackend({ realtimeTickMs: 0 })
  let provider: string
  let other: string
  let consumer: string
  let categoryId: string

  beforeAll(async () => {
    provider = await tokenOf(backend, 'provider')
    consumer = await tokenOf(backend, 'consumer')
    // The approved demo provider is the only one who can sign in; the submitted registration is
    // another provider-to-be, refused until approved.
    other = (await signIn(backend, 'phone', '0800000005')).access_token
    const view = serviceSchema.parse(await (await call(backend, `/v2/service/view/${DEMO_BOOKING.serviceId}`)).json())
    categoryId = view.category_id
  })

  const input = (overrides: Record<string, unknown> = {}) =>
    serviceInput({
      category_id: categoryId,
      title: 'ติวเลข ป.6 เข้าม.1',
      description: 'ทบทวนเศษส่วน ทศนิยม และโจทย์ปัญหา',
      highlights: ['สอนทีละขั้น'],
      require_items: ['สมุด'],
      // Monday 18:00-19:59 in Bangkok.
      opens: grid((day, hour) => day === 1 && (hour === 18 || hour === 19)),
      ...overrides,
    })
  const create = (token: string, body: unknown) => postJson(backend, '/v2/service', body, { headers: bearer(token) })
  const browse = async () => ((await (await call(backend, `/v2/search/browse/${categoryId}?limit=50`)).json()) as { items: { _id: string }[] }).items.map((s) => s._id)

  it('creates a service with an uploaded picture and a schedule, listed publicly', async () => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(await pngBytes(300, 200))], 'cover.png', { type: 'image/png' }))
    const uploaded = await call(backend, '/v2/uploads/images', { method: 'POST', headers: bearer(provider), body: form })
    expect(uploaded.status).toBe(201)
    const { url } = uploadedImageSchema.parse(await uploaded.json())
    expect(url).toMatch(/^\/uploads\/services\/[0-9a-f]{24}\.webp$/)
    const image = await call(backend, url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')

    const res = await create(provider, input({ thumbnails: [url], proof_picture: url }))
    expect(res.status).toBe(201)
    const created = serviceSchema.parse(await res.json())
    expect(created).toMatchObject({ title: 'ติวเลข ป.6 เข้าม.1', verify_status: 'approved', visible: true, thumbnails: [url] })
    // Stored in UTC and answered in the asked zone: Monday 18-19 in Bangkok is Monday 11-12 UTC.
    const utc = serviceSchema.parse(await (await call(backend, `/v2/service/view/${created._id}?offset-gmt=0`)).json())
    expect(utc.opens[1]?.Hours.filter((h) => h.Selected).map((h) => h.Hour)).toEqual([11, 12])
    expect(await browse()).toContain(created._id)
    const mine = myServiceListSchema.parse(await (await call(backend, '/v2/service?offset-gmt=7', { headers: bearer(provider) })).json())
    expect(mine.items.map((s) => s._id)).toContain(created._id)
    expect(mine.items.find((s) => s._id === created._id)?.opens[1]?.Hours.filter((h) => h.Selected).map((h) => h.Hour)).toEqual([18, 19])
  })


  it('answers text with quotes, braces, backslashes, commas and emoji exactly as written, in every list and view', async () => {
    // Lists read each service as one JSON text from the database; arrays were read as PostgreSQL's
    // array text before. Both must give back the very characters stored.
    const awkward = {
      title: 'ติว "คณิต" {ม.1}, \\ตรีโกณ\\ 🎸',
      description: 'บรรทัดแรก\nบรรทัดสอง "อ้าง" \\ NULL , {}',
      highlights: ['"quoted"', 'a,b', '{braces}', 'back\\slash', 'NULL', 'ทดสอบ 🎉'],
      require_items: ['สมุด, ดินสอ', 'กกก'],
    }
    const res = await create(provider, input(awkward))
    expect(res.status).toBe(201)
    const { _id: id } = serviceSchema.parse(await res.json())
    const view = serviceSchema.parse(await (await call(backend, `/v2/service/view/${id}`)).json())
    const search = (await (await call(backend, `/v2/search/services?keyword=${encodeURIComponent('"คณิต"')}&limit=50`)).json()) as { items: Record<string, unknown>[] }
    const mine = myServiceListSchema.parse(await (await call(backend, '/v2/service?offset-gmt=7', { headers: bearer(provider) })).json())
    for (const answer of [view, search.items.find((s) => s._id === id), mine.items.find((s) => s._id === id)]) {
      expect(answer).toMatchObject(awkward)
      expect(Date.parse(String(answer?.created_at))).toBeGreaterThan(Date.now() - 60_000)
    }
  })
  it('refuses invalid input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'title'],
      [{ price: -1 }, 'price'],
      [{ price: 1.5 }, 'price'],
      [{ minutes_per_session: 5 }, 'minutes_per_session'],
      [{ enabled_private_session: false }, 'enabled_private_session'],
      [{ min_attendees_for_private: 3, max_attendees_per_session: 2 }, 'min_attendees_for_private'],
      [{ thumbnails: ['javascript:alert(1)'] }, 'thumbnails.0'],
      [{ video: 'http://insecure.example.com/v.mp4' }, 'video'],
      [{ category_id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, 'category_id'],
      [{ opens: grid(() => false).slice(0, 6) }, 'opens'],
    ]
    for (const [overrides, field] of cases) {
      const res = await create(provider, input(overrides))
      expect(res.status, JSON.stringify(overrides)).toBe(400)
      expect(await res.json(), JSON.stringify(overrides)).toMatchObject({ code: 'validation_failed', field })
    }
  })

  it('lets only approved providers publish', async () => {
    for (const token of [consumer, other]) {
      const res = await create(token, input())
      expect(res.status).toBe(403)
      expect((await call(backend, '/v2/service', { headers: bearer(token) })).status).toBe(403)
      const form = new FormData()
      form.set('file', new File([new Uint8Array(await pngBytes())], 'a.png', { type: 'image/png' }))
      expect((await call(backend, '/v2/uploads/images', { method: 'POST', headers: bearer(token), body: form })).status).toBe(403)
    }
    expect((await create('', input())).status).toBe(401)
  })

  it("never lets anyone else touch a provider's service", async () => {
    const created = serviceSchema.parse(await (await create(provider, input({ title: 'ของครูสมชาย' }))).json())
    // Approve the submitted registration, so "other" is an approved provider too.
    const admin = await tokenOf(backend, 'admin')
    const approve = await call(backend, '/v2/admin/providers/65e000000000000000000005/approve', { method: 'POST', headers: bearer(admin) })
    expect(approve.status).toBe(200)
    const attempts = [
      postJson(backend, `/v2/service/${created._id}`, input({ title: 'ยึดแล้ว' }), { method: 'PUT', headers: bearer(other) }),
      call(backend, `/v2/service/set-visibility/${created._id}/false`, { method: 'POST', headers: bearer(other) }),
      call(backend, `/v2/service/${created._id}`, { method: 'DELETE', headers: bearer(other) }),
      call(backend, `/v2/service/mine/${created._id}`, { headers: bearer(other) }),
    ]
    for (const res of await Promise.all(attempts)) {
      expect([403, 404]).toContain(res.status)
    }
    const after = serviceSchema.parse(await (await call(backend, `/v2/service/view/${created._id}`)).json())
    expect(after).toMatchObject({ title: 'ของครูสมชาย', visible: true })
  })

  it('updates, hides (gone from public lists), shows again and deletes', async () => {
    const created = serviceSchema.parse(await (await create(provider, input({ title: 'ชั่วคราว' }))).json())
    const updated = await postJson(backend, `/v2/service/${created._id}`, input({ title: 'ชั่วคราว (แก้แล้ว)', price: 450 }), { method: 'PUT', headers: bearer(provider) })
    expect(updated.status).toBe(200)
    expect(serviceSchema.parse(await updated.json())).toMatchObject({ title: 'ชั่วคราว (แก้แล้ว)', price: 450 })

    const hidden = await call(backend, `/v2/service/set-visibility/${created._id}/false`, { method: 'POST', headers: bearer(provider) })
    expect(serviceSchema.parse(await hidden.json()).visible).toBe(false)
    expect(await browse()).not.toContain(created._id)
    expect((await call(backend, `/v2/service/view/${created._id}`)).status).toBe(404)
    // Still the owner's to see.
    expect((await call(backend, `/v2/service/mine/${created._id}`, { headers: bearer(provider) })).status).toBe(200)
    expect((await call(backend, `/v2/service/set-visibility/${created._id}/maybe`, { method: 'POST', headers: bearer(provider) })).status).toBe(400)
    await call(backend, `/v2/service/set-visibility/${created._id}/true`, { method: 'POST', headers: bearer(provider) })
    expect(await browse()).toContain(created._id)

    const deleted = await call(backend, `/v2/service/${created._id}`, { method: 'DELETE', headers: bearer(provider) })
    expect(deleted.status).toBe(200)
    expect(await browse()).not.toContain(created._id)
    expect((await call(backend, `/v2/service/${created._id}`, { method: 'DELETE', headers: bearer(provider) })).status).toBe(404)
  })

  it('refuses to delete a service with booked sessions (hide it instead)', async () => {
    const res = await call(backend, `/v2/service/${DEMO_BOOKING.serviceId}`, { method: 'DELETE', headers: bearer(provider) })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'conflict' })
    expect((await call(backend, `/v2/service/view/${DEMO_BOOKING.serviceId}`)).status).toBe(200)
  })

  it('saves the weekly schedule in the caller zone and answers the overview, counting the edge hours', async () => {
    // Sunday: hours 0 and 5 (night), 6 (morning) and 23 (evening), in Bangkok.
    const edges = grid((day, hour) => day === 0 && [0, 5, 6, 23].includes(hour))
    const res = await postJson(backend, '/v2/provider/schedule', { opens: edges, offset_gmt: 7 }, { method: 'PUT', headers: bearer(provider) })
    expect(res.status).toBe(200)
    const saved = providerScheduleAnswerSchema.parse(await res.json())
    expect(saved.opens).toEqual(edges)
    expect(saved.overview[0]?.Blocks).toEqual([
      { TimeOfDay: 'night', Density: 2 },
      { TimeOfDay: 'morning', Density: 1 },
      { TimeOfDay: 'afternoon', Density: 0 },
      { TimeOfDay: 'evening', Density: 1 },
    ])
    expect(saved.overview.slice(1).every((d) => d.Blocks.every((b) => b.Density === 0))).toBe(true)
    // The same hours seen from UTC: Bangkok Sunday 00:00 and 05:00 are Saturday 17:00 and 22:00.
    const utc = providerScheduleAnswerSchema.parse(await (await call(backend, '/v2/provider/schedule?offset-gmt=0', { headers: bearer(provider) })).json())
    expect(utc.opens[6]?.Hours.filter((h) => h.Selected).map((h) => h.Hour)).toEqual([17, 22, 23])
    expect(utc.opens[0]?.Hours.filter((h) => h.Selected).map((h) => h.Hour)).toEqual([16])
    expect(utc.overview[6]?.Blocks.map((b) => b.Density)).toEqual([0, 0, 1, 2])

    const bad = await postJson(backend, '/v2/provider/schedule', { opens: edges.slice(1), offset_gmt: 7 }, { method: 'PUT', headers: bearer(provider) })
    expect(bad.status).toBe(400)
    expect((await postJson(backend, '/v2/provider/schedule', { opens: edges, offset_gmt: 7 }, { method: 'PUT', headers: bearer(consumer) })).status).toBe(403)
    expect((await call(backend, '/v2/provider/schedule', { headers: bearer(consumer) })).status).toBe(403)
  })
})
