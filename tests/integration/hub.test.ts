import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { healthCheckMessageSchema, parseInbound, roomInfoEntitySchema } from '~/contract/socket'
import { DEMO_BOOKING, DEMO_USERS } from '~/server/db/seed'
import { call, testClock, testTimers, type TestTimers } from './support/auth-client'
import { closeSockets, openSocket, ticketFor, tokenOf, upgradeStatus, type TestSocket } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'

const ROOM = DEMO_BOOKING.roomName
const consumerId = DEMO_USERS.consumer.id
const providerId = DEMO_USERS.provider.id

/** Every frame the server sends must be one the client's router accepts (not out_of_topic). */
function expectContractFrames(socket: TestSocket) {
  for (const f of socket.frames) {
    const routed = parseInbound(JSON.stringify(f))
    expect(routed.topic, JSON.stringify(routed)).not.toBe('out_of_topic')
  }
}

describe('realtime hub', () => {
  const backend = setUpTestBackend({ env: { REALTIME_LEAVE_GRACE_SECONDS: '0' } }, { listen: true })
  let tokens: Record<'consumer' | 'provider' | 'admin', string>
  const sockets: TestSocket[] = []

  const connect = async (who: keyof typeof tokens, headers: Record<string, string> = {}) => {
    const socket = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, tokens[who])}`, headers)
    sockets.push(socket)
    return socket
  }
  const enter = async (who: 'consumer' | 'provider') => {
    const socket = await connect(who)
    socket.send('enter_room_message', { room_name: ROOM })
    await socket.next('room_info_message')
    return socket
  }

  beforeAll(async () => {
    tokens = {
      consumer: await tokenOf(backend, 'consumer'),
      provider: await tokenOf(backend, 'provider'),
      admin: await tokenOf(backend, 'admin'),
    }
  })
  afterEach(async () => {
    // Leaving is handled after the close: the hub has seen every close and told every leave
    // before the next test enters.
    await closeSockets(sockets, backend.hub)
  })

  describe('connection', () => {
    it('answers a health check at once', async () => {
      const ws = await connect('consumer')
      ws.send('health_check_message', { healthy: true })
      const reply = healthCheckMessageSchema.parse(await ws.next('health_check_message'))
      expect(reply.entity.healthy).toBe(true)
    })

    it('closes with 1009 on a message over 64 KB, and takes one of exactly 64 KB', async () => {
      const ok = await connect('consumer')
      ok.ws.send(JSON.stringify({ topic: 'chat_message', entity: 'x'.repeat(64 * 1024 - 40) }))
      await ok.settle()
      expect(ok.closeCode).toBeNull()
      const big = await connect('consumer')
      big.ws.send('x'.repeat(64 * 1024 + 1))
      expect(await big.closed).toBe(1009)
    })

    it('answers junk with an error message and stays open', async () => {
      const ws = await connect('consumer')
      ws.ws.send('not json')
      ws.send('chat_message', { text: 'ไม่มีห้อง' })
      ws.send('made_up_topic', {})
      ws.send('enter_room_message', {})
      await ws.settle()
      expect(ws.of('error_message').map((f) => f.entity.code).filter((code) => code !== 'not_in_room')).toEqual(['invalid_message', 'invalid_message', 'invalid_message', 'invalid_message'])
      expect(ws.closeCode).toBeNull()
      expectContractFrames(ws)
    })

    it('closes a socket that floods it with 1008', async () => {
      const ws = await connect('consumer')
      for (let i = 0; i < 400; i++) ws.send('health_check_message', { healthy: true })
      expect(await ws.closed).toBe(1008)
      expect(ws.of('error_message').at(-1)?.entity.code).toBe('rate_limited')
    })

    it('refuses other paths with 404', async () => {
      expect(await upgradeStatus(`${backend.server.ws}/socket`)).toBe(404)
    })
  })

  describe('tickets', () => {
    it('are issued only with a valid bearer token', async () => {
      expect((await call(backend, '/v2/realtime/ticket', { method: 'POST' })).status).toBe(401)
      const res = await call(backend, '/v2/realtime/ticket', { method: 'POST', headers: { authorization: 'Bearer nope' } })
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ code: 'unauthorized' })
    })

    it('are required, and work once', async () => {
      expect(await upgradeStatus(`${backend.server.ws}/ws`)).toBe(401)
      expect(await upgradeStatus(`${backend.server.ws}/ws?token=made-up`)).toBe(401)
      const ticket = await ticketFor(backend, tokens.consumer)
      expect(await upgradeStatus(`${backend.server.ws}/ws?token=${ticket}`)).toBe('open')
      expect(await upgradeStatus(`${backend.server.ws}/ws?token=${ticket}`)).toBe(401)
    })

    it('the spec’s way also works: the access token itself opens a socket that enters the room; a forged one does not', async () => {
      const viaToken = await openSocket(`${backend.server.ws}/ws?token=${tokens.consumer}`)
      sockets.push(viaToken)
      viaToken.send('enter_room_message', { room_name: ROOM })
      await viaToken.next('room_info_message')
      const [head, body, signature] = tokens.consumer.split('.')
      const forged = `${head}.${body}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`
      expect(await upgradeStatus(`${backend.server.ws}/ws?token=${forged}`)).toBe(401)
      expect(await upgradeStatus(`${backend.server.ws}/ws?token=${head}.${body}`)).toBe(401)
    })

    it('refuses a foreign Origin and takes the site’s own', async () => {
      const url = async () => `${backend.server.ws}/ws?token=${await ticketFor(backend, tokens.consumer)}`
      expect(await upgradeStatus(await url(), { origin: 'https://evil.example' })).toBe(403)
      expect(await upgradeStatus(await url(), { origin: backend.server.http })).toBe('open')
    })
  })

  describe('rooms', () => {
    it('lets a non-participant learn nothing of the room', async () => {
      const consumer = await enter('consumer')
      const outsider = await connect('admin')
      outsider.send('enter_room_message', { room_name: ROOM })
      expect(await outsider.closed).toBe(4003)
      expect(outsider.frames.map((f) => f.topic)).toEqual(['error_message'])
      expect(outsider.frames[0]?.entity).toMatchObject({ code: 'forbidden' })
      // A room that does not exist is refused the same way.
      const guesser = await connect('admin')
      guesser.send('enter_room_message', { room_name: 'room_does_not_exist' })
      expect(await guesser.closed).toBe(4003)
      expect(guesser.frames.map((f) => f.entity.code)).toEqual(['forbidden'])
      await consumer.settle()
      expect(consumer.of('enter_room_message')).toEqual([])
      expect(consumer.of('room_update_message')).toEqual([])
    })

    it('gives the joiner a snapshot and tells the other', async () => {
      const consumer = await enter('consumer')
      const info = roomInfoEntitySchema.parse(consumer.of('room_info_message')[0]?.entity)
      expect(Object.keys(info.joined_user)).toEqual([consumerId])
      expect(info.joined_user[consumerId]).toMatchObject({ type: 'consumer', in_call: false, camera: false })

      const provider = await enter('provider')
      const both = roomInfoEntitySchema.parse(provider.of('room_info_message')[0]?.entity)
      expect(Object.keys(both.joined_user).sort()).toEqual([consumerId, providerId].sort())
      expect(both.joined_user[providerId]?.type).toBe('provider')

      const entered = await consumer.next('enter_room_message')
      expect(entered.entity).toEqual({ room_name: ROOM, sender: { type: 'provider', uid: providerId } })
      const update = roomInfoEntitySchema.parse((await consumer.next('room_update_message')).entity)
      expect(Object.keys(update.joined_user)).toHaveLength(2)
      // The room is open (the demo booking starts minutes after the server), so both may join.
      await consumer.next('ready_to_join')
      await provider.next('ready_to_join')
      expectContractFrames(consumer)
      expectContractFrames(provider)
    })

    it('relays offer, answer and ICE to the other participant only, with the sender set by the server', async () => {
      const consumer = await enter('consumer')
      const provider = await enter('provider')
      const sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n'
      consumer.send('offer_message', { room_name: ROOM, rtc_session: { type: 'offer', sdp }, sender: { type: 'provider', uid: providerId } })
      const offer = await provider.next('offer_message')
      expect(offer.entity).toEqual({ room_name: ROOM, rtc_session: { type: 'offer', sdp }, sender: { type: 'consumer', uid: consumerId } })
      provider.send('answer_message', { room_name: ROOM, rtc_session: { type: 'answer', sdp } })
      expect((await consumer.next('answer_message')).entity.sender).toEqual({ type: 'provider', uid: providerId })
      const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdp_m_line_index: 0, sdp_mid: '0' }
      provider.send('ice_message', { room_name: ROOM, ice_candidate: candidate })
      expect((await consumer.next('ice_message')).entity.ice_candidate).toEqual(candidate)
      await Promise.all([consumer.settle(), provider.settle()])
      expect(consumer.of('offer_message')).toEqual([])
      expect(provider.of('answer_message')).toEqual([])
      expect(provider.of('ice_message')).toEqual([])
      expectContractFrames(consumer)
      expectContractFrames(provider)
    })

    it('tells each participant\'s current call and relays the calls a signal names', async () => {
      const consumer = await enter('consumer')
      const provider = await enter('provider')
      provider.send('room_update_message', { room_name: ROOM, in_call: true, call_id: 'provider-call-1' })
      const inCall = await consumer.next('room_update_message', (f) => roomInfoEntitySchema.parse(f.entity).joined_user[providerId]?.call_id === 'provider-call-1')
      expect(roomInfoEntitySchema.parse(inCall.entity).joined_user[providerId]).toMatchObject({ in_call: true, call_id: 'provider-call-1' })
      // The consumer is not in the call: no call of theirs.
      expect(roomInfoEntitySchema.parse(inCall.entity).joined_user[consumerId]?.call_id).toBeNull()

      const sdp = 'v=0\r\n'
      provider.send('offer_message', { room_name: ROOM, rtc_session: { type: 'offer', sdp }, call_id: 'provider-call-1', to_call_id: 'consumer-call-1' })
      expect((await consumer.next('offer_message')).entity).toMatchObject({ call_id: 'provider-call-1', to_call_id: 'consumer-call-1' })

      // Leaving the call ends that call; a call id that is not one is refused.
      provider.send('room_update_message', { room_name: ROOM, in_call: false })
      const out = await consumer.next('room_update_message', (f) => roomInfoEntitySchema.parse(f.entity).joined_user[providerId]?.in_call === false)
      expect(roomInfoEntitySchema.parse(out.entity).joined_user[providerId]?.call_id).toBeNull()
      provider.send('room_update_message', { room_name: ROOM, in_call: true, call_id: 'no spaces allowed' })
      expect((await provider.next('error_message')).entity).toMatchObject({ code: 'invalid_message' })
      expectContractFrames(consumer)
    })

    it('refuses relay from a socket that has not entered the room', async () => {
      const provider = await enter('provider')
      const stranger = await connect('consumer')
      stranger.send('offer_message', { room_name: ROOM, rtc_session: { type: 'offer', sdp: 'x' } })
      expect((await stranger.next('error_message')).entity).toMatchObject({ code: 'not_in_room', topic: 'offer_message' })
      await provider.settle()
      expect(provider.of('offer_message')).toEqual([])
    })

    it('stores chat, echoes it to both, keeps a resent message once, and replays history on reconnect', async () => {
      const consumer = await enter('consumer')
      const provider = await enter('provider')
      consumer.send('chat_message', { room_name: ROOM, message_id: 'c-1', text: 'สวัสดีค่ะครู' })
      const got = await provider.next('chat_message', (f) => f.entity.message_id === 'c-1')
      expect(got.entity).toMatchObject({ text: 'สวัสดีค่ะครู', sender: { type: 'consumer', uid: consumerId } })
      await consumer.next('chat_message', (f) => f.entity.message_id === 'c-1')
      provider.send('chat_message', { room_name: ROOM, message_id: 'p-1', text: 'สวัสดีครับ' })
      await consumer.next('chat_message', (f) => f.entity.message_id === 'p-1')
      // Resent after a reconnect: the same id is stored once.
      consumer.send('chat_message', { room_name: ROOM, message_id: 'c-1', text: 'สวัสดีค่ะครู' })
      await consumer.next('chat_message', (f) => f.entity.message_id === 'c-1', 2)

      consumer.close()
      await consumer.closed
      const again = await enter('consumer')
      await again.settle()
      const history = again.of('chat_message').map((f) => f.entity.message_id)
      expect(history.filter((id) => id === 'c-1')).toHaveLength(1)
      expect(history).toContain('p-1')
      expect(history.indexOf('c-1')).toBeLessThan(history.indexOf('p-1'))
    })

    it('updates the room when media flags change', async () => {
      const consumer = await enter('consumer')
      const provider = await enter('provider')
      provider.send('room_update_message', { room_name: ROOM, camera: true, microphone: true, in_call: true })
      const update = await consumer.next('room_update_message', (f) => {
        const user = roomInfoEntitySchema.parse(f.entity).joined_user[providerId]
        return user?.camera === true && user.in_call
      })
      expect(roomInfoEntitySchema.parse(update.entity).joined_user[providerId]).toMatchObject({ camera: true, microphone: true, screen: false })
      provider.send('room_update_message', { room_name: ROOM })
      expect((await provider.next('error_message')).entity).toMatchObject({ code: 'invalid_message' })
    })

    it('tells the other when someone leaves', async () => {
      const consumer = await enter('consumer')
      const provider = await enter('provider')
      provider.send('left_room_message', { room_name: ROOM })
      const left = await consumer.next('left_room_message')
      expect(left.entity).toEqual({ room_name: ROOM, lefted: { type: 'provider', uid: providerId } })
      const update = roomInfoEntitySchema.parse((await consumer.next('room_update_message', (f) => !(providerId in (f.entity.joined_user as object)))).entity)
      expect(Object.keys(update.joined_user)).toEqual([consumerId])
    })

    it('replaces the first tab of the same user with 4008', async () => {
      const first = await enter('consumer')
      const second = await enter('consumer')
      expect(await first.closed).toBe(4008)
      await second.settle()
      expect(second.closeCode).toBeNull()
      const info = roomInfoEntitySchema.parse(second.of('room_info_message')[0]?.entity)
      expect(Object.keys(info.joined_user)).toEqual([consumerId])
    })

    it('closes the sockets of a user who logs out with 4001', async () => {
      const consumer = await enter('consumer')
      await backend.hub.closeUser(consumerId, 4001, 'signed out')
      expect(await consumer.closed).toBe(4001)
    })
  })
})

describe('realtime hub: a dropped connection', () => {
  // The leave grace runs out when a test says so.
  let grace: TestTimers
  beforeEach(() => {
    grace = testTimers()
  })
  const backend = setUpTestBackend(() => ({ env: { REALTIME_LEAVE_GRACE_SECONDS: '1' }, timers: grace }), { perTest: true, listen: true })

  const enterAs = async (token: string) => {
    const s = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, token)}`)
    s.send('enter_room_message', { room_name: ROOM })
    await s.next('room_info_message')
    return s
  }

  it('is not a leave when it comes back within the grace time, and keeps its flags', async () => {
    const consumerToken = await tokenOf(backend, 'consumer')
    const consumer = await enterAs(consumerToken)
    const providerToken = await tokenOf(backend, 'provider')
    const provider = await enterAs(providerToken)
    provider.send('room_update_message', { room_name: ROOM, camera: true, in_call: true })
    await consumer.next('room_update_message', (f) => roomInfoEntitySchema.parse(f.entity).joined_user[providerId]?.in_call === true)
    backend.hub.dropAll()
    await Promise.all([provider.closed, consumer.closed])
    await grace.scheduled(2)
    const back = await enterAs(providerToken)
    const info = roomInfoEntitySchema.parse(back.of('room_info_message')[0]?.entity)
    expect(info.joined_user[providerId]).toMatchObject({ camera: true, in_call: true })
    const watcher = await enterAs(consumerToken)
    await grace.runAll()
    await watcher.settle()
    expect(watcher.of('left_room_message')).toEqual([])
    back.close()
    watcher.close()
  })

  it('is a leave when it does not come back in time', async () => {
    const consumer = await enterAs(await tokenOf(backend, 'consumer'))
    const provider = await enterAs(await tokenOf(backend, 'provider'))
    provider.ws.terminate()
    await grace.scheduled(1)
    await consumer.settle()
    expect(consumer.of('left_room_message')).toEqual([])
    await grace.runAll()
    const left = await consumer.next('left_room_message')
    expect(left.entity).toEqual({ room_name: ROOM, lefted: { type: 'provider', uid: providerId } })
    consumer.close()
  })
})

