import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { bookingListSchema, bookingSchema, bookingSummarySchema } from '~/contract/api/booking'
import { iceServersSchema } from '~/contract/api/realtime'
import { DEMO_BOOKING, DEMO_USERS } from '~/server/db/seed'
import { call, testClock } from './support/auth-client'
import { openSocket, ticketFor, tokenOf } from './support/realtime'
import { listen, setUpTestBackend } from './support/test-backend'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' })

describe('bookings', () => {
  const clock = testClock(new Date('2026-06-01T01:00:00.000Z'))
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0 })
  let consumer: string
  let provider: string
  let admin: string

  beforeAll(async () => {
    consumer = await tokenOf(backend, 'consumer')
    provider = await tokenOf(backend, 'provider')
    admin = await tokenOf(backend, 'admin')
  })

  const book = (token: string, body: unknown) => call(backend, '/v2/booking', { method: 'POST', headers: json(token), body: JSON.stringify(body) })
  const inHours = (h: number) => new Date(clock().getTime() + h * 3_600_000).toISOString()
  // The clock starts on a Monday at 08:00 in Bangkok; the demo provider takes bookings on weekdays
  // 18:00-22:00 Bangkok time (11:00-15:00 UTC).
  const WEDNESDAY_1800_BANGKOK = '2026-06-03T11:00:00.000Z'

  it('need a sign-in', async () => {
    expect((await call(backend, '/v2/booking')).status).toBe(401)
    expect((await call(backend, `/v2/booking/${DEMO_BOOKING.id}`)).status).toBe(401)
  })

  it('shows the demo booking to both participants, each with their own role, starting 3 minutes after the start', async () => {
    const asConsumer = bookingSchema.parse(await (await call(backend, `/v2/booking/${DEMO_BOOKING.id}`, { headers: bearer(consumer) })).json())
    const asProvider = bookingSchema.parse(await (await call(backend, `/v2/booking/${DEMO_BOOKING.id}`, { headers: bearer(provider) })).json())
    expect(asConsumer.my_role).toBe('consumer')
    expect(asProvider.my_role).toBe('provider')
    expect(new Date(asConsumer.start_at).getTime() - clock().getTime()).toBe(DEMO_BOOKING.startsAfterServerStartMs)
    expect(asConsumer.phase).toBe('open')
    expect(asConsumer.opens_at).toBe(new Date(new Date(asConsumer.start_at).getTime() - 10 * 60_000).toISOString())
    expect(asConsumer.provider.display_name).not.toBe('')
  })

  it('answers 404 to anyone else, and to a malformed id 400', async () => {
    const res = await call(backend, `/v2/booking/${DEMO_BOOKING.id}`, { headers: bearer(admin) })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'not_found' })
    expect((await call(backend, `/v2/booking/${DEMO_BOOKING.id}/summary`, { headers: bearer(admin) })).status).toBe(404)
    expect((await call(backend, '/v2/booking/not-an-id', { headers: bearer(consumer) })).status).toBe(400)
  })

  it('lists mine: upcoming soonest first, and nothing of others', async () => {
    const created = await book(consumer, { service_id: DEMO_BOOKING.serviceId, start_at: WEDNESDAY_1800_BANGKOK })
    expect(created.status).toBe(201)
    const list = bookingListSchema.parse(await (await call(backend, '/v2/booking', { headers: bearer(consumer) })).json())
    expect(list.bookings.map((b) => b._id)[0]).toBe(DEMO_BOOKING.id)
    expect(list.bookings).toHaveLength(2)
    const providers = bookingListSchema.parse(await (await call(backend, '/v2/booking?scope=upcoming', { headers: bearer(provider) })).json())
    expect(providers.bookings.every((b) => b.my_role === 'provider')).toBe(true)
    const admins = bookingListSchema.parse(await (await call(backend, '/v2/booking', { headers: bearer(admin) })).json())
    expect(admins.bookings).toEqual([])
    expect((await call(backend, '/v2/booking?scope=soon', { headers: bearer(consumer) })).status).toBe(400)
  })

  it('creates a booking for the service length, with its own room', async () => {
    const res = await book(admin, { service_id: DEMO_BOOKING.serviceId, start_at: '2026-06-04T12:00:00.000Z' })
    expect(res.status).toBe(201)
    const b = bookingSchema.parse(await res.json())
    expect(new Date(b.end_at).getTime() - new Date(b.start_at).getTime()).toBe(b.service.minutes_per_session * 60_000)
    expect(b.room_name).toMatch(/^room_[0-9a-f]{32}$/)
    expect(b.phase).toBe('upcoming')
    expect(b.my_role).toBe('consumer')
  })

  it('refuses bad bookings with a clear error', async () => {
    const cases: [string, unknown, number, string][] = [
      ['no body', {}, 400, 'validation_failed'],
      ['a past start', { service_id: DEMO_BOOKING.serviceId, start_at: inHours(-1) }, 400, 'validation_failed'],
      ['an unknown service', { service_id: 'aaaaaaaaaaaaaaaaaaaaaaaa', start_at: inHours(5) }, 404, 'not_found'],
      ['overlapping a booking of the consumer', { service_id: DEMO_BOOKING.serviceId, start_at: WEDNESDAY_1800_BANGKOK }, 409, 'conflict'],
      ['off the hour', { service_id: DEMO_BOOKING.serviceId, start_at: '2026-06-03T12:30:00.000Z' }, 400, 'validation_failed'],
      ['outside the provider’s weekly schedule', { service_id: DEMO_BOOKING.serviceId, start_at: inHours(5) }, 400, 'validation_failed'],
      ['too far ahead', { service_id: DEMO_BOOKING.serviceId, start_at: inHours(24 * 365) }, 400, 'validation_failed'],
    ]
    for (const [name, body, status, code] of cases) {
      const res = await book(consumer, body)
      expect(res.status, name).toBe(status)
      expect(await res.json(), name).toMatchObject({ code })
    }
    // A provider cannot book their own service.
    const own = await book(provider, { service_id: DEMO_BOOKING.serviceId, start_at: inHours(100) })
    expect(own.status).toBe(400)
    expect(await own.json()).toMatchObject({ field: 'service_id' })
  })

  it('summarises a session: attendance to the second (50 seconds is not "0 minutes") and the chat transcript', async () => {
    const server = await listen(backend)
    try {
      const enter = async (token: string) => {
        const s = await openSocket(`${server.ws}/ws?token=${await ticketFor(backend, token)}`)
        s.send('enter_room_message', { room_name: DEMO_BOOKING.roomName })
        await s.next('room_info_message')
        return s
      }
      const c = await enter(consumer)
      c.send('room_update_message', { room_name: DEMO_BOOKING.roomName, in_call: true })
      c.send('chat_message', { room_name: DEMO_BOOKING.roomName, message_id: 'm1', text: 'เริ่มเรียนกันเลยค่ะ' })
      await c.next('chat_message')
      await c.settle()
      clock.advance(7 * 60_000)
      c.send('room_update_message', { room_name: DEMO_BOOKING.roomName, in_call: false })
      await c.next('room_update_message', (f) => (f.entity.joined_user as Record<string, { in_call: boolean }>)[DEMO_USERS.consumer.id]?.in_call === false)
      c.close()
      await c.closed
      const before = bookingSummarySchema.parse(await (await call(backend, `/v2/booking/${DEMO_BOOKING.id}/summary`, { headers: bearer(provider) })).json())
      expect(before.attendance.find((a) => a.role === 'provider')).toMatchObject({ attended: false, connected_minutes: 0, connected_seconds: 0, first_joined_at: null })
      // The provider looks in for 50 seconds: not a whole minute, but not nothing either.
      const p = await enter(provider)
      p.send('room_update_message', { room_name: DEMO_BOOKING.roomName, in_call: true })
      await p.next('room_update_message', (f) => (f.entity.joined_user as Record<string, { in_call: boolean }>)[DEMO_USERS.provider.id]?.in_call === true)
      clock.advance(50_000)
      p.send('room_update_message', { room_name: DEMO_BOOKING.roomName, in_call: false })
      await p.next('room_update_message', (f) => (f.entity.joined_user as Record<string, { in_call: boolean }>)[DEMO_USERS.provider.id]?.in_call === false)
      p.close()
      await p.closed
    } finally {
      await backend.hub.closeAll().catch(() => {})
      await server.close()
    }
    const summary = bookingSummarySchema.parse(await (await call(backend, `/v2/booking/${DEMO_BOOKING.id}/summary`, { headers: bearer(provider) })).json())
    expect(summary.scheduled_minutes).toBe(DEMO_BOOKING.minutes)
    const byRole = Object.fromEntries(summary.attendance.map((a) => [a.role, a]))
    expect(byRole.consumer).toMatchObject({ attended: true, connected_minutes: 7, connected_seconds: 420, user_id: DEMO_USERS.consumer.id })
    expect(byRole.provider).toMatchObject({ attended: true, connected_minutes: 0, connected_seconds: 50, user_id: DEMO_USERS.provider.id })
    expect(summary.transcript).toEqual([
      expect.objectContaining({ message_id: 'm1', text: 'เริ่มเรียนกันเลยค่ะ', sender: { type: 'consumer', uid: DEMO_USERS.consumer.id } }),
    ])
    expect(summary.booking.my_role).toBe('provider')
  })
})

