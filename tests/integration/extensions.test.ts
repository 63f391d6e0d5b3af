import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bookingSchema } from '~/contract/api/booking'
import { extensionAnswerSchema, extensionSchema, extensionStateSchema, type Extension } from '~/contract/api/extension'
import { extensionEventEntitySchema, parseInbound } from '~/contract/socket'
import { DEMO_BOOKING } from '~/server/db/seed'
import { DEMO_SERVICES } from '~/server/db/seed-catalogue-content'
import { call, testClock } from './support/auth-client'
import { openSocket, ticketFor, tokenOf, type TestSocket } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'

/**
 * More time in a running session (contract/api/extension.ts): the learner asks and is told the
 * price, pays in the app (the payment service's call), the provider accepts or declines; accepting
 * moves the booking's end and the session timers with it. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL (npm run test:integration:pg).
 */

const MINUTE = 60_000
// A Monday; the demo provider is open 11:00-15:00 UTC on weekdays (18:00-22:00 Bangkok).
const MONDAY_0200Z = new Date('2026-05-04T02:00:00.000Z')
const START = new Date('2026-05-04T11:00:00.000Z')
const SERVICE = DEMO_SERVICES[0]!
const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' })

describe('extensions', () => {
  const clock = testClock(MONDAY_0200Z)
  // Each test on a fresh backend, made with the clock back at the start.
  beforeEach(() => clock.set(MONDAY_0200Z))
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0 }, { perTest: true, listen: true })
  let consumer: string
  let provider: string
  let admin: string
  let booking: { _id: string; room_name: string; end_at: string }
  const sockets: TestSocket[] = []

  const book = async (token: string, start: Date) => {
    const res = await call(backend, '/v2/booking', { method: 'POST', headers: json(token), body: JSON.stringify({ service_id: DEMO_BOOKING.serviceId, start_at: start.toISOString() }) })
    expect(res.status, await res.clone().text()).toBe(201)
    return bookingSchema.parse(await res.json())
  }
  const state = async (token: string, id = booking._id) => {
    const res = await call(backend, `/v2/booking/${id}/extensions`, { headers: json(token) })
    return { status: res.status, body: (await res.json()) as unknown }
  }
  const ask = (token: string, minutes: number, id = booking._id) =>
    call(backend, `/v2/booking/${id}/extensions`, { method: 'POST', headers: json(token), body: JSON.stringify({ minutes }) })
  const decide = (token: string, decision: 'accept' | 'decline' | 'cancel', eid: string, id = booking._id) =>
    call(backend, `/v2/booking/${id}/extensions/${eid}/${decision}`, { method: 'POST', headers: json(token) })
  // The app's payment service; the demo stands in for it on this machine.
  const pay = (eid: string, via: 'top_up' | 'pay_now' = 'pay_now') =>
    call(backend, `/v2/dev/payments/extensions/${eid}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ via }), ip: '127.0.0.1' })
  const asked = async (token: string, minutes: number): Promise<Extension> => {
    const res = await ask(token, minutes)
    expect(res.status, await res.clone().text()).toBe(201)
    return extensionAnswerSchema.parse(await res.json()).extension
  }
  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code
  const endOf = async () => {
    const res = await call(backend, `/v2/booking/${booking._id}`, { headers: json(consumer) })
    return bookingSchema.parse(await res.json()).end_at
  }
  const enter = async (token: string) => {
    const socket = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, token)}`)
    sockets.push(socket)
    socket.send('enter_room_message', { room_name: booking.room_name })
    await socket.next('room_info_message')
    return socket
  }

  /** Moves the clock, and signs everyone in again there: access tokens last 15 minutes on this clock too. */
  const goTo = async (at: Date | string) => {
    clock.set(new Date(at))
    ;[consumer, provider, admin] = [await tokenOf(backend, 'consumer'), await tokenOf(backend, 'provider'), await tokenOf(backend, 'admin')]
  }

  beforeEach(async () => {
    await goTo(MONDAY_0200Z)
    booking = await book(consumer, START)
  })
  afterEach(async () => {
    for (const s of sockets.splice(0)) if (s.closeCode === null) s.close()
  })

  it('is offered to the learner only while the session runs, priced by the minute of the service', async () => {
    // Before the room opens: nothing to choose, and asking is refused.
    expect(extensionStateSchema.parse((await state(consumer)).body)).toEqual({ end_at: booking.end_at, options: [], current: null })
    const early = await ask(consumer, 30)
    expect([early.status, await codeOf(early)]).toEqual([409, 'session_not_running'])

    await goTo(START)
    const offered = extensionStateSchema.parse((await state(consumer)).body)
    const end = Date.parse(booking.end_at)
    expect(offered.options).toEqual(
      [15, 30, 60].map((minutes) => ({
        minutes,
        // 350 baht for 60 minutes, rounded up to whole baht.
        price: Math.ceil((SERVICE.price * minutes) / 60),
        new_end_at: new Date(end + minutes * MINUTE).toISOString(),
        available: true,
      })),
    )
    expect(offered.options.map((o) => o.price)).toEqual([88, 175, 350])
    // The provider sees where things stand, but has nothing to buy.
    expect(extensionStateSchema.parse((await state(provider)).body).options).toEqual([])

    // In the last minute it is too late to pay and answer.
    await goTo(new Date(end - MINUTE))
    expect(extensionStateSchema.parse((await state(consumer)).body).options).toEqual([])
    expect(await codeOf(await ask(consumer, 15))).toBe('session_not_running')
  })

  it('is asked for by the learner of the booking only, and refuses anything but 15, 30 or 60 minutes', async () => {
    await goTo(START)
    const byProvider = await ask(provider, 30)
    expect(byProvider.status).toBe(403)
    // Someone outside the booking learns nothing of it.
    expect((await ask(admin, 30)).status).toBe(404)
    expect((await state(admin)).status).toBe(404)
    for (const minutes of [0, 20, 45, 120, -15, 30.5]) {
      const res = await ask(consumer, minutes)
      expect([res.status, await codeOf(res)], String(minutes)).toEqual([400, 'validation_failed'])
    }
    const bad = await call(backend, `/v2/booking/${booking._id}/extensions`, { method: 'POST', headers: json(consumer), body: '{"minutes":"30"}' })
    expect(bad.status).toBe(400)
    expect((await call(backend, `/v2/booking/nope/extensions`, { method: 'POST', headers: json(consumer), body: '{"minutes":30}' })).status).toBe(400)
  })

  it('answers with the price and the app prompt; one open request at a time, which the learner may cancel before paying', async () => {
    await goTo(START)
    const res = await ask(consumer, 30)
    expect(res.status).toBe(201)
    const answer = extensionAnswerSchema.parse(await res.json())
    expect(answer).toMatchObject({ pay_in_app: true, extension: { minutes: 30, price: 175, currency: 'THB', status: 'awaiting_payment', paid_via: null } })
    expect(answer.extension.new_end_at).toBe(new Date(Date.parse(booking.end_at) + 30 * MINUTE).toISOString())

    const again = await ask(consumer, 15)
    expect([again.status, await codeOf(again)]).toEqual([409, 'extension_pending'])
    // Not the provider's to cancel, and not paid yet: not the provider's to accept.
    expect((await decide(provider, 'cancel', answer.extension._id)).status).toBe(403)
    const early = await decide(provider, 'accept', answer.extension._id)
    expect([early.status, await codeOf(early)]).toEqual([409, 'extension_not_paid'])

    const cancelled = await decide(consumer, 'cancel', answer.extension._id)
    expect(cancelled.status).toBe(200)
    expect(extensionSchema.parse(await cancelled.json()).status).toBe('cancelled')
    expect(extensionStateSchema.parse((await state(provider)).body).current?.status).toBe('cancelled')
    await asked(consumer, 15)
  })

  it('paid in the app, then accepted: the booking ends later; a paid request cannot be cancelled', async () => {
    await goTo(START)
    const request = await asked(consumer, 30)
    const paid = await pay(request._id, 'top_up')
    expect(paid.status).toBe(200)
    expect(extensionSchema.parse(await paid.json())).toMatchObject({ status: 'paid', paid_via: 'top_up' })
    // Paid once only; and from another machine the payment call does not exist.
    expect(await codeOf(await pay(request._id))).toBe('extension_closed')
    const elsewhere = await call(backend, `/v2/dev/payments/extensions/${request._id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"via":"pay_now"}', ip: '203.0.113.9' })
    expect(elsewhere.status).toBe(404)
    expect(await codeOf(await decide(consumer, 'cancel', request._id))).toBe('extension_closed')
    // The learner cannot accept their own request.
    expect((await decide(consumer, 'accept', request._id)).status).toBe(403)

    const accepted = await decide(provider, 'accept', request._id)
    expect(accepted.status).toBe(200)
    const newEnd = new Date(Date.parse(booking.end_at) + 30 * MINUTE).toISOString()
    expect(extensionSchema.parse(await accepted.json())).toMatchObject({ status: 'accepted', new_end_at: newEnd })
    expect(await endOf()).toBe(newEnd)
    expect(await codeOf(await decide(provider, 'decline', request._id))).toBe('extension_closed')
  })

  it('declined (paid or not), the booking keeps its end', async () => {
    await goTo(START)
    const first = await asked(consumer, 60)
    const declined = await decide(provider, 'decline', first._id)
    expect(extensionSchema.parse(await declined.json()).status).toBe('declined')
    const second = await asked(consumer, 15)
    expect((await pay(second._id)).status).toBe(200)
    expect((await decide(provider, 'decline', second._id)).status).toBe(200)
    expect(await endOf()).toBe(booking.end_at)
  })

  it('never runs into the next booking of either person, even when accepted later', async () => {
    // Someone else books the provider right after the session plus an hour.
    const end = Date.parse(booking.end_at)
    await book(admin, new Date(end + 60 * MINUTE))
    await goTo(START)
    expect(extensionStateSchema.parse((await state(consumer)).body).options.map((o) => [o.minutes, o.available])).toEqual([
      [15, true],
      [30, true],
      [60, true],
    ])
    // Accepting one hour leaves no room for more.
    const hour = await asked(consumer, 60)
    await pay(hour._id)
    expect((await decide(provider, 'accept', hour._id)).status).toBe(200)
    expect(extensionStateSchema.parse((await state(consumer)).body).options.every((o) => !o.available)).toBe(true)
    const more = await ask(consumer, 15)
    expect([more.status, await codeOf(more)]).toEqual([409, 'extension_conflict'])
  })

  it('an accept and a decline at once: exactly one wins', async () => {
    await goTo(START)
    for (let round = 0; round < 3; round++) {
      const request = await asked(consumer, 15)
      await pay(request._id)
      const [a, d] = await Promise.all([decide(provider, 'accept', request._id), decide(provider, 'decline', request._id)])
      expect([a.status, d.status].sort(), `round ${round}`).toEqual([200, 409])
      const latest = extensionStateSchema.parse((await state(consumer)).body).current!
      expect(latest.status).toBe(a.status === 200 ? 'accepted' : 'declined')
    }
  })

  it('a request left open when the session ends is expired, and can no longer be paid or answered', async () => {
    await goTo(START)
    const request = await asked(consumer, 30)
    await goTo(booking.end_at)
    expect(extensionStateSchema.parse((await state(consumer)).body).current?.status).toBe('expired')
    expect(await codeOf(await pay(request._id))).toBe('extension_closed')
    expect(await codeOf(await decide(provider, 'decline', request._id))).toBe('extension_closed')
  })

  it('the room hears every step, and nearly_time_up and end_time_up follow the new end', async () => {
    await goTo(START)
    const [learner, tutor] = [await enter(consumer), await enter(provider)]
    const end = Date.parse(booking.end_at)

    const request = await asked(consumer, 30)
    for (const socket of [learner, tutor]) {
      const frame = await socket.next('consumer_request_extend')
      expect(extensionEventEntitySchema.parse(frame.entity)).toEqual({ room_name: booking.room_name, extension: request, end_at: booking.end_at })
      // The spec's one request-to-extend event on the client.
      expect(parseInbound(JSON.stringify(frame))).toMatchObject({ topic: 'request_to_extend', sourceTopic: 'consumer_request_extend' })
    }
    await pay(request._id, 'pay_now')
    for (const socket of [learner, tutor]) expect(extensionEventEntitySchema.parse((await socket.next('pay_now_success')).entity).extension.status).toBe('paid')

    // Five minutes before the old end: the warning for the old end.
    await goTo(new Date(end - 5 * MINUTE))
    await backend.hub.tick()
    expect((await learner.next('nearly_time_up')).entity).toEqual({ room_name: booking.room_name, at: booking.end_at })

    expect((await decide(provider, 'accept', request._id)).status).toBe(200)
    const newEnd = new Date(end + 30 * MINUTE).toISOString()
    for (const socket of [learner, tutor]) {
      const update = extensionEventEntitySchema.parse((await socket.next('extension_update_message')).entity)
      expect(update).toMatchObject({ end_at: newEnd, extension: { status: 'accepted', new_end_at: newEnd } })
    }

    // The old end passes and the session goes on.
    clock.set(new Date(end))
    await backend.hub.tick()
    await Promise.all([learner.settle(), tutor.settle()])
    expect([learner.of('end_time_up'), tutor.of('end_time_up'), learner.closeCode]).toEqual([[], [], null])

    // Five minutes before the new end: warned again, for the new end; then the end.
    clock.set(new Date(Date.parse(newEnd) - 5 * MINUTE))
    await backend.hub.tick()
    for (const socket of [learner, tutor]) expect((await socket.next('nearly_time_up', (f) => f.entity.at === newEnd)).entity).toEqual({ room_name: booking.room_name, at: newEnd })
    clock.set(new Date(newEnd))
    await backend.hub.tick()
    for (const socket of [learner, tutor]) {
      expect((await socket.next('end_time_up')).entity).toEqual({ room_name: booking.room_name, at: newEnd })
      expect(await socket.closed).toBe(4009)
    }
  })
})