describe('realtime hub: session timers on the server clock', () => {
  const clock = testClock(new Date('2026-05-04T02:00:00.000Z'))
  // Each test on a fresh backend, made with the clock back at the start.
  beforeEach(() => clock.set(new Date('2026-05-04T02:00:00.000Z')))
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0 }, { perTest: true, listen: true })

  it('sends ready_to_join, provider_late, nearly_time_up and end_time_up, then closes the room', async () => {
    const consumerToken = await tokenOf(backend, 'consumer')
    // A 60-minute session at 18:00 Bangkok that Monday (after the demo booking), the demo provider's
    // first open hour: the room opens 10 minutes before the start.
    const start = new Date('2026-05-04T11:00:00.000Z')
    const created = await call(backend, '/v2/booking', {
      method: 'POST',
      headers: { authorization: `Bearer ${consumerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service_id: DEMO_BOOKING.serviceId, start_at: start.toISOString() }),
    })
    expect(created.status).toBe(201)
    const booking = (await created.json()) as { room_name: string; end_at: string; start_at: string }
    const room = booking.room_name
    const end = new Date(booking.end_at)

    const consumer = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, consumerToken)}`)
    consumer.send('enter_room_message', { room_name: room })
    await consumer.next('room_info_message')
    await backend.hub.tick()
    await consumer.settle()
    expect(consumer.of('ready_to_join')).toEqual([])

    clock.set(new Date(start.getTime() - 10 * 60_000 - 1))
    await backend.hub.tick()
    await consumer.settle()
    expect(consumer.of('ready_to_join')).toEqual([])
    clock.advance(1)
    await backend.hub.tick()
    expect((await consumer.next('ready_to_join')).entity).toEqual({ room_name: room, at: start.toISOString() })

    // The provider has not come 5 minutes after the start.
    clock.set(new Date(start.getTime() + 5 * 60_000))
    await backend.hub.tick()
    expect((await consumer.next('provider_late')).entity).toEqual({ room_name: room, at: start.toISOString() })

    // Signed in now: access tokens last 15 minutes on this clock too.
    const providerToken = await tokenOf(backend, 'provider')
    const provider = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, providerToken)}`)
    provider.send('enter_room_message', { room_name: room })
    await provider.next('room_info_message')
    await provider.next('ready_to_join')
    // Here now: the late notice is not the provider's to receive.
    expect(provider.of('provider_late')).toEqual([])

    clock.set(new Date(end.getTime() - 5 * 60_000))
    await backend.hub.tick()
    expect((await consumer.next('nearly_time_up')).entity).toEqual({ room_name: room, at: end.toISOString() })
    await provider.next('nearly_time_up')

    clock.set(end)
    await backend.hub.tick()
    await consumer.next('end_time_up')
    await provider.next('end_time_up')
    expect(await consumer.closed).toBe(4009)
    expect(await provider.closed).toBe(4009)
    for (const s of [consumer, provider]) {
      expect(s.of('ready_to_join')).toHaveLength(1)
      expect(s.of('nearly_time_up')).toHaveLength(1)
      expectContractFrames(s)
    }

    // After the end the room stays closed.
    const late = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, await tokenOf(backend, 'consumer'))}`)
    late.send('enter_room_message', { room_name: room })
    expect(await late.closed).toBe(4009)
    expect(late.of('error_message')[0]?.entity).toMatchObject({ code: 'room_closed' })
  })

  it('does not send provider_late when the provider is there', async () => {
    const consumerToken = await tokenOf(backend, 'consumer')
    const providerToken = await tokenOf(backend, 'provider')
    const provider = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, providerToken)}`)
    provider.send('enter_room_message', { room_name: ROOM })
    await provider.next('room_info_message')
    const consumer = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, consumerToken)}`)
    consumer.send('enter_room_message', { room_name: ROOM })
    await consumer.next('room_info_message')
    // The demo booking starts 3 minutes after the server's start.
    clock.advance(DEMO_BOOKING.startsAfterServerStartMs + 6 * 60_000)
    await backend.hub.tick()
    await Promise.all([consumer.settle(), provider.settle()])
    expect(consumer.of('provider_late')).toEqual([])
    consumer.close()
    provider.close()
  })

  it('expires a ticket after 60 seconds', async () => {
    const token = await tokenOf(backend, 'consumer')
    const ticket = await ticketFor(backend, token)
    clock.advance(60_001)
    expect(await upgradeStatus(`${backend.server.ws}/ws?token=${ticket}`)).toBe(401)
    const fresh = await ticketFor(backend, token)
    clock.advance(59_000)
    expect(await upgradeStatus(`${backend.server.ws}/ws?token=${fresh}`)).toBe('open')
  })
})

