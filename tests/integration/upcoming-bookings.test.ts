import { asc, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bookingListSchema, type Booking } from '~/contract/api/booking'
import { userBookingsWhere } from '~/server/db/repositories/bookings-repository'
import { bookings } from '~/server/db/schema'
import { DEMO_BOOKING, DEMO_USERS } from '~/server/db/seed'
import { DEMO_PROVIDER_PROFILE } from '~/server/db/seed-catalogue-content'
import { call, testClock } from './support/auth-client'
import { openStarts } from './support/bookings'
import { tokenOf } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'
import { queryRows } from './support/test-db'

/**
 * `GET /v2/booking?scope=upcoming` as the web's session bar and account menu read it (live-sessions
 * issue: a session could not be reached from the site): the other person's name, the times, the
 * phase and the server's clock, the few soonest with `limit`, and cheap to ask every minute however
 * many past bookings a provider has. Run on PostgreSQL too: `TEST_DATABASE_URL=… npx vitest run …`.
 */

const MINUTE = 60_000
// A Monday, 08:00 in Bangkok; the demo booking starts 3 minutes later (its room is open).
const START = new Date('2026-06-01T01:00:00.000Z')
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('the upcoming bookings list', () => {
  const clock = testClock(START)
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0 })
  let consumer: string
  let provider: string
  /** The consumer's second booking, a few days ahead. */
  let later: Booking

  const list = async (token: string, query = 'scope=upcoming') => {
    const res = await call(backend, `/v2/booking?${query}`, { headers: bearer(token) })
    expect(res.status, await res.clone().text()).toBe(200)
    return bookingListSchema.parse(await res.json()).bookings
  }

  beforeAll(async () => {
    consumer = await tokenOf(backend, 'consumer')
    provider = await tokenOf(backend, 'provider')
    // A second booking a few days ahead, through the booking call.
    const [start] = openStarts(new Date(START.getTime() + 2 * 24 * 3_600_000), 1)
    const res = await call(backend, '/v2/booking', {
      method: 'POST',
      headers: { ...bearer(consumer), 'content-type': 'application/json' },
      body: JSON.stringify({ service_id: DEMO_BOOKING.serviceId, start_at: start!.toISOString() }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    later = (await res.json()) as Booking
  })

  it('gives each side what the session bar and the menu show: the other person, the times, the phase and the server clock', async () => {
    const mine = await list(consumer)
    expect(mine.map((b) => b._id)).toEqual([DEMO_BOOKING.id, later._id])
    const [demo, next] = mine
    expect(demo).toMatchObject({
      my_role: 'consumer',
      phase: 'open',
      provider: { display_name: DEMO_PROVIDER_PROFILE.displayName },
      start_at: new Date(START.getTime() + DEMO_BOOKING.startsAfterServerStartMs).toISOString(),
      end_at: new Date(START.getTime() + DEMO_BOOKING.startsAfterServerStartMs + DEMO_BOOKING.minutes * MINUTE).toISOString(),
      opens_at: new Date(START.getTime() + DEMO_BOOKING.startsAfterServerStartMs - 10 * MINUTE).toISOString(),
      server_time: START.toISOString(),
    })
    expect(demo!.service.title).not.toBe('')
    expect(next).toMatchObject({ my_role: 'consumer', phase: 'upcoming' })

    // The provider sees the same bookings with the learner's name on the other side.
    const theirs = await list(provider)
    expect(theirs.map((b) => b._id)).toEqual([DEMO_BOOKING.id, later._id])
    expect(theirs[0]).toMatchObject({ my_role: 'provider', consumer: { display_name: DEMO_USERS.consumer.username } })
  })

  it('answers the few soonest with limit, and refuses a limit out of range', async () => {
    expect((await list(consumer, 'scope=upcoming&limit=1')).map((b) => b._id)).toEqual([DEMO_BOOKING.id])
    expect(await list(consumer, 'limit=100')).toHaveLength(2)
    for (const limit of ['0', '101', '-1', '1.5', 'five', '']) {
      const res = await call(backend, `/v2/booking?scope=upcoming&limit=${limit}`, { headers: bearer(consumer) })
      expect(res.status, `limit=${limit}`).toBe(400)
      expect(await res.json(), `limit=${limit}`).toMatchObject({ code: 'validation_failed', field: 'limit' })
    }
  })

  it('follows the server clock: a room opens 10 minutes before its start, and an ended booking leaves the list', async () => {
    const opensAt = Date.parse(later.opens_at)
    // Tokens live 15 minutes on the same clock: a fresh sign-in at each day moved to.
    clock.set(new Date(opensAt - 1))
    let token = await tokenOf(backend, 'consumer')
    const before = await list(token)
    expect(before.map((b) => b._id)).toEqual([later._id])
    expect(before[0]).toMatchObject({ phase: 'upcoming', server_time: new Date(opensAt - 1).toISOString() })
    clock.set(new Date(opensAt))
    expect((await list(token))[0]).toMatchObject({ _id: later._id, phase: 'open' })
    clock.set(new Date(Date.parse(later.end_at)))
    token = await tokenOf(backend, 'consumer')
    expect(await list(token)).toEqual([])
    expect((await list(token, 'scope=past')).map((b) => b._id)).toEqual([later._id, DEMO_BOOKING.id])
    clock.set(START)
  })

  it('reads only the bookings that have not ended, however many past ones a provider has', async () => {
    const db = backend.db
    const now = clock()
    // 2,000 sessions the demo provider gave before now, with the admin as the learner.
    await db.execute(sql`
      insert into bookings (id, service_id, consumer_id, provider_user_id, room_name, start_at, end_at)
      select substr(md5('past-' || i), 1, 24), ${DEMO_BOOKING.serviceId}, ${DEMO_USERS.admin.id}, ${DEMO_USERS.provider.id}, 'room_past_' || i,
             ${now.toISOString()}::timestamptz - (i + 1) * interval '1 hour', ${now.toISOString()}::timestamptz - i * interval '1 hour'
      from generate_series(1, 2000) as i`)
    // Fresh statistics, and no dead row versions (the demo booking is moved at start) for the plan to count.
    await db.execute(sql`vacuum analyze bookings`)
    expect((await list(provider)).map((b) => b._id)).toEqual([DEMO_BOOKING.id, later._id])

    const query = db.select({ id: bookings.id }).from(bookings).where(userBookingsWhere(DEMO_USERS.provider.id, 'upcoming', now)).orderBy(asc(bookings.startAt)).limit(5)
    const rows = await queryRows<Record<string, unknown>>(db, sql`explain (analyze, format json) ${query}`)
    const plan = (Object.values(rows[0]!)[0] as { Plan: PlanNode }[])[0]!.Plan
    const onBookings = nodes(plan).filter((node) => node['Relation Name'] === 'bookings' || String(node['Index Name'] ?? '').startsWith('bookings_'))
    expect(onBookings.length, JSON.stringify(plan)).toBeGreaterThan(0)
    for (const node of onBookings) {
      expect(node['Node Type'], JSON.stringify(plan)).not.toBe('Seq Scan')
      // The two upcoming bookings at most: no past booking is read and then thrown away.
      expect(node['Actual Rows'], JSON.stringify(node)).toBeLessThanOrEqual(2)
      expect(node['Rows Removed by Filter'] ?? 0, JSON.stringify(node)).toBe(0)
    }
  })
})

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Actual Rows': number; 'Rows Removed by Filter'?: number; Plans?: PlanNode[] }

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]
