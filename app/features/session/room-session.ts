import type { ExtensionEventEntity, OutboundMessage, RoomInfoEntity, SocketEventFor, StateChangeEntity } from '~/contract/socket'
import { SOCKET_CLOSE_CODES } from '~/contract/socket-limits'
import { createClientOnlyFn } from '@tanstack/react-start'
import type * as BridgeModule from '~/workers/realtime-bridge.client'
import { receiveChat, sendChatLocally, type ChatLine, type SessionRole } from './room-state'
import { fetchRealtimeTicket } from './session.queries'

/**
 * The live room of one booking, shared by the waiting room and the video session of a tab: it owns
 * the socket subscriptions, the room info, the chat and the server's timers. Pages hold it while
 * they are mounted; when the last one lets go (and no other session page takes it within a moment,
 * as on the way from the waiting room to the call) the socket and the worker are ended.
 */

export type SocketStatus = 'connecting' | 'up' | 'down' | 'stopped'
export type RoomError = 'forbidden' | 'replaced' | 'too_many_connections' | 'ended' | 'lost'

export type RoomSnapshot = {
  roomName: string
  myUid: string
  myRole: SessionRole
  room: RoomInfoEntity | null
  /** ready_to_join has arrived: the room is open. */
  ready: boolean
  socket: SocketStatus
  /** Why the socket stopped for good, when it did. */
  error: RoomError | null
  /** end_time_up has arrived. */
  ended: boolean
  chat: ChatLine[]
}

export type RoomNotice =
  | { kind: 'nearly_time_up' }
  | { kind: 'provider_late' }
  | { kind: 'end_time_up' }
  | { kind: 'left'; uid: string }

export type Signal =
  | SocketEventFor<'offer_message'>
  | SocketEventFor<'answer_message'>
  | SocketEventFor<'ice_message'>

export type MediaFlags = { camera?: boolean; microphone?: boolean; screen?: boolean; in_call?: boolean; call_id?: string | null }

/** Which call a signal comes from and which call of the other side it is for (see callIdSchema). */
type CallPair = { callId: string; toCallId: string }
export type OutgoingSignal =
  | ({ topic: 'offer_message'; description: RTCSessionDescriptionInit } & CallPair)
  | ({ topic: 'answer_message'; description: RTCSessionDescriptionInit } & CallPair)
  | ({ topic: 'ice_message'; candidate: RTCIceCandidateInit } & CallPair)

type BoardTopic = Extract<OutboundMessage['topic'], `board_${string}`>
/** A whiteboard message as this page sends it: the room's name is added. */
export type OutgoingBoardMessage = { [K in BoardTopic]: { topic: K; entity: Omit<Extract<OutboundMessage, { topic: K }>['entity'], 'room_name'> } }[BoardTopic]

type Bridge = typeof BridgeModule

// The bridge is browser-only (a *.client.ts file). The server bundle still carries these pages'
// code although it never renders them; loading the bridge from inside a client-only function
// leaves no import of it there. It also keeps the worker's code out of the first load.
const loadBridge = createClientOnlyFn(() => import('~/workers/realtime-bridge.client'))
let bridgePromise: Promise<Bridge> | null = null
const bridge = (): Promise<Bridge> => (bridgePromise ??= loadBridge())
const send = (message: Parameters<Bridge['send']>[0]) => bridge().then((loaded) => loaded.send(message))

/** Long enough for the next page to mount; short enough that a page left for elsewhere lets go quickly. */
const LINGER_MS = 1_500

export type RoomIdentity = { roomName: string; myUid: string; myRole: SessionRole }

class RoomSession {
  readonly identity: RoomIdentity
  #snapshot: RoomSnapshot
  #listeners = new Set<() => void>()
  #noticeListeners = new Set<(notice: RoomNotice) => void>()
  #signalListeners = new Set<(signal: Signal) => void>()
  #extensionListeners = new Set<(event: ExtensionEventEntity) => void>()
  #unsubscribers: (() => void)[] = []
  #flags: MediaFlags = {}
  #holders = 0
  #lingerTimer: ReturnType<typeof setTimeout> | null = null
  #closed = false

  constructor(identity: RoomIdentity) {
    this.identity = identity
    this.#snapshot = { ...identity, room: null, ready: false, socket: 'connecting', error: null, ended: false, chat: [] }
  }

  start(): void {
    void bridge().then(
      (loaded) => !this.#closed && this.#start(loaded),
      () => this.#update({ socket: 'stopped', error: 'lost' }),
    )
  }

