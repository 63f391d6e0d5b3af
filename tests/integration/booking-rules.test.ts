import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bookingListSchema, bookingSchema } from '~/contract/api/booking'
import { createProvidersRepository } from '~/server/db/repositories/providers-repository'
import { services } from '~/server/db/schema'
import { DEMO_BOOKING, DEMO_REGISTRATIONS } from '~/server/db/seed'
import { DEMO_SERVICES, providerRowId, serviceId } from '~/server/db/seed-catalogue-content'
import { call, signIn, testClock } from './support/auth-client'
import { ALL_WEEK } from './support/bookings'
import { tokenOf } from './support/realtime'
import { setUpTestBackend, type TestBackend } from './support/test-backend'

/**
 * The rules of `POST /v2/booking` (security issue: bookings were not checked): only within the
 * provider's weekly schedule, starting on the hour, a bounded number of upcoming bookings per
 * consumer and per consumer and provider, and no overlap for either person even when many
 * requests race (run on PostgreSQL too: `TEST_DATABASE_URL=… npx vitest run …`).
 */

const HOUR = 3_600_000
// A Monday, 08:00 in Bangkok. The demo provider is open on weekdays 18:00-22:00 Bangkok time, stored
// in UTC as 11:00-15:00.
const MONDAY_0100Z = new Date('2026-06-01T01:00:00.000Z')
const at = (iso: string) => new Date(iso).toISOString()

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' })
const book = (backend: TestBackend, token: string, serviceIdToBook: string, start: Date | string) =>
  call(backend, '/v2/booking', { method: 'POST', headers: bearer(token), body: JSON.stringify({ service_id: serviceIdToBook, start_at: typeof start === 'string' ? start : start.toISOString() }) })

const registrationToken = async (backend: TestBackend, who: keyof typeof DEMO_REGISTRATIONS) => (await signIn(backend, 'phone', DEMO_REGISTRATIONS[who].phone)).access_token

/** A seeded catalogue provider (not the demo one) and his first service, for a second provider. */
const OTHER_PROVIDER_ROW = providerRowId(1)
const OTHER_SERVICE = serviceId(0x01)

async function openAllWeek(backend: TestBackend, providerToken: string) {
  const res = await call(backend, '/v2/provider/schedule', { method: 'PUT', headers: bearer(providerToken), body: JSON.stringify({ opens: ALL_WEEK, offset_gmt: 7 }) })
  expect(res.status, await res.clone().text()).toBe(200)
  await createProvidersRepository(backend.db).setSchedule(OTHER_PROVIDER_ROW, Array.from({ length: 168 }, (_, h) => h))
}

