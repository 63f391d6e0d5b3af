import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OutboundMessage, SocketEvent, StateChangeEntity } from '~/contract/socket'

// The bridge owns a real worker; here it is replaced by a recorder the test drives by hand.
const bridge = vi.hoisted(() => {
  const handlers = new Map<string, Set<(event: unknown) => void>>()
  return {
    handlers,
    sent: [] as OutboundMessage[],
    connects: 0,
    ends: 0,
    emit(event: { topic: string; entity?: unknown }) {
      for (const handler of handlers.get(event.topic) ?? []) handler(event)
    },
    reset() {
      handlers.clear()
      this.sent.length = 0
      this.connects = 0
      this.ends = 0
    },
  }
})

vi.mock('~/workers/realtime-bridge.client', () => ({
  connectRealtime: async () => {
    bridge.connects += 1
  },
  subscribe: (topic: string, handler: (event: unknown) => void) => {
    const set = bridge.handlers.get(topic) ?? new Set()
    set.add(handler)
    bridge.handlers.set(topic, set)
    return () => set.delete(handler)
  },
  send: async (message: OutboundMessage) => {
    bridge.sent.push(message)
    return 'sent'
  },
  endSession: async () => {
    bridge.ends += 1
  },
}))

const { holdRoom } = await import('~/app/features/session/room-session')
const { onBoard } = await import('~/app/features/session/board/board-room')

const ROOM = 'room-65f000000000000000000001'
const ME = 'a00000000000000000000001'
const THEM = 'b00000000000000000000002'
const identity = { roomName: ROOM, myUid: ME, myRole: 'consumer' as const }

const state = (patch: Partial<StateChangeEntity>): SocketEvent => ({
  topic: 'websocket_state_change',
  entity: { state: 'open', previous: 'connecting', status: null, reason: 'opened', closeCode: null, retry: null, stopReason: null, at: 0, ...patch },
})
const topics = () => bridge.sent.map((message) => message.topic)
const flush = () => vi.advanceTimersByTimeAsync(0)