  #start(loaded: Bridge): void {
    const on = <T extends Parameters<Bridge['subscribe']>[0]>(topic: T, handler: (event: SocketEventFor<T>) => void) => {
      this.#unsubscribers.push(loaded.subscribe(topic, this.#ofThisRoom(handler)))
    }
    on('websocket_state_change', (event) => this.#onState(event.entity))
    on('room_info_message', (event) => this.#update({ room: event.entity }))
    on('room_update_message', (event) => this.#update({ room: event.entity }))
    on('chat_message', (event) => {
      this.#update({ chat: receiveChat(this.#snapshot.chat, event.entity, this.identity.myUid) })
    })
    on('ready_to_join', () => this.#update({ ready: true }))
    on('nearly_time_up', () => this.#notify({ kind: 'nearly_time_up' }))
    on('provider_late', () => this.#notify({ kind: 'provider_late' }))
    on('end_time_up', () => {
      this.#update({ ended: true })
      this.#notify({ kind: 'end_time_up' })
    })
    on('left_room_message', (event) => {
      const room = this.#snapshot.room
      if (room) {
        const joined = { ...room.joined_user }
        delete joined[event.entity.lefted.uid]
        this.#update({ room: { ...room, joined_user: joined } })
      }
      this.#notify({ kind: 'left', uid: event.entity.lefted.uid })
    })
    on('error_message', (event) => {
      const { code, topic } = event.entity
      if ((code === 'forbidden' || code === 'not_found') && (topic === null || topic === 'enter_room_message')) this.#update({ error: 'forbidden' })
      else if (code === 'room_closed' && topic === 'enter_room_message') this.#update({ error: 'ended', ended: true })
    })
    // A step of a request for more time: the spec's request-to-extend event (asked, paid) and our
    // extension_update_message (answered, cancelled, expired) carry the same entity.
    const onExtension = (entity: ExtensionEventEntity) => {
      for (const listener of this.#extensionListeners) listener(entity)
    }
    on('request_to_extend', (event) => onExtension(event.entity))
    on('extension_update_message', (event) => onExtension(event.entity))
    for (const topic of ['offer_message', 'answer_message', 'ice_message'] as const) {
      on(topic, (event) => {
        for (const listener of this.#signalListeners) listener(event)
      })
    }
    void loaded.connectRealtime(fetchRealtimeTicket).catch(() => this.#update({ socket: 'down' }))
    this.#enter()
  }

  /** Enters the room (again, after a reconnect), then repeats our flags the server may not remember. */
  #enter(): void {
    const room_name = this.identity.roomName
    void send({ topic: 'enter_room_message', entity: { room_name } }).catch(() => {})
    if (Object.keys(this.#flags).length > 0) void send({ topic: 'room_update_message', entity: { room_name, ...this.#flags } }).catch(() => {})
    // A message sent just before the socket dropped may never have arrived: send it again; the
    // server knows it by its id.
    for (const line of this.#snapshot.chat) {
      if (line.pending) void send({ topic: 'chat_message', entity: { room_name, message_id: line.messageId, text: line.text } }).catch(() => {})
    }
  }

  #onState(entity: StateChangeEntity): void {
    if (entity.state === 'open') {
      // The open socket stopped answering (or the browser went offline): say so now.
      if (entity.status === 'Fail') return this.#update({ socket: 'down' })
      this.#update({ socket: 'up' })
      // A new socket after a failure: enter the room again (the same socket coming back needs nothing).
      if (entity.status === 'Reconnected' && entity.reason === 'opened') this.#enter()
      return
    }
    if (entity.stopReason === 'do_not_reconnect' || entity.stopReason === 'retries_exhausted') {
      const code = entity.closeCode
      const error: RoomError =
        code === SOCKET_CLOSE_CODES.forbidden
          ? 'forbidden'
          : code === SOCKET_CLOSE_CODES.replaced
            ? 'replaced'
            : code === SOCKET_CLOSE_CODES.tooManyConnections
              ? 'too_many_connections'
              : code === SOCKET_CLOSE_CODES.sessionEnded
              ? 'ended'
              : 'lost'
      // A refusal explained by an error message a moment earlier keeps that explanation.
      this.#update({ socket: 'stopped', error: this.#snapshot.error ?? error, ended: this.#snapshot.ended || error === 'ended' })
      return
    }
    if (entity.status === 'Fail' && this.#snapshot.socket !== 'stopped') this.#update({ socket: 'down' })
  }

  #update(patch: Partial<RoomSnapshot>): void {
    if (this.#closed) return
    this.#snapshot = { ...this.#snapshot, ...patch }
    for (const listener of this.#listeners) listener()
  }

  #notify(notice: RoomNotice): void {
    for (const listener of this.#noticeListeners) listener(notice)
  }

  getSnapshot = (): RoomSnapshot => this.#snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  onNotice(listener: (notice: RoomNotice) => void): () => void {
    this.#noticeListeners.add(listener)
    return () => this.#noticeListeners.delete(listener)
  }

  onSignal(listener: (signal: Signal) => void): () => void {
    this.#signalListeners.add(listener)
    return () => this.#signalListeners.delete(listener)
  }

  onExtension(listener: (event: ExtensionEventEntity) => void): () => void {
    this.#extensionListeners.add(listener)
    return () => this.#extensionListeners.delete(listener)
  }

  /**
   * `handler` for this room's messages only: one socket serves every room the page has been in, so a
   * message naming another room (a late one of the room before) is not passed on. Messages that
   * name no room (the socket's state, errors) always are.
   */
  #ofThisRoom<E extends { entity: unknown }>(handler: (event: E) => void): (event: E) => void {
    return (event) => {
      const roomName = (event.entity as { room_name?: unknown } | null)?.room_name
      if (roomName === undefined || roomName === this.identity.roomName) handler(event)
    }
  }

  /**
   * This room's messages of one topic as the socket brings them, for code that loads later (the
   * whiteboard). Stopped by the returned function or when the room ends.
   */
  onMessage<T extends Parameters<Bridge['subscribe']>[0]>(topic: T, handler: (event: SocketEventFor<T>) => void): () => void {
    let stop: (() => void) | null = null
    let stopped = false
    void bridge().then((loaded) => {
      if (stopped || this.#closed) return
      stop = loaded.subscribe(topic, this.#ofThisRoom(handler))
      this.#unsubscribers.push(stop)
    })
    return () => {
      stopped = true
      if (!stop) return
      stop()
      this.#unsubscribers = this.#unsubscribers.filter((other) => other !== stop)
    }
  }

  /** A whiteboard change (or points, when the call's data channel is not open) through the socket. */
  sendBoard(message: OutgoingBoardMessage): void {
    void send({ topic: message.topic, entity: { room_name: this.identity.roomName, ...message.entity } } as OutboundMessage).catch(() => {})
  }

  sendSignal(signal: OutgoingSignal): void {
    const room_name = this.identity.roomName
    const calls = { call_id: signal.callId, to_call_id: signal.toCallId }
    let promise: Promise<unknown>
    if (signal.topic === 'ice_message') {
      const { candidate, sdpMLineIndex, sdpMid } = signal.candidate
      promise = send({
        topic: 'ice_message',
        entity: { room_name, ...calls, ice_candidate: { candidate: candidate ?? '', sdp_m_line_index: sdpMLineIndex ?? null, sdp_mid: sdpMid ?? null } },
      })
    } else if (signal.topic === 'offer_message') {
      promise = send({ topic: 'offer_message', entity: { room_name, ...calls, rtc_session: { type: 'offer', sdp: signal.description.sdp ?? '' } } })
    } else {
      promise = send({ topic: 'answer_message', entity: { room_name, ...calls, rtc_session: { type: 'answer', sdp: signal.description.sdp ?? '' } } })
    }
    promise.catch(() => {})
  }

  /** Our camera, microphone, screen and in-call flags; remembered so a reconnect can repeat them. */
  updateFlags(flags: MediaFlags): void {
    this.#flags = { ...this.#flags, ...flags }
    void send({ topic: 'room_update_message', entity: { room_name: this.identity.roomName, ...flags } }).catch(() => {})
  }

  sendChat(text: string): void {
    const messageId = crypto.randomUUID()
    this.#update({ chat: sendChatLocally(this.#snapshot.chat, messageId, text) })
    void send({ topic: 'chat_message', entity: { room_name: this.identity.roomName, message_id: messageId, text } }).catch(() => {})
  }

  /** Leaves the call for good on this page: the others are told at once instead of after the drop grace. */
  async leave(): Promise<void> {
    const room_name = this.identity.roomName
    await Promise.allSettled([
      send({ topic: 'room_update_message', entity: { room_name, in_call: false, call_id: null } }),
      send({ topic: 'left_room_message', entity: { room_name } }),
    ])
    await this.close()
  }

  hold(): void {
    this.#holders += 1
    if (this.#lingerTimer !== null) clearTimeout(this.#lingerTimer)
    this.#lingerTimer = null
  }

  letGo(): void {
    this.#holders = Math.max(0, this.#holders - 1)
    if (this.#holders > 0 || this.#closed) return
    this.#lingerTimer = setTimeout(() => {
      if (this.#holders === 0) void this.close()
    }, LINGER_MS)
  }

  get closed(): boolean {
    return this.#closed
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    if (this.#lingerTimer !== null) clearTimeout(this.#lingerTimer)
    if (current === this) current = null
    for (const unsubscribe of this.#unsubscribers) unsubscribe()
    this.#unsubscribers = []
    this.#listeners.clear()
    this.#noticeListeners.clear()
    this.#signalListeners.clear()
    this.#extensionListeners.clear()
    await (await bridge()).endSession()
  }
}

export type { RoomSession }

let current: RoomSession | null = null

/**
 * The tab's room for this booking, started on first use. A room of another booking is ended first:
 * one tab, one session.
 */
export function holdRoom(identity: RoomIdentity): RoomSession {
  if (current && !current.closed && current.identity.roomName === identity.roomName && current.identity.myUid === identity.myUid) {
    current.hold()
    return current
  }
  const previous = current
  const room = new RoomSession(identity)
  current = room
  const begin = () => {
    if (room.closed) return
    room.start()
  }
  // The previous room's worker must be gone before this one asks the bridge for a new worker.
  if (previous) void previous.close().then(begin)
  else begin()
  room.hold()
  return room
}