describe('booking rules', () => {
  const clock = testClock(MONDAY_0100Z)
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0 })
  let consumer: string
  let admin: string

  beforeAll(async () => {
    consumer = await tokenOf(backend, 'consumer')
    admin = await tokenOf(backend, 'admin')
  })

  it('refuses a booking outside the provider’s weekly schedule, read in UTC as it is stored', async () => {
    const cases: [string, string][] = [
      ['15:00 Bangkok on a Monday (closed)', '2026-06-01T08:00:00.000Z'],
      // 18:00 UTC would be open if the stored UTC hours were misread as Bangkok hours.
      ['18:00 UTC, 01:00 Bangkok on Tuesday', '2026-06-01T18:00:00.000Z'],
      ['22:00 Bangkok, the hour after the evening closes', '2026-06-01T15:00:00.000Z'],
      ['a Saturday afternoon, 14:00 Bangkok', '2026-06-06T07:00:00.000Z'],
    ]
    for (const [name, start] of cases) {
      const res = await book(backend, consumer, DEMO_BOOKING.serviceId, start)
      expect(res.status, name).toBe(400)
      const body = (await res.json()) as { code: string; field: string; message: string }
      expect(body, name).toMatchObject({ code: 'validation_failed', field: 'start_at' })
      expect(body.message, name).toMatch(/weekly schedule/)
    }
    // 18:00 Bangkok on Monday is the first open hour; 21:00 the last one a 60-minute session fits in.
    expect((await book(backend, consumer, DEMO_BOOKING.serviceId, at('2026-06-01T11:00:00Z'))).status).toBe(201)
    expect((await book(backend, consumer, DEMO_BOOKING.serviceId, at('2026-06-01T14:00:00Z'))).status).toBe(201)
  })

  it('refuses a session that starts within the schedule but runs past its end', async () => {
    // A 90-minute service of the demo provider: 21:00 Bangkok would end at 22:30, after he closes.
    const longService = DEMO_SERVICES[1]?.id ?? ''
    await backend.db.update(services).set({ minutesPerSession: 90 }).where(eq(services.id, longService))
    const late = await book(backend, admin, longService, at('2026-06-02T14:00:00Z'))
    expect(late.status).toBe(400)
    expect(await late.json()).toMatchObject({ code: 'validation_failed', field: 'start_at' })
    const fits = await book(backend, admin, longService, at('2026-06-02T12:00:00Z'))
    expect(fits.status, await fits.clone().text()).toBe(201)
    const booked = bookingSchema.parse(await fits.json())
    expect(booked.end_at).toBe(at('2026-06-02T13:30:00Z'))
  })

  it('refuses every booking with a provider who has no weekly schedule', async () => {
    const res = await book(backend, consumer, OTHER_SERVICE, at('2026-06-02T12:00:00Z'))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field: 'start_at' })
  })

  it('refuses a start off the hour', async () => {
    for (const start of ['2026-06-03T11:30:00.000Z', '2026-06-03T12:00:30.000Z', '2026-06-03T12:00:00.001Z', '2026-06-03T18:30:00.000+07:00']) {
      const res = await book(backend, consumer, DEMO_BOOKING.serviceId, start)
      expect(res.status, start).toBe(400)
      const body = (await res.json()) as { code: string; field: string; message: string }
      expect(body, start).toMatchObject({ code: 'validation_failed', field: 'start_at' })
      expect(body.message, start).toMatch(/on the hour/)
    }
    // The same hour written in Bangkok time is on the hour.
    expect((await book(backend, consumer, DEMO_BOOKING.serviceId, '2026-06-03T18:00:00.000+07:00')).status).toBe(201)
  })

  it('refuses an overlap with a booking of either person, in either role', async () => {
    // The consumer booked Monday 18:00 Bangkok above: the admin may not take the provider's same hour.
    const provider = await book(backend, admin, DEMO_BOOKING.serviceId, at('2026-06-01T11:00:00Z'))
    expect(provider.status).toBe(409)
    expect(await provider.json()).toMatchObject({ code: 'conflict', field: 'start_at' })
    // The admin's 90-minute session on Tuesday runs to 13:30 UTC: 13:00 is taken for him.
    const mine = await book(backend, admin, DEMO_BOOKING.serviceId, at('2026-06-02T13:00:00Z'))
    expect(mine.status).toBe(409)
    expect((await book(backend, admin, DEMO_BOOKING.serviceId, at('2026-06-02T14:00:00Z'))).status).toBe(201)
  })
})