describe('ICE servers', () => {
  describe('configured', () => {
    const clock = testClock(new Date('2026-06-01T01:00:00.000Z'))
    const secret = 'a-turn-secret-of-some-length'
    const backend = setUpTestBackend({
      now: clock,
      realtimeTickMs: 0,
      env: { STUN_URLS: 'stun:stun.example.com:3478', TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349', TURN_SECRET: secret, TURN_CREDENTIAL_TTL_SECONDS: '600' },
    })

    it('answers STUN and TURN with credentials minted from the shared secret', async () => {
      const token = await tokenOf(backend, 'consumer')
      expect((await call(backend, '/v2/realtime/ice-servers')).status).toBe(401)
      const ice = iceServersSchema.parse(await (await call(backend, '/v2/realtime/ice-servers', { headers: bearer(token) })).json())
      expect(ice.ice_servers[0]).toEqual({ urls: ['stun:stun.example.com:3478'] })
      const turn = ice.ice_servers[1]
      expect(turn?.urls).toEqual(['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'])
      const expiry = Math.floor(clock().getTime() / 1000) + 600
      expect(turn?.username).toBe(`${expiry}:${DEMO_USERS.consumer.id}`)
      expect(turn?.credential).toBe(createHmac('sha1', secret).update(`${expiry}:${DEMO_USERS.consumer.id}`).digest('base64'))
      expect(ice.expires_at).toBe(new Date(expiry * 1000).toISOString())
    })
  })

  describe('not configured', () => {
    const backend = setUpTestBackend({ realtimeTickMs: 0 })

    it('answers an empty list when nothing is configured', async () => {
      const token = await tokenOf(backend, 'consumer')
      const ice = iceServersSchema.parse(await (await call(backend, '/v2/realtime/ice-servers', { headers: bearer(token) })).json())
      expect(ice).toEqual({ ice_servers: [], expires_at: null })
    })
  })
})

describe('development-only realtime calls', () => {
  describe('outside production', () => {
    const dev = setUpTestBackend({ realtimeTickMs: 0 })

    it('answer', async () => {
      // From this machine: nobody else is answered (dev-endpoints.test.ts).
      const memory = await call(dev, '/v2/dev/realtime/memory', { ip: '127.0.0.1' })
      expect(memory.status).toBe(200)
      expect(await memory.json()).toMatchObject({ sockets: 0, collected: false })
      expect((await call(dev, '/v2/dev/realtime/drop-sockets', { method: 'POST', ip: '127.0.0.1' })).status).toBe(200)
    })
  })

  describe('in production', () => {
    const production = setUpTestBackend({ nodeEnv: 'production', realtimeTickMs: 0 })

    it('do not exist', async () => {
      expect((await call(production, '/v2/dev/realtime/memory', { ip: '127.0.0.1' })).status).toBe(404)
      expect((await call(production, '/v2/dev/realtime/drop-sockets', { method: 'POST', ip: '127.0.0.1' })).status).toBe(404)
    })
  })
})
