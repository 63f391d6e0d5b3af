import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import type { ParsedOutboundMessage } from '~/contract/socket'
import type { BookingRecord } from '~/server/db/repositories/bookings-repository'
import type { PresenceRecord, StoredChat } from '~/server/db/repositories/realtime-repository'
import { createLogger } from '~/server/log'
import { createRoomRules, type Connection, type RoomRulesOptions } from '~/server/realtime/room-rules'
import { createMemoryBus } from '~/server/realtime/room-bus'
import type { Timers } from '~/server/services/clock'

/**
 * The room rules alone: sockets are stand-ins that record what they are sent, the database is a
 * few maps, the bus is the memory one, and the leave grace waits on timers the test runs.
 */

type Frame = { topic: string; entity: Record<string, unknown> }
type FakeWs = { readyState: number; OPEN: 1; frames: Frame[]; closeCode: number | null; send(data: string): void; close(code: number): void }

const party = (id: string, displayName: string) => ({ id, username: id, displayName, profilePicture: '' })
const booking: BookingRecord = {
  id: 'b1',
  roomName: 'room_1',
  startAt: new Date('2026-05-04T11:00:00.000Z'),
  endAt: new Date('2026-05-04T12:00:00.000Z'),
  service: { id: 's1', title: 'Lesson', minutesPerSession: 60 },
  consumer: party('consumer-1', 'Consumer'),
  provider: party('provider-1', 'Provider'),
}

function fakeRepository() {
  const presence = new Map<string, PresenceRecord>()
  const chat: StoredChat[] = []
  const attendance: string[] = []
  const repository: RoomRulesOptions['rooms'] = {
    async enter({ userId, connectionId, instanceId, displayName, now }) {
      const before = presence.get(userId)
      const flags = before ?? { camera: false, microphone: false, screen: false, inCall: false, callId: null }
      presence.set(userId, { ...flags, userId, connectionId, instanceId, displayName, enteredAt: now })
      return { previousConnectionId: before?.connectionId ?? null }
    },
    async updateFlags(_bookingId, userId, connectionId, flags) {
      const row = presence.get(userId)
      if (row?.connectionId !== connectionId) return false
      presence.set(userId, { ...row, ...flags })
      return true
    },
    async leave(_bookingId, userId, connectionId) {
      if (presence.get(userId)?.connectionId !== connectionId) return false
      presence.delete(userId)
      return true
    },
    presence: async () => [...presence.values()],
    async saveChat(input) {
      const found = chat.find((m) => m.senderId === input.senderId && m.messageId === input.messageId)
      if (found) return found
      const stored = { id: String(chat.length + 1), ...input }
      chat.push(stored)
      return stored
    },
    chatHistory: async () => [...chat],
    openAttendance: async (_bookingId, userId) => void attendance.push(`open ${userId}`),
    closeAttendance: async (_bookingId, userId) => void attendance.push(`close ${userId}`),
  }
  return { repository, presence, attendance }
}

function manualTimers(): Timers & { pending: Set<() => unknown>; runAll(): Promise<void> } {
  const pending = new Set<() => unknown>()
  return {
    pending,
    setTimeout: (run) => {
      pending.add(run)
      return run
    },
    clearTimeout: (handle) => void pending.delete(handle as () => unknown),
    async runAll() {
      const runs = [...pending]
      pending.clear()
      await Promise.all(runs.map((run) => run()))
    },
  }
}

function setup(at = new Date('2026-05-04T10:55:00.000Z'), leaveGraceMs = 1_000) {
  let now = at
  const db = fakeRepository()
  const timers = manualTimers()
  const work = new Set<Promise<void>>()
  const rules = createRoomRules({
    log: createLogger('silent'),
    now: () => now,
    instanceId: 'i1',
    bus: createMemoryBus(),
    rooms: db.repository,
    // The whiteboard's rules are tested with a database (tests/integration/board.test.ts).
    boards: {
      addStroke: () => Promise.reject(new Error('not in these tests')),
      removeStrokes: () => Promise.reject(new Error('not in these tests')),
      clearPage: () => Promise.reject(new Error('not in these tests')),
      board: () => Promise.reject(new Error('not in these tests')),
    },
    findRoom: async (name) => (name === booking.roomName ? booking : undefined),
    timers,
    leaveGraceMs,
    chatMessagesPerRoom: 50,
    heartbeatIfDue: async () => {},
    aliveSince: (t) => t,
    track: (p) => {
      work.add(p)
      return p
    },
  })
  let n = 0
  const connect = (userId: string) => {
    const ws: FakeWs = {
      readyState: 1,
      OPEN: 1,
      frames: [],
      closeCode: null,
      send(data) {
        this.frames.push(JSON.parse(data) as Frame)
      },
      close(code) {
        this.readyState = 3
        this.closeCode = code
      },
    }
    const c = rules.open({ id: `c${++n}`, ws: ws as unknown as WebSocket, userId, queue: Promise.resolve(), bucket: { tokens: 1, refilledAt: 0 }, awaitingPong: false })
    return { c, ws, topics: () => ws.frames.map((f) => f.topic) }
  }
  const send = (c: Connection, message: ParsedOutboundMessage) => rules.handle(c, message)
  const enter = async (userId: string) => {
    const s = connect(userId)
    await send(s.c, { topic: 'enter_room_message', entity: { room_name: booking.roomName } })
    return s
  }
  return { rules, db, timers, work, connect, send, enter, setNow: (t: Date) => (now = t) }
}