describe('booking caps: 30 consecutive hours of one provider', () => {
  const clock = testClock(MONDAY_0100Z)
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0 })

  beforeAll(async () => {
    await openAllWeek(backend, await tokenOf(backend, 'provider'))
  })

  it('stops one consumer at 8 upcoming bookings with one provider (the default), and frees a place when one ends', async () => {
    const learner = await registrationToken(backend, 'draft')
    const first = new Date(MONDAY_0100Z.getTime() + 24 * HOUR)
    const answers: number[] = []
    for (let h = 0; h < 30; h++) {
      const res = await book(backend, learner, DEMO_BOOKING.serviceId, new Date(first.getTime() + h * HOUR))
      answers.push(res.status)
      if (res.status === 409) {
        const body = (await res.json()) as { code: string; field: string; message: string }
        expect(body).toMatchObject({ code: 'booking_limit_reached', field: 'service_id' })
        expect(body.message).toMatch(/8 upcoming bookings with this provider/)
      }
    }
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(201))
    expect(answers.slice(8)).toEqual(Array(22).fill(409))
    const list = bookingListSchema.parse(await (await call(backend, '/v2/booking', { headers: bearer(learner) })).json())
    expect(list.bookings).toHaveLength(8)

    // Once the first has ended it no longer counts.
    clock.set(new Date(first.getTime() + HOUR))
    const again = await registrationToken(backend, 'draft')
    expect((await book(backend, again, DEMO_BOOKING.serviceId, new Date(first.getTime() + 40 * HOUR))).status).toBe(201)
    expect((await book(backend, again, DEMO_BOOKING.serviceId, new Date(first.getTime() + 41 * HOUR))).status).toBe(409)
  })
})

describe('booking races (many requests at once; PostgreSQL with a pool of connections)', () => {
  const clock = testClock(MONDAY_0100Z)
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0, env: { BOOKINGS_PER_CONSUMER: '4', BOOKINGS_PER_CONSUMER_AND_PROVIDER: '3' } })
  let tokens: Record<'provider' | 'consumer' | 'admin' | 'draft' | 'submitted' | 'rejected', string>

  beforeAll(async () => {
    const provider = await tokenOf(backend, 'provider')
    await openAllWeek(backend, provider)
    tokens = {
      provider,
      consumer: await tokenOf(backend, 'consumer'),
      admin: await tokenOf(backend, 'admin'),
      draft: await registrationToken(backend, 'draft'),
      submitted: await registrationToken(backend, 'submitted'),
      rejected: await registrationToken(backend, 'rejected'),
    }
  })

  it('lets exactly one of many concurrent bookings of one provider’s hour through', async () => {
    const start = new Date(MONDAY_0100Z.getTime() + 30 * HOUR)
    // Four consumers, four requests each ('rejected' is kept fresh for the caps below).
    const four = [tokens.consumer, tokens.admin, tokens.draft, tokens.submitted]
    const answers = await Promise.all([...four, ...four, ...four, ...four].map((token) => book(backend, token, DEMO_BOOKING.serviceId, start)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(15)
    const providers = bookingListSchema.parse(await (await call(backend, '/v2/booking', { headers: bearer(tokens.provider) })).json())
    expect(providers.bookings.filter((b) => b.start_at === start.toISOString())).toHaveLength(1)
  })

  it('lets exactly one of many concurrent bookings of one consumer’s hour through, across providers', async () => {
    const start = new Date(MONDAY_0100Z.getTime() + 50 * HOUR)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(backend, tokens.admin, i % 2 === 0 ? DEMO_BOOKING.serviceId : OTHER_SERVICE, start)),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)])
  })

  it('keeps concurrent bookings within the caps: 3 with one provider, 4 in all', async () => {
    const first = new Date(MONDAY_0100Z.getTime() + 70 * HOUR)
    // Ten different hours, so only the caps can refuse: five with each provider.
    const requests = Array.from({ length: 10 }, (_, i) => ({ service: i % 2 === 0 ? DEMO_BOOKING.serviceId : OTHER_SERVICE, start: new Date(first.getTime() + i * HOUR) }))
    const answers = await Promise.all(requests.map((r) => book(backend, tokens.rejected, r.service, r.start)))
    const created = await Promise.all(answers.filter((r) => r.status === 201).map(async (r) => bookingSchema.parse(await r.json())))
    expect(created).toHaveLength(4)
    const perService = (id: string) => created.filter((b) => b.service._id === id).length
    expect(perService(DEMO_BOOKING.serviceId)).toBeLessThanOrEqual(3)
    expect(perService(OTHER_SERVICE)).toBeLessThanOrEqual(3)
    for (const refused of answers.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409)
      expect(await refused.json()).toMatchObject({ code: 'booking_limit_reached' })
    }
  })
})
