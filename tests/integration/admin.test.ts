import { beforeAll, describe, expect, it } from 'vitest'
import {
  adminAppointmentPageSchema,
  adminDashboardSchema,
  adminProviderPageSchema,
  adminUserPageSchema,
  walletTransactionPageSchema,
  walletTransactionSchema,
} from '~/contract/api/admin'
import { ID_PATTERN, NO_ID } from '~/contract/api/common'
import { errorBodySchema } from '~/contract/api/errors'
import { adminProviderDetailSchema, providerRegistrationSchema } from '~/contract/api/provider'
import { userProfileSchema, type UserRole } from '~/contract/api/user'
import { createUsersRepository } from '~/server/db/repositories/users-repository'
import { DEMO_REGISTRATIONS } from '~/server/db/seed'
import { call, outboxCode, pngBytes, postJson, register, requestCode, signIn, testClock } from './support/auth-client'
import { valid } from './support/catalogue'
import { tokenOf } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'

/**
 * The staff area's authorization rules, end to end on a fresh database: who may call /v2/admin,
 * and what the decisions do to a registration and to a wallet request. (The rules on a provider's
 * own services and the schedule overview's edge hours are in my-services.test.ts and
 * tests/unit/app/schedule.test.ts.)
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// Seeded wallet requests (seed step demo-wallet): odd numbers are cash-in, even are cash-out.
const WALLET = (n: number) => `65f1000000000000000000${String(n).padStart(2, '0')}`
const UNKNOWN_ID = 'abcdefabcdefabcdefabcdef'

describe('staff area: /v2/admin', () => {
  const backend = setUpTestBackend(() => ({ realtimeTickMs: 0, now: clock }))
  let admin: string
  let operation: string
  let normal: string
  let phoneCounter = 0
  const clock = testClock()

  /** A brand-new user (registered through the outbox) and their token. */
  async function newUser(): Promise<{ token: string; userId: string; phone: string }> {
    const phone = `0912${String(++phoneCounter).padStart(6, '0')}`
    expect((await requestCode(backend, 'phone', phone)).status).toBe(200)
    const otp = await outboxCode(backend, phone)
    const res = await register(backend, { mode: 'phone', destination: phone, otp, username: `admin_test_${phoneCounter}` })
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    const body = (await res.json()) as { access_token: string; user_id: string }
    return { token: body.access_token, userId: body.user_id, phone }
  }

  /** A user with `role`: the role is read from the token, so they sign in again after the change. */
  async function userWithRole(role: UserRole): Promise<string> {
    const user = await newUser()
    await createUsersRepository(backend.db).setRole(user.userId, role)
    // A second code to the same phone waits out the resend interval.
    clock.advance(61_000)
    return (await signIn(backend, 'phone', user.phone)).access_token
  }

  const save = (token: string, body: unknown) => postJson(backend, '/v2/provider/registration', body, { method: 'PUT', headers: bearer(token) })
  const registration = async (token: string) => valid(providerRegistrationSchema, await (await call(backend, '/v2/provider/registration', { headers: bearer(token) })).json())
  const upload = async (token: string) => {
    const form = new FormData()
    form.set('kind', 'identity')
    form.set('file', new File([new Uint8Array(await pngBytes(60, 40))], 'id.png', { type: 'image/png' }))
    return call(backend, '/v2/provider/registration/documents', { method: 'POST', headers: bearer(token), body: form })
  }
  const submit = (token: string) => call(backend, '/v2/provider/registration/submit', { method: 'POST', headers: bearer(token) })
  const post = (token: string, path: string, body?: unknown) =>
    body === undefined ? call(backend, `/v2/admin${path}`, { method: 'POST', headers: bearer(token) }) : postJson(backend, `/v2/admin${path}`, body, { headers: bearer(token) })
  const get = (token: string, path: string) => call(backend, `/v2/admin${path}`, { headers: bearer(token) })

  /** A fresh user with a complete, submitted registration; answers their token and provider row id. */
  async function submittedRegistration(name: string): Promise<{ token: string; providerId: string }> {
    const user = await newUser()
    expect((await save(user.token, { display_name: name, about: 'สอนสนุก', subjects: ['คณิตศาสตร์'], education: 'ป.ตรี', experience: '3 ปี' })).status).toBe(200)
    expect((await upload(user.token)).status).toBe(201)
    expect((await submit(user.token)).status).toBe(200)
    const list = valid(adminProviderPageSchema, await (await get(admin, '/providers?status=submitted&limit=50')).json())
    const row = list.items.find((p) => p.user_id === user.userId)
    expect(row, name).toBeDefined()
    return { token: user.token, providerId: row?._id ?? '' }
  }

  beforeAll(async () => {
    admin = await tokenOf(backend, 'admin')
    normal = await tokenOf(backend, 'consumer')
    operation = await userWithRole('operation')
  })

  /** Every /v2/admin call, with a body where it takes one. */
  const everyCall = (): [method: 'GET' | 'POST', path: string, body?: unknown][] => {
    const provider = DEMO_REGISTRATIONS.submitted.providerRowId
    return [
      ['GET', '/v2/admin/dashboard'],
      ['GET', '/v2/admin/providers'],
      ['GET', '/v2/admin/providers?status=approved'],
      ['GET', `/v2/admin/providers/${provider}`],
      ['POST', `/v2/admin/providers/${provider}/approve`],
      ['POST', `/v2/admin/providers/${provider}/reject`, { reason: 'ไม่ผ่าน' }],
      ['GET', '/v2/admin/users'],
      ['GET', '/v2/admin/users?search=a&role=admin'],
      ['GET', '/v2/admin/appointments'],
      ['GET', '/v2/admin/appointments?when=past'],
      ['GET', '/v2/admin/wallet-transactions?kind=cash_in'],
      ['GET', '/v2/admin/wallet-transactions?kind=cash_out&status=approved'],
      ['POST', `/v2/admin/wallet-transactions/${WALLET(1)}/approve`],
      ['POST', `/v2/admin/wallet-transactions/${WALLET(2)}/reject`, { reason: 'ไม่ผ่าน' }],
    ]
  }

  it('answers 401 to a caller without a token and 403 to a normal user, on every call, and changes nothing', async () => {
    const roleUnknown = await userWithRole('unknown')
    for (const [method, path, body] of everyCall()) {
      const init = (headers: Record<string, string>) => ({ method, headers: { ...headers, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
      const anonymous = await call(backend, path, init({}))
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401)
      expect(valid(errorBodySchema, await anonymous.json()).code).toBe('unauthorized')
      const garbage = await call(backend, path, init(bearer('not-a-token')))
      expect(garbage.status, `${method} ${path} bad token`).toBe(401)
      for (const token of [normal, roleUnknown]) {
        const refused = await call(backend, path, init(bearer(token)))
        expect(refused.status, `${method} ${path} non-staff`).toBe(403)
        expect(valid(errorBodySchema, await refused.json()).code).toBe('forbidden')
      }
    }
    const detail = valid(adminProviderDetailSchema, await (await get(admin, `/providers/${DEMO_REGISTRATIONS.submitted.providerRowId}`)).json())
    expect(detail.verify_status).toBe('submitted')
    const cashIn = valid(walletTransactionPageSchema, await (await get(admin, '/wallet-transactions?kind=cash_in')).json())
    expect(cashIn.items.map((w) => w._id)).toContain(WALLET(1))
    const cashOut = valid(walletTransactionPageSchema, await (await get(admin, '/wallet-transactions?kind=cash_out')).json())
    expect(cashOut.items.map((w) => w._id)).toContain(WALLET(2))
  })

  it('lets staff with role admin and with role operation read every list, answering the contract', async () => {
    for (const token of [admin, operation]) {
      valid(adminDashboardSchema, await (await get(token, '/dashboard')).json())
      for (const status of ['submitted', 'approved', 'rejected', 'draft']) {
        const res = await get(token, `/providers?status=${status}`)
        expect(res.status).toBe(200)
        const page = valid(adminProviderPageSchema, await res.json())
        expect(page.items.every((p) => p.verify_status === status)).toBe(true)
      }
      valid(adminProviderDetailSchema, await (await get(token, `/providers/${DEMO_REGISTRATIONS.rejected.providerRowId}`)).json())
      const users = valid(adminUserPageSchema, await (await get(token, '/users?role=operation')).json())
      expect(users.items.length).toBeGreaterThanOrEqual(1)
      expect(users.items.every((u) => u.role === 'operation')).toBe(true)
      valid(adminAppointmentPageSchema, await (await get(token, '/appointments?when=upcoming&skip=0&limit=5')).json())
      for (const kind of ['cash_in', 'cash_out']) {
        const page = valid(walletTransactionPageSchema, await (await get(token, `/wallet-transactions?kind=${kind}`)).json())
        expect(page.items.every((w) => w.kind === kind && w.status === 'pending')).toBe(true)
      }
    }
  })

  it('approves a submitted registration: the provider gets a 24-hex provider id that is not all zeros', async () => {
    const { token, providerId } = await submittedRegistration('ครูอนุมัติ')
    const res = await post(operation, `/providers/${providerId}/approve`)
    expect(res.status).toBe(200)
    const detail = valid(adminProviderDetailSchema, await res.json())
    expect(detail).toMatchObject({ verify_status: 'approved', provider_id: providerId, rejection_reason: null })
    expect(detail.reviewed_at).not.toBeNull()

    const seen = await registration(token)
    expect(seen.verify_status).toBe('approved')
    expect(seen.provider_id).toMatch(ID_PATTERN)
    expect(seen.provider_id).not.toBe(NO_ID)
    const profile = valid(userProfileSchema, await (await call(backend, '/v2/user', { headers: bearer(token) })).json())
    expect(profile.provider_id).toBe(seen.provider_id)
    expect(profile.provider_id).toMatch(/^[0-9a-f]{24}$/)
    expect(profile.provider_id).not.toMatch(/^0+$/)
    // It counts as approved on the dashboard and leaves the waiting list.
    const waiting = valid(adminProviderPageSchema, await (await get(admin, '/providers?status=submitted&limit=50')).json())
    expect(waiting.items.map((p) => p._id)).not.toContain(providerId)
  })

  it('rejects only with a reason; the provider reads it, fixes the registration and submits again', async () => {
    const { token, providerId } = await submittedRegistration('ครูถูกปฏิเสธ')
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1_001) }]) {
      const res = await post(admin, `/providers/${providerId}/reject`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(valid(errorBodySchema, await res.json())).toMatchObject({ code: 'validation_failed', field: 'reason' })
    }
    expect((await registration(token)).verify_status).toBe('submitted')

    const res = await post(admin, `/providers/${providerId}/reject`, { reason: '  รูปบัตรไม่ชัด  ' })
    expect(res.status).toBe(200)
    expect(valid(adminProviderDetailSchema, await res.json())).toMatchObject({ verify_status: 'rejected', rejection_reason: 'รูปบัตรไม่ชัด', provider_id: null })
    const seen = await registration(token)
    expect(seen).toMatchObject({ verify_status: 'rejected', rejection_reason: 'รูปบัตรไม่ชัด', provider_id: null })
    const profile = valid(userProfileSchema, await (await call(backend, '/v2/user', { headers: bearer(token) })).json())
    expect(profile.provider_id).toBe(NO_ID)

    // Fixed and sent again: waiting for review once more, the old reason gone.
    expect((await save(token, { about: 'แก้ไขแล้ว สอนสนุก' })).status).toBe(200)
    expect((await upload(token)).status).toBe(201)
    expect((await submit(token)).status).toBe(200)
    expect(await registration(token)).toMatchObject({ verify_status: 'submitted', rejection_reason: null, about: 'แก้ไขแล้ว สอนสนุก' })
    const waiting = valid(adminProviderPageSchema, await (await get(admin, '/providers?status=submitted&limit=50')).json())
    expect(waiting.items.map((p) => p._id)).toContain(providerId)
  })

  it('refuses to decide a registration that is not submitted, with a clear code', async () => {
    const draft = DEMO_REGISTRATIONS.draft.providerRowId
    const rejected = DEMO_REGISTRATIONS.rejected.providerRowId
    const { providerId: approved } = await submittedRegistration('ครูอนุมัติแล้ว')
    expect((await post(admin, `/providers/${approved}/approve`)).status).toBe(200)
    for (const id of [draft, rejected, approved]) {
      for (const [path, body] of [
        [`/providers/${id}/approve`, undefined],
        [`/providers/${id}/reject`, { reason: 'ลองอีกครั้ง' }],
      ] as const) {
        const res = await post(admin, path, body)
        expect(res.status, path).toBe(409)
        expect(valid(errorBodySchema, await res.json())).toMatchObject({ code: 'conflict', field: 'verify_status' })
      }
    }
    const stillDraft = valid(adminProviderDetailSchema, await (await get(admin, `/providers/${draft}`)).json())
    expect(stillDraft.verify_status).toBe('draft')
    expect((await post(admin, `/providers/${UNKNOWN_ID}/approve`)).status).toBe(404)
    expect((await post(admin, `/providers/${UNKNOWN_ID}/reject`, { reason: 'ไม่มี' })).status).toBe(404)
    const malformed = await post(admin, '/providers/NOT-AN-ID/approve')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ code: 'validation_failed', field: 'id' })
  })

  it('decides a pending wallet request once: approve, reject only with a reason, never twice', async () => {
    const approved = await post(operation, `/wallet-transactions/${WALLET(3)}/approve`)
    expect(approved.status).toBe(200)
    const a = valid(walletTransactionSchema, await approved.json())
    expect(a).toMatchObject({ _id: WALLET(3), kind: 'cash_in', status: 'approved', reason: null })
    expect(a.reviewed_at).not.toBeNull()

    for (const body of [{}, { reason: '' }, { reason: ' \n ' }]) {
      const res = await post(admin, `/wallet-transactions/${WALLET(4)}/reject`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(valid(errorBodySchema, await res.json())).toMatchObject({ code: 'validation_failed', field: 'reason' })
    }
    const rejected = await post(admin, `/wallet-transactions/${WALLET(4)}/reject`, { reason: 'บัญชีไม่ตรงชื่อ' })
    expect(rejected.status).toBe(200)
    expect(valid(walletTransactionSchema, await rejected.json())).toMatchObject({ kind: 'cash_out', status: 'rejected', reason: 'บัญชีไม่ตรงชื่อ' })

    for (const [id, path, body] of [
      [WALLET(3), 'approve', undefined],
      [WALLET(3), 'reject', { reason: 'เปลี่ยนใจ' }],
      [WALLET(4), 'approve', undefined],
      [WALLET(4), 'reject', { reason: 'อีกครั้ง' }],
    ] as const) {
      const res = await post(admin, `/wallet-transactions/${id}/${path}`, body)
      expect(res.status, `${id} ${path}`).toBe(409)
      expect(valid(errorBodySchema, await res.json())).toMatchObject({ code: 'conflict', field: 'status' })
    }
    const approvedList = valid(walletTransactionPageSchema, await (await get(admin, '/wallet-transactions?kind=cash_in&status=approved')).json())
    expect(approvedList.items.find((w) => w._id === WALLET(3))?.status).toBe('approved')
    const rejectedList = valid(walletTransactionPageSchema, await (await get(admin, '/wallet-transactions?kind=cash_out&status=rejected')).json())
    expect(rejectedList.items.find((w) => w._id === WALLET(4))?.reason).toBe('บัญชีไม่ตรงชื่อ')
    const pending = valid(walletTransactionPageSchema, await (await get(admin, '/wallet-transactions?kind=cash_in')).json())
    expect(pending.items.map((w) => w._id)).not.toContain(WALLET(3))

    expect((await post(admin, `/wallet-transactions/${UNKNOWN_ID}/approve`)).status).toBe(404)
    expect((await get(admin, '/wallet-transactions')).status).toBe(400)
    expect((await get(admin, '/wallet-transactions?kind=cash_in&status=maybe')).status).toBe(400)
  })

  it('validates list queries, naming the field', async () => {
    const cases: [string, string][] = [
      ['/providers?status=pending', 'status'],
      ['/users?role=king', 'role'],
      ['/users?limit=0', 'limit'],
      ['/users?skip=-1', 'skip'],
      ['/appointments?when=tomorrow', 'when'],
      ['/wallet-transactions?kind=refund', 'kind'],
    ]
    for (const [path, field] of cases) {
      const res = await get(admin, path)
      expect(res.status, path).toBe(400)
      expect(valid(errorBodySchema, await res.json()), path).toMatchObject({ code: 'validation_failed', field })
    }
  })
})
