import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BOARD_LIMITS, boardStateSchema, type BoardStroke } from '~/contract/board'
import { boardStroke as stroke } from '~/tests/support/board-input'
import { parseInbound } from '~/contract/socket'
import { DEMO_BOOKING, DEMO_USERS } from '~/server/db/seed'
import { call, testClock } from './support/auth-client'
import { closeSockets, openSocket, ticketFor, tokenOf, type Frame, type TestSocket } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'

/**
 * The session's whiteboard on the server: strokes kept per booking and told to the room, points
 * relayed and not kept, undo and redo, clearing (the provider's), the whole board over HTTP, and
 * the limits (invalid strokes, writes per second, a full board).
 */

const ROOM = DEMO_BOOKING.roomName
const BOOKING = DEMO_BOOKING.id
describe('the session whiteboard', () => {
  const clock = testClock(new Date('2026-05-04T02:00:00.000Z'))
  // The demo booking starts three minutes after the backend does: its room is open.
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0, env: { REALTIME_LEAVE_GRACE_SECONDS: '0' } }, { listen: true })
  let tokens: Record<'consumer' | 'provider' | 'admin', string>
  const sockets: TestSocket[] = []

  const enter = async (who: 'consumer' | 'provider') => {
    const socket = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, tokens[who])}`)
    sockets.push(socket)
    socket.send('enter_room_message', { room_name: ROOM })
    await socket.next('room_info_message')
    return socket
  }
  const board = async (who: keyof typeof tokens) => call(backend, `/v2/booking/${BOOKING}/board`, { headers: { authorization: `Bearer ${tokens[who]}` } })
  const boardOf = async (who: 'consumer' | 'provider') => {
    const res = await board(who)
    expect(res.status).toBe(200)
    return boardStateSchema.parse(await res.json())
  }
  const errors = (s: TestSocket) => s.of('error_message').map((f) => f.entity.code)
  const strokeFrame = (id: string) => (f: Frame) => (f.entity.stroke as { stroke_id: string }).stroke_id === id

  beforeAll(async () => {
    tokens = { consumer: await tokenOf(backend, 'consumer'), provider: await tokenOf(backend, 'provider'), admin: await tokenOf(backend, 'admin') }
  })
  afterEach(async () => {
    await closeSockets(sockets, backend.hub)
    // Each test starts with full write budgets.
    clock.advance(10_000)
  })

  it('keeps a finished stroke, tells both people with the new version, and answers the whole board to either of them', async () => {
    const before = await boardOf('consumer')
    const [consumer, provider] = [await enter('consumer'), await enter('provider')]
    const mine = stroke({ page: 1, tool: 'text', points: [[100, 200, 0.5]], text: 'สวัสดีครับ ก่อนเรียน\nบรรทัดที่สอง' })
    consumer.send('board_stroke_message', { room_name: ROOM, stroke: mine })
    const [told, echoed] = [await provider.next('board_stroke_message'), await consumer.next('board_stroke_message')]
    expect(told).toEqual(echoed)
    const routed = parseInbound(JSON.stringify(told))
    expect(routed.topic).toBe('board_stroke_message')
    expect(told.entity).toMatchObject({ room_name: ROOM, version: before.version + 1, sender: { type: 'consumer', uid: DEMO_USERS.consumer.id } })
    expect(told.entity.stroke).toMatchObject({ ...mine, author_id: DEMO_USERS.consumer.id })

    for (const who of ['consumer', 'provider'] as const) {
      const state = await boardOf(who)
      expect(state.version).toBe(before.version + 1)
      expect(state.strokes.at(-1)).toMatchObject({ ...mine, author_id: DEMO_USERS.consumer.id })
    }
  })

  it('answers the board to participants only, and never a stroke drawn elsewhere', async () => {
    expect((await board('admin')).status).toBe(404)
    expect((await call(backend, `/v2/booking/${BOOKING}/board`)).status).toBe(401)
    expect((await call(backend, `/v2/booking/not-an-id/board`, { headers: { authorization: `Bearer ${tokens.consumer}` } })).status).toBe(400)
    // Someone outside the room cannot write to it.
    const outsider = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, tokens.admin)}`)
    sockets.push(outsider)
    const before = await boardOf('provider')
    outsider.send('board_stroke_message', { room_name: ROOM, stroke: stroke() })
    await outsider.settle()
    expect(errors(outsider)).toContain('not_in_room')
    expect((await boardOf('provider')).version).toBe(before.version)
  })

  it('relays the points of a stroke being drawn to the other person only, and keeps none of them', async () => {
    const [consumer, provider] = [await enter('consumer'), await enter('provider')]
    const before = await boardOf('provider')
    const { stroke_id, page, tool, color, width } = stroke()
    provider.send('board_points_message', { room_name: ROOM, stroke_id, page, tool, color, width, from: 0, points: [[1, 2, 0.5]] })
    const relayed = await consumer.next('board_points_message')
    expect(relayed.entity).toMatchObject({ stroke_id, from: 0, points: [[1, 2, 0.5]], sender: { type: 'provider', uid: DEMO_USERS.provider.id } })
    await provider.settle()
    expect(provider.of('board_points_message')).toHaveLength(0)
    expect(await boardOf('provider')).toEqual(before)
  })

  it('undo takes a stroke away for both, sending it again brings it back as it was, and a resend changes nothing', async () => {
    const [consumer, provider] = [await enter('consumer'), await enter('provider')]
    const mine = stroke()
    consumer.send('board_stroke_message', { room_name: ROOM, stroke: mine })
    const kept = await provider.next('board_stroke_message', strokeFrame(mine.stroke_id))
    consumer.send('board_remove_message', { room_name: ROOM, stroke_ids: [mine.stroke_id, 'not_on_the_board'] })
    const removed = await provider.next('board_remove_message')
    expect(removed.entity).toMatchObject({ stroke_ids: [mine.stroke_id], version: (kept.entity.version as number) + 1 })
    expect((await boardOf('consumer')).strokes.map((s) => s.stroke_id)).not.toContain(mine.stroke_id)

    // Brought back (redo; or the other person undoing their eraser) as it was first kept, by its
    // author and in its place in the drawing order, whatever the message says it looks like.
    provider.send('board_stroke_message', { room_name: ROOM, stroke: { ...mine, color: '#dc2626', points: [[0, 0, 1]] } })
    const restored = await consumer.next('board_stroke_message', strokeFrame(mine.stroke_id), 2)
    expect(restored.entity.stroke).toEqual(kept.entity.stroke)
    expect(restored.entity.version).toBe((removed.entity.version as number) + 1)
    // Sent again (a resend after a reconnect): answered as it is, the version unchanged.
    consumer.send('board_stroke_message', { room_name: ROOM, stroke: mine })
    const again = await provider.next('board_stroke_message', strokeFrame(mine.stroke_id), 3)
    expect(again.entity.stroke).toEqual(kept.entity.stroke)
    expect(again.entity.version).toBe(restored.entity.version)
    const state = await boardOf('provider')
    expect(state.strokes.filter((s) => s.stroke_id === mine.stroke_id)).toEqual([kept.entity.stroke])
    expect(state.version).toBe(restored.entity.version)
  })

  it('lets the provider clear a page, and only the provider', async () => {
    const [consumer, provider] = [await enter('consumer'), await enter('provider')]
    const onFirst = stroke({ page: 0 })
    const onThird = stroke({ page: 2 })
    consumer.send('board_stroke_message', { room_name: ROOM, stroke: onFirst })
    consumer.send('board_stroke_message', { room_name: ROOM, stroke: onThird })
    await provider.next('board_stroke_message', strokeFrame(onThird.stroke_id))

    consumer.send('board_clear_message', { room_name: ROOM, page: 0 })
    await consumer.settle()
    expect(errors(consumer)).toContain('forbidden')
    expect((await boardOf('consumer')).strokes.map((s) => s.stroke_id)).toContain(onFirst.stroke_id)

    provider.send('board_clear_message', { room_name: ROOM, page: 0 })
    const cleared = await consumer.next('board_clear_message')
    expect(cleared.entity).toMatchObject({ page: 0, sender: { type: 'provider' } })
    const state = await boardOf('consumer')
    expect(state.strokes.filter((s) => s.page === 0)).toEqual([])
    expect(state.strokes.map((s) => s.stroke_id)).toContain(onThird.stroke_id)
    expect(state.version).toBe(cleared.entity.version)
  })

  it('refuses strokes the contract does not allow, keeping the socket open', async () => {
    const consumer = await enter('consumer')
    const before = await boardOf('consumer')
    const tooMany = Array.from({ length: BOARD_LIMITS.pointsPerStroke + 1 }, (_, i): [number, number, number] => [i % 1600, 10, 0.5])
    const refused = [
      stroke({ points: tooMany }),
      stroke({ points: [[BOARD_LIMITS.width + 1, 0, 0.5]] }),
      stroke({ points: [[1.5, 0, 0.5]] }),
      stroke({ text: 'ข้อความ' }),
      stroke({ tool: 'text', points: [[1, 1, 0.5]] }),
      stroke({ tool: 'line', points: [[1, 1, 0.5]] }),
      stroke({ color: 'red' as BoardStroke['color'] }),
      stroke({ width: 5 as BoardStroke['width'] }),
      stroke({ page: BOARD_LIMITS.pages }),
      stroke({ tool: 'text', points: [[1, 1, 0.5]], text: 'x'.repeat(BOARD_LIMITS.textChars + 1) }),
      stroke({ stroke_id: 'short' }),
    ]
    for (const s of refused) consumer.send('board_stroke_message', { room_name: ROOM, stroke: s })
    consumer.send('board_remove_message', { room_name: ROOM, stroke_ids: [] })
    await consumer.settle()
    expect(errors(consumer).filter((code) => code === 'invalid_message')).toHaveLength(refused.length + 1)
    expect(consumer.closeCode).toBeNull()
    expect(await boardOf('consumer')).toEqual(before)
  })

  it('bounds whiteboard writes per second: one over the budget is refused and the socket stays', async () => {
    const consumer = await enter('consumer')
    const sent = BOARD_LIMITS.writeBurst + 5
    for (let i = 0; i < sent; i++) consumer.send('board_stroke_message', { room_name: ROOM, stroke: stroke() })
    await consumer.settle()
    expect(consumer.of('board_stroke_message')).toHaveLength(BOARD_LIMITS.writeBurst)
    expect(errors(consumer).filter((code) => code === 'rate_limited')).toHaveLength(5)
    expect(consumer.closeCode).toBeNull()
    // The budget comes back with time.
    clock.advance(1_000)
    consumer.send('board_stroke_message', { room_name: ROOM, stroke: stroke() })
    await consumer.next('board_stroke_message', () => true, BOARD_LIMITS.writeBurst + 1)
  })

  it('refuses a stroke that would take the board past its size, and takes strokes again once a page is cleared', async () => {
    const [consumer, provider] = [await enter('consumer'), await enter('provider')]
    // Long strokes of the most points: about 30 KB each, so the board fills in under a hundred.
    const long = () => stroke({ page: 4, points: Array.from({ length: BOARD_LIMITS.pointsPerStroke }, (_, i): [number, number, number] => [1000 + (i % 600), 800 + (i % 100), 0.55]) })
    let full = false
    for (let sent = 0; !full && sent < 200; sent++) {
      if (sent % BOARD_LIMITS.writeBurst === BOARD_LIMITS.writeBurst - 1) clock.advance(10_000)
      consumer.send('board_stroke_message', { room_name: ROOM, stroke: long() })
      await consumer.settle()
      full = errors(consumer).includes('board_full')
    }
    expect(full).toBe(true)
    expect(errors(consumer)).not.toContain('rate_limited')
    const state = await boardOf('consumer')
    const bytes = state.strokes.reduce((sum, s) => sum + JSON.stringify({ tool: s.tool, color: s.color, width: s.width, points: s.points }).length, 0)
    expect(bytes).toBeLessThanOrEqual(BOARD_LIMITS.bytesPerBoard)
    expect(bytes).toBeGreaterThan(BOARD_LIMITS.bytesPerBoard - 40_000)

    clock.advance(10_000)
    provider.send('board_clear_message', { room_name: ROOM, page: 4 })
    await consumer.next('board_clear_message')
    const after = stroke({ page: 4 })
    consumer.send('board_stroke_message', { room_name: ROOM, stroke: after })
    await provider.next('board_stroke_message', strokeFrame(after.stroke_id))
  })
})
