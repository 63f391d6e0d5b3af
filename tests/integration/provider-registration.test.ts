import { beforeAll, describe, expect, it } from 'vitest'
import { adminAppointmentPageSchema, adminDashboardSchema, adminProviderPageSchema, adminUserPageSchema, walletTransactionPageSchema, walletTransactionSchema } from '~/contract/api/admin'
import { NO_ID } from '~/contract/api/common'
import { adminProviderDetailSchema, providerRegistrationSchema } from '~/contract/api/provider'
import { userProfileSchema } from '~/contract/api/user'
import { DEMO_BOOKING, DEMO_REGISTRATIONS } from '~/server/db/seed'
import { call, pngBytes, postJson, signIn, testClock } from './support/auth-client'
import { tokenOf } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('provider registration and staff review', () => {
  const backend = setUpTestBackend({ realtimeTickMs: 0, now: testClock(new Date('2026-06-01T05:00:00.000Z')) })
  let admin: string
  let consumer: string
  let newcomer: string

  beforeAll(async () => {
    // Noon in Bangkok, so the demo booking (3 minutes after the start) falls on the same date.
    admin = await tokenOf(backend, 'admin')
    consumer = await tokenOf(backend, 'consumer')
    // The draft demo account starts with a draft; this one starts with nothing.
    newcomer = (await signIn(backend, 'phone', DEMO_REGISTRATIONS.draft.phone)).access_token
  })

  const registration = async (token: string) => providerRegistrationSchema.parse(await (await call(backend, '/v2/provider/registration', { headers: bearer(token) })).json())
  const save = (token: string, body: unknown) => postJson(backend, '/v2/provider/registration', body, { method: 'PUT', headers: bearer(token) })
  const upload = async (token: string, kind: string, file: File) => {
    const form = new FormData()
    form.set('kind', kind)
    form.set('file', file)
    return call(backend, '/v2/provider/registration/documents', { method: 'POST', headers: bearer(token), body: form })
  }
  const png = async () => new File([new Uint8Array(await pngBytes(120, 80))], 'บัตรประชาชน.png', { type: 'image/png' })
  const submit = (token: string) => call(backend, '/v2/provider/registration/submit', { method: 'POST', headers: bearer(token) })
  const staff = (token: string, path: string, body?: unknown) =>
    body === undefined ? call(backend, `/v2/admin${path}`, { method: 'POST', headers: bearer(token) }) : postJson(backend, `/v2/admin${path}`, body, { headers: bearer(token) })

  it('keeps a draft saved in steps and resumes where it was left', async () => {
    const before = await registration(newcomer)
    expect(before.verify_status).toBe('draft')
    const res = await save(newcomer, { display_name: '  ครูใหม่ ใจดี ', subjects: ['คณิตศาสตร์', 'คณิตศาสตร์', 'ฟิสิกส์'], last_step: 'teaching' })
    expect(res.status).toBe(200)
    const saved = await registration(newcomer)
    expect(saved).toMatchObject({ display_name: 'ครูใหม่ ใจดี', subjects: ['คณิตศาสตร์', 'ฟิสิกส์'], last_step: 'teaching', provider_id: null })
    const bad = await save(newcomer, { last_step: 'nowhere' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', field: 'last_step' })
    expect((await save(newcomer, { about: 'x'.repeat(2_001) })).status).toBe(400)
  })

  it('refuses to submit until everything required is there, naming what is missing', async () => {
    // The seeded draft has an about text: emptied, it is the first thing missing.
    await save(newcomer, { about: '' })
    const first = await submit(newcomer)
    expect(first.status).toBe(400)
    expect(await first.json()).toMatchObject({ field: 'about' })
    await save(newcomer, { about: 'สอนสนุก เข้าใจง่าย' })
    const second = await submit(newcomer)
    expect(await second.json()).toMatchObject({ field: 'identity' })
  })

  it('takes documents: images re-encoded, PDFs kept, junk and oversize refused, readable by the owner and staff only', async () => {
    const notAnImage = await upload(newcomer, 'identity', new File([new Uint8Array([1, 2, 3, 4])], 'x.png', { type: 'image/png' }))
    expect(notAnImage.status).toBe(400)
    expect(await notAnImage.json()).toMatchObject({ field: 'file' })
    const big = await upload(newcomer, 'certificate', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf'))
    expect(big.status).toBe(413)
    expect((await upload(newcomer, 'passport', await png())).status).toBe(400)

    expect((await upload(newcomer, 'identity', await png())).status).toBe(201)
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')], 'ใบประกาศ.pdf', { type: 'application/pdf' })
    expect((await upload(newcomer, 'certificate', pdf)).status).toBe(201)
    // A second identity document replaces the first.
    expect((await upload(newcomer, 'identity', await png())).status).toBe(201)
    const reg = await registration(newcomer)
    expect(reg.documents.map((d) => d.kind).sort()).toEqual(['certificate', 'identity'])
    const identity = reg.documents.find((d) => d.kind === 'identity')
    expect(identity).toMatchObject({ content_type: 'image/webp', file_name: 'บัตรประชาชน.webp' })

    const own = await call(backend, identity?.url ?? '', { headers: bearer(newcomer) })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/webp')
    expect(own.headers.get('cache-control')).toContain('no-store')
    const bytes = new Uint8Array(await own.arrayBuffer())
    expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WEBP')
    expect((await call(backend, identity?.url ?? '', { headers: bearer(admin) })).status).toBe(200)
    const stranger = consumer
    expect((await call(backend, identity?.url ?? '', { headers: bearer(stranger) })).status).toBe(404)
    expect((await call(backend, identity?.url ?? '')).status).toBe(401)
    const certificate = reg.documents.find((d) => d.kind === 'certificate')
    const pdfAnswer = await call(backend, certificate?.url ?? '', { headers: bearer(newcomer) })
    expect(pdfAnswer.headers.get('content-disposition')).toMatch(/^attachment/)
    // Someone else cannot delete it.
    expect((await call(backend, `/v2/provider/registration/documents/${certificate?._id}`, { method: 'DELETE', headers: bearer(stranger) })).status).toBe(404)
  })

  it('goes submitted -> rejected with a reason -> fixed and resubmitted -> approved, with a provider id at the end', async () => {
    await save(newcomer, { subjects: ['คณิตศาสตร์'] })
    const submitted = await submit(newcomer)
    expect(submitted.status).toBe(200)
    expect(providerRegistrationSchema.parse(await submitted.json()).verify_status).toBe('submitted')
    // Locked while staff look at it.
    expect((await save(newcomer, { about: 'แก้ระหว่างตรวจ' })).status).toBe(409)
    expect((await submit(newcomer)).status).toBe(409)

    const list = adminProviderPageSchema.parse(await (await call(backend, '/v2/admin/providers?status=submitted', { headers: bearer(admin) })).json())
    const mine = list.items.find((p) => p.display_name === 'ครูใหม่ ใจดี')
    expect(mine).toBeDefined()
    expect(list.items.map((p) => p._id)).toContain(DEMO_REGISTRATIONS.submitted.providerRowId)
    const detail = adminProviderDetailSchema.parse(await (await call(backend, `/v2/admin/providers/${mine?._id}`, { headers: bearer(admin) })).json())
    expect(detail.documents).toHaveLength(2)

    expect((await staff(admin, `/providers/${mine?._id}/reject`, { reason: '   ' })).status).toBe(400)
    const rejected = await staff(admin, `/providers/${mine?._id}/reject`, { reason: 'รูปบัตรไม่ชัด' })
    expect(rejected.status).toBe(200)
    expect((await staff(admin, `/providers/${mine?._id}/approve`)).status).toBe(409)
    const seen = await registration(newcomer)
    expect(seen).toMatchObject({ verify_status: 'rejected', rejection_reason: 'รูปบัตรไม่ชัด' })

    expect((await upload(newcomer, 'identity', await png())).status).toBe(201)
    expect((await submit(newcomer)).status).toBe(200)
    expect((await registration(newcomer)).rejection_reason).toBeNull()
    const approved = await staff(admin, `/providers/${mine?._id}/approve`)
    expect(approved.status).toBe(200)
    const done = await registration(newcomer)
    expect(done.verify_status).toBe('approved')
    expect(done.provider_id).toBe(mine?._id)
    const profile = userProfileSchema.parse(await (await call(backend, '/v2/user', { headers: bearer(newcomer) })).json())
    expect(profile.provider_id).toBe(mine?._id)
    expect(profile.provider_id).not.toBe(NO_ID)
    expect((await call(backend, '/v2/provider', { headers: bearer(newcomer) })).json()).resolves.toEqual({ verify_status: 'approved' })
    // Approved is final here.
    expect((await staff(admin, `/providers/${mine?._id}/reject`, { reason: 'เปลี่ยนใจ' })).status).toBe(409)
    expect((await save(newcomer, { about: 'หลังอนุมัติ' })).status).toBe(409)
  })

  it('answers 404 for an unknown provider and 400 for a malformed id', async () => {
    expect((await call(backend, '/v2/admin/providers/aaaaaaaaaaaaaaaaaaaaaaaa', { headers: bearer(admin) })).status).toBe(404)
    expect((await staff(admin, '/providers/aaaaaaaaaaaaaaaaaaaaaaaa/approve')).status).toBe(404)
    expect((await call(backend, '/v2/admin/providers/nope', { headers: bearer(admin) })).status).toBe(400)
  })

  it('shows staff the dashboard, users and appointments', async () => {
    const dashboard = adminDashboardSchema.parse(await (await call(backend, '/v2/admin/dashboard', { headers: bearer(admin) })).json())
    expect(dashboard.users_total).toBeGreaterThan(10)
    expect(dashboard.providers_by_status.approved).toBeGreaterThanOrEqual(2)
    expect(dashboard.bookings_by_day).toHaveLength(14)
    expect(dashboard.bookings_by_day[0]).toEqual({ date: '2026-05-19', count: 0 })
    expect(dashboard.bookings_by_day.at(-1)).toEqual({ date: '2026-06-01', count: 1 })
    expect(dashboard.wallet_pending).toEqual({ cash_in: 4, cash_out: 4 })

    const found = adminUserPageSchema.parse(await (await call(backend, '/v2/admin/users?search=somsri', { headers: bearer(admin) })).json())
    expect(found.items.map((u) => u.username)).toEqual(['somsri_consumer'])
    const admins = adminUserPageSchema.parse(await (await call(backend, '/v2/admin/users?role=admin', { headers: bearer(admin) })).json())
    expect(admins.items.every((u) => u.role === 'admin')).toBe(true)
    const literal = adminUserPageSchema.parse(await (await call(backend, `/v2/admin/users?search=${encodeURIComponent('%')}`, { headers: bearer(admin) })).json())
    expect(literal.total).toBe(0)
    expect((await call(backend, '/v2/admin/users?role=king', { headers: bearer(admin) })).status).toBe(400)
    const appointments = adminAppointmentPageSchema.parse(await (await call(backend, '/v2/admin/appointments', { headers: bearer(admin) })).json())
    expect(appointments.items.map((a) => a._id)).toEqual([DEMO_BOOKING.id])
    expect(appointments.items[0]).toMatchObject({ consumer: { username: 'somsri_consumer' }, provider: { username: 'kru_somchai' } })
    const past = adminAppointmentPageSchema.parse(await (await call(backend, '/v2/admin/appointments?when=past', { headers: bearer(admin) })).json())
    expect(past.total).toBe(0)
  })

  it('lets staff decide a pending cash-in once', async () => {
    const page = walletTransactionPageSchema.parse(await (await call(backend, '/v2/admin/wallet-transactions?kind=cash_in', { headers: bearer(admin) })).json())
    expect(page.items.every((t) => t.kind === 'cash_in' && t.status === 'pending')).toBe(true)
    const [first, second] = page.items
    const approved = walletTransactionSchema.parse(await (await staff(admin, `/wallet-transactions/${first?._id}/approve`)).json())
    expect(approved).toMatchObject({ status: 'approved', reason: null })
    expect((await staff(admin, `/wallet-transactions/${first?._id}/reject`, { reason: 'ช้าไป' })).status).toBe(409)
    expect((await staff(admin, `/wallet-transactions/${second?._id}/reject`, {})).status).toBe(400)
    const rejected = walletTransactionSchema.parse(await (await staff(admin, `/wallet-transactions/${second?._id}/reject`, { reason: 'สลิปไม่ตรง' })).json())
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'สลิปไม่ตรง' })
    const after = walletTransactionPageSchema.parse(await (await call(backend, '/v2/admin/wallet-transactions?kind=cash_in&status=approved', { headers: bearer(admin) })).json())
    expect(after.items.map((t) => t._id)).toContain(first?._id)
  })

  it('refuses every staff call to a normal user with 403, and to nobody with 401', async () => {
    const normal = consumer
    const id = DEMO_REGISTRATIONS.submitted.providerRowId
    const calls: [string, string, unknown?][] = [
      ['GET', '/v2/admin/dashboard'],
      ['GET', '/v2/admin/providers'],
      ['GET', `/v2/admin/providers/${id}`],
      ['POST', `/v2/admin/providers/${id}/approve`],
      ['POST', `/v2/admin/providers/${id}/reject`, { reason: 'ไม่' }],
      ['GET', '/v2/admin/users'],
      ['GET', '/v2/admin/appointments'],
      ['GET', '/v2/admin/wallet-transactions?kind=cash_out'],
      ['POST', '/v2/admin/wallet-transactions/65f100000000000000000002/approve'],
      ['POST', '/v2/admin/wallet-transactions/65f100000000000000000002/reject', { reason: 'ไม่' }],
    ]
    for (const [method, path, body] of calls) {
      const init = { method, headers: { ...bearer(normal), 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }
      const res = await call(backend, path, init)
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'forbidden' })
      expect((await call(backend, path, { method })).status, `${method} ${path} without a token`).toBe(401)
    }
    // Nothing was decided by those calls.
    const detail = adminProviderDetailSchema.parse(await (await call(backend, `/v2/admin/providers/${id}`, { headers: bearer(admin) })).json())
    expect(detail.verify_status).toBe('submitted')
  })
})