describe('room rules', () => {
  it('seats the booking’s participants: a snapshot and the due timers to the joiner, the news to the other', async () => {
    const { enter } = setup()
    const consumer = await enter('consumer-1')
    expect(consumer.topics()).toEqual(['room_info_message', 'ready_to_join'])
    const provider = await enter('provider-1')
    expect(provider.topics()).toEqual(['room_info_message', 'ready_to_join'])
    expect(consumer.topics().slice(2)).toEqual(['enter_room_message', 'room_update_message'])
    expect(consumer.ws.frames[2]?.entity).toEqual({ room_name: 'room_1', sender: { type: 'provider', uid: 'provider-1' } })
  })

  it('refuses an outsider, and an unknown room, the same way', async () => {
    const { enter, connect, send } = setup()
    const outsider = await enter('someone-else')
    expect(outsider.ws.closeCode).toBe(4003)
    const guesser = connect('consumer-1')
    await send(guesser.c, { topic: 'enter_room_message', entity: { room_name: 'room_nope' } })
    expect(guesser.ws.closeCode).toBe(4003)
    expect(outsider.ws.frames).toEqual(guesser.ws.frames)
  })

  it('refuses entry once the session is over', async () => {
    const { enter } = setup(booking.endAt)
    const late = await enter('consumer-1')
    expect(late.ws.closeCode).toBe(4009)
    expect(late.ws.frames[0]?.entity).toMatchObject({ code: 'room_closed' })
  })

  it('answers messages about a room the sender is not in with not_in_room', async () => {
    const { connect, send } = setup()
    const s = connect('consumer-1')
    await send(s.c, { topic: 'chat_message', entity: { room_name: booking.roomName, message_id: 'm1', text: 'hi' } })
    expect(s.ws.frames).toEqual([{ topic: 'error_message', entity: { code: 'not_in_room', message: 'Enter the room first', topic: 'chat_message' } }])
  })

  it('relays signaling to the other only, with the sender set here; echoes chat to both', async () => {
    const { enter, send } = setup()
    const consumer = await enter('consumer-1')
    const provider = await enter('provider-1')
    await send(consumer.c, { topic: 'offer_message', entity: { room_name: booking.roomName, rtc_session: { type: 'offer', sdp: 'v=0' } } })
    expect(consumer.topics()).not.toContain('offer_message')
    expect(provider.ws.frames.at(-1)).toEqual({ topic: 'offer_message', entity: { room_name: 'room_1', rtc_session: { type: 'offer', sdp: 'v=0' }, sender: { type: 'consumer', uid: 'consumer-1' } } })
    await send(provider.c, { topic: 'chat_message', entity: { room_name: booking.roomName, message_id: 'p1', text: 'hello' } })
    for (const s of [consumer, provider]) expect(s.ws.frames.at(-1)).toMatchObject({ topic: 'chat_message', entity: { message_id: 'p1', sender: { type: 'provider', uid: 'provider-1' } } })
  })

  it('tells a leave after the grace when a dropped socket does not come back, and not at all when it does', async () => {
    const { enter, rules, timers, work } = setup()
    const consumer = await enter('consumer-1')
    const provider = await enter('provider-1')
    rules.closed(provider.c)
    expect(timers.pending.size).toBe(1)
    expect(consumer.topics()).not.toContain('left_room_message')
    await timers.runAll()
    await Promise.all(work)
    expect(consumer.topics()).toContain('left_room_message')

    const back = await enter('provider-1')
    rules.closed(back.c)
    await enter('provider-1')
    const before = consumer.topics().filter((t) => t === 'left_room_message').length
    await timers.runAll()
    await Promise.all(work)
    expect(consumer.topics().filter((t) => t === 'left_room_message')).toHaveLength(before)
  })

  it('drops pending leave graces when stopped', async () => {
    const { enter, rules, timers } = setup()
    await enter('consumer-1')
    const provider = await enter('provider-1')
    rules.closed(provider.c)
    rules.stop()
    expect(timers.pending.size).toBe(0)
  })

  it('sends the timers as they come due, each once, and ends the room at the end with 4009', async () => {
    const { enter, rules, setNow, db } = setup()
    const consumer = await enter('consumer-1')
    setNow(new Date('2026-05-04T11:05:00.000Z'))
    await rules.checkRooms(new Date('2026-05-04T11:05:00.000Z'))
    await rules.checkRooms(new Date('2026-05-04T11:06:00.000Z'))
    expect(consumer.topics()).toEqual(['room_info_message', 'ready_to_join', 'provider_late'])
    await rules.checkRooms(new Date('2026-05-04T11:55:00.000Z'))
    expect(consumer.topics().at(-1)).toBe('nearly_time_up')
    setNow(booking.endAt)
    await rules.checkRooms(booking.endAt)
    expect(consumer.topics().at(-1)).toBe('end_time_up')
    expect(consumer.ws.closeCode).toBe(4009)
    expect(db.presence.size).toBe(0)
    expect(db.attendance).toEqual(['close consumer-1'])
  })
})