describe('the live room of a tab', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    bridge.reset()
  })
  afterEach(async () => {
    vi.useRealTimers()
  })

  it('subscribes, connects and enters the room; ignores other rooms; takes room info, history and ready_to_join', async () => {
    const room = holdRoom(identity)
    await flush()
    expect(bridge.connects).toBe(1)
    expect(bridge.sent).toEqual([{ topic: 'enter_room_message', entity: { room_name: ROOM } }])
    bridge.emit(state({}))
    expect(room.getSnapshot().socket).toBe('up')

    const info = {
      room_name: ROOM,
      joined_user: { [THEM]: { user_display_name: 'Them', camera: true, microphone: true, screen: false, type: 'provider', in_call: false } },
    }
    bridge.emit({ topic: 'room_info_message', entity: info })
    bridge.emit({ topic: 'room_info_message', entity: { room_name: 'another-room', joined_user: {} } })
    expect(room.getSnapshot().room).toEqual(info)
    bridge.emit({ topic: 'ready_to_join', entity: { room_name: ROOM, at: '2026-11-22T10:00:00.000Z' } })
    expect(room.getSnapshot().ready).toBe(true)
    await room.close()
    expect(bridge.ends).toBe(1)
  })

  it('after a reconnect enters again and repeats its flags and any unconfirmed chat message', async () => {
    const room = holdRoom(identity)
    await flush()
    room.updateFlags({ in_call: true, camera: true })
    room.sendChat('hello')
    await flush()
    const chatId = room.getSnapshot().chat[0]!.messageId
    bridge.emit(state({ state: 'closed', previous: 'open', status: 'Fail', reason: 'abnormal_close', closeCode: 1006 }))
    expect(room.getSnapshot().socket).toBe('down')
    bridge.sent.length = 0

    bridge.emit(state({ status: 'Reconnected' }))
    await flush()
    expect(room.getSnapshot().socket).toBe('up')
    expect(bridge.sent).toEqual([
      { topic: 'enter_room_message', entity: { room_name: ROOM } },
      { topic: 'room_update_message', entity: { room_name: ROOM, in_call: true, camera: true } },
      { topic: 'chat_message', entity: { room_name: ROOM, message_id: chatId, text: 'hello' } },
    ])

    // The echo confirms it, and the replayed history does not repeat it.
    const echo = { room_name: ROOM, message_id: chatId, text: 'hello', sender: { type: 'consumer', uid: ME }, sent_at: '2026-11-22T10:00:00.000Z' }
    bridge.emit({ topic: 'chat_message', entity: echo })
    bridge.emit({ topic: 'chat_message', entity: echo })
    expect(room.getSnapshot().chat).toEqual([{ messageId: chatId, text: 'hello', mine: true, sentAt: echo.sent_at, pending: false }])
    bridge.sent.length = 0
    bridge.emit(state({ status: 'Reconnected' }))
    await flush()
    expect(topics()).toEqual(['enter_room_message', 'room_update_message'])
    await room.close()
  })

  it('an open socket that stops answering is down at once; the same socket answering again is up without entering again', async () => {
    const room = holdRoom(identity)
    await flush()
    bridge.emit(state({}))
    bridge.sent.length = 0
    bridge.emit(state({ previous: 'open', status: 'Fail', reason: 'reply_late' }))
    expect(room.getSnapshot().socket).toBe('down')
    bridge.emit(state({ previous: 'open', status: 'Reconnected', reason: 'recovered' }))
    await flush()
    expect(room.getSnapshot().socket).toBe('up')
    expect(bridge.sent).toEqual([])
    bridge.emit(state({ previous: 'open', status: 'Fail', reason: 'went_offline' }))
    expect(room.getSnapshot().socket).toBe('down')
    await room.close()
  })

  it('names why the socket stopped: another tab, too many connections, not a participant, the end', async () => {
    const replaced = holdRoom(identity)
    await flush()
    bridge.emit(state({ state: 'closed', status: 'Fail', reason: 'server_close', closeCode: 4008, stopReason: 'do_not_reconnect' }))
    expect(replaced.getSnapshot()).toMatchObject({ socket: 'stopped', error: 'replaced' })
    await replaced.close()

    bridge.reset()
    const crowded = holdRoom(identity)
    await flush()
    bridge.emit({ topic: 'error_message', entity: { code: 'too_many_connections', message: 'Too many connections', topic: null } })
    bridge.emit(state({ state: 'closed', status: 'Fail', reason: 'server_close', closeCode: 4029, stopReason: 'do_not_reconnect' }))
    expect(crowded.getSnapshot()).toMatchObject({ socket: 'stopped', error: 'too_many_connections' })
    await crowded.close()

    bridge.reset()
    const outsider = holdRoom(identity)
    await flush()
    bridge.emit({ topic: 'error_message', entity: { code: 'forbidden', message: 'Not a participant', topic: 'enter_room_message' } })
    bridge.emit(state({ state: 'closed', status: 'Fail', reason: 'server_close', closeCode: 4003, stopReason: 'do_not_reconnect' }))
    expect(outsider.getSnapshot()).toMatchObject({ socket: 'stopped', error: 'forbidden' })
    await outsider.close()

    bridge.reset()
    const ended = holdRoom(identity)
    await flush()
    const notices: string[] = []
    ended.onNotice((notice) => notices.push(notice.kind))
    bridge.emit({ topic: 'nearly_time_up', entity: { room_name: ROOM, at: '2026-11-22T11:00:00.000Z' } })
    bridge.emit({ topic: 'end_time_up', entity: { room_name: ROOM, at: '2026-11-22T11:00:00.000Z' } })
    expect(notices).toEqual(['nearly_time_up', 'end_time_up'])
    expect(ended.getSnapshot().ended).toBe(true)
    await ended.close()
  })

  it('drops whoever left from the room and forwards offers, answers and candidates of this room only', async () => {
    const room = holdRoom(identity)
    await flush()
    bridge.emit({
      topic: 'room_update_message',
      entity: { room_name: ROOM, joined_user: { [THEM]: { user_display_name: 'Them', camera: true, microphone: true, screen: false, type: 'provider', in_call: true } } },
    })
    const notices: unknown[] = []
    room.onNotice((notice) => notices.push(notice))
    bridge.emit({ topic: 'left_room_message', entity: { room_name: ROOM, lefted: { type: 'provider', uid: THEM } } })
    expect(room.getSnapshot().room?.joined_user).toEqual({})
    expect(notices).toEqual([{ kind: 'left', uid: THEM }])

    const signals: string[] = []
    room.onSignal((signal) => signals.push(signal.topic))
    const sender = { type: 'provider', uid: THEM }
    bridge.emit({ topic: 'offer_message', entity: { room_name: ROOM, rtc_session: { type: 'offer', sdp: 'v=0' }, sender } })
    bridge.emit({ topic: 'offer_message', entity: { room_name: 'another-room', rtc_session: { type: 'offer', sdp: 'v=0' }, sender } })
    bridge.emit({ topic: 'ice_message', entity: { room_name: ROOM, ice_candidate: { candidate: '', sdp_m_line_index: 0, sdp_mid: '0' }, sender } })
    expect(signals).toEqual(['offer_message', 'ice_message'])

    room.sendSignal({ topic: 'ice_message', candidate: { candidate: 'candidate:1', sdpMLineIndex: 0, sdpMid: '0' }, callId: 'our-call-01', toCallId: 'their-call-1' })
    await flush()
    expect(bridge.sent.at(-1)).toEqual({
      topic: 'ice_message',
      entity: { room_name: ROOM, call_id: 'our-call-01', to_call_id: 'their-call-1', ice_candidate: { candidate: 'candidate:1', sdp_m_line_index: 0, sdp_mid: '0' } },
    })
    await room.close()
  })

  it('survives the way from the waiting room to the call, and ends the worker when no page holds it', async () => {
    const waiting = holdRoom(identity)
    await flush()
    waiting.letGo()
    const call = holdRoom(identity)
    expect(call).toBe(waiting)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(bridge.ends).toBe(0)
    expect(bridge.connects).toBe(1)

    call.letGo()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(call.closed).toBe(true)
    expect(bridge.ends).toBe(1)
    // The next page starts afresh.
    const next = holdRoom(identity)
    expect(next).not.toBe(call)
    await flush()
    expect(bridge.connects).toBe(2)
    await next.close()
  })

  it('leaving tells the room at once, then ends the worker', async () => {
    const room = holdRoom(identity)
    await flush()
    bridge.sent.length = 0
    await room.leave()
    expect(bridge.sent).toEqual([
      { topic: 'room_update_message', entity: { room_name: ROOM, in_call: false, call_id: null } },
      { topic: 'left_room_message', entity: { room_name: ROOM } },
    ])
    expect(room.closed).toBe(true)
    expect(bridge.ends).toBe(1)
  })
  it("hands the whiteboard (board-room.ts, through the room's onMessage) its room's changes, points and refusals, and sends its messages with the room's name", async () => {
    const room = holdRoom(identity)
    await flush()
    const heard: unknown[] = []
    const stop = onBoard(room, (event) => heard.push(event))
    await flush()
    const them = { type: 'provider', uid: THEM }
    const stroke = { stroke_id: 'stroke_01', page: 0, tool: 'pen', color: '#1f2937', width: 6, points: [[1, 2, 0.5]], author_id: THEM, seq: 1 }
    bridge.emit({ topic: 'board_stroke_message', entity: { room_name: ROOM, version: 3, stroke, sender: them } })
    bridge.emit({ topic: 'board_stroke_message', entity: { room_name: 'another-room', version: 9, stroke, sender: them } })
    bridge.emit({ topic: 'board_remove_message', entity: { room_name: ROOM, version: 4, stroke_ids: ['stroke_01'], sender: them } })
    bridge.emit({ topic: 'board_clear_message', entity: { room_name: ROOM, version: 5, page: 2, sender: them } })
    const { seq: _seq, author_id: _author, ...drawn } = stroke
    bridge.emit({ topic: 'board_points_message', entity: { room_name: ROOM, ...drawn, from: 0, sender: them } })
    bridge.emit({ topic: 'error_message', entity: { code: 'board_full', message: 'full', topic: 'board_stroke_message' } })
    expect(heard).toEqual([
      { kind: 'change', change: { kind: 'stroke', version: 3, stroke }, sender: them },
      { kind: 'change', change: { kind: 'remove', version: 4, strokeIds: ['stroke_01'] }, sender: them },
      { kind: 'change', change: { kind: 'clear', version: 5, page: 2 }, sender: them },
      { kind: 'points', points: { ...drawn, from: 0 }, sender: them },
      { kind: 'refused', code: 'board_full' },
    ])
    // A refused whiteboard change is not a refused room.
    bridge.emit({ topic: 'error_message', entity: { code: 'forbidden', message: 'no', topic: 'board_clear_message' } })
    expect(room.getSnapshot().error).toBeNull()
    expect(heard.at(-1)).toEqual({ kind: 'refused', code: 'forbidden' })
    // Once stopped, the board hears nothing more.
    stop()
    bridge.emit({ topic: 'board_clear_message', entity: { room_name: ROOM, version: 6, page: 0, sender: them } })
    expect(heard).toHaveLength(6)

    bridge.sent.length = 0
    room.sendBoard({ topic: 'board_clear_message', entity: { page: 1 } })
    await flush()
    expect(bridge.sent).toEqual([{ topic: 'board_clear_message', entity: { room_name: ROOM, page: 1 } }])
    await room.close()
  })
})
