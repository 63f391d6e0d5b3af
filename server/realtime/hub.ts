import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import type { BookingRole } from '~/contract/api/booking'
import {
  SOCKET_CLOSE_CODES,
  SOCKET_MAX_MESSAGE_BYTES,
  parseOutbound,
  socketEnvelopeSchema,
  type HealthCheckMessage,
  type JoinedUser,
  type OutboundMessage,
  type Participant,
  type SocketErrorEntity,
} from '~/contract/socket'
import type { BookingRecord } from '~/server/db/repositories/bookings-repository'
import type { PresenceRecord, RealtimeRepository } from '~/server/db/repositories/realtime-repository'
import type { Logger } from '~/server/log'
import { roleIn, sessionMoments } from '~/server/services/booking-service'
import { systemTimers, type Clock, type Timers } from '~/server/services/clock'
import type { BusEvent, RoomBus } from './room-bus'

/**
 * The WebSocket endpoint `/ws`: single-use tickets, session rooms of exactly two participants,
 * signaling relay, chat with history, and the session timers on the server clock.
 *
 * Room state that must be shared (who is in which room, chat, attendance) lives in the database;
 * room traffic goes through the bus (memory, or Redis pub/sub across instances). What stays in
 * this process is only its own sockets.
 *
 * `noServer` mode so one Node HTTP server (production) or Vite's dev server can hand upgrades over.
 */
export type Hub = {
  /** Call from the HTTP server's 'upgrade' event. Anything but `/ws` gets a 404 and is closed. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Closes every socket (default 1001 "going away") and stops accepting; resolves when all are gone. */
  closeAll(code?: number, reason?: string): Promise<void>
  /** Closes the sockets of one user (on logout). */
  closeUser(userId: string, code: number, reason: string): Promise<void>
  /** Drops every socket without a close frame, as a crash or a network cut would (development and tests). */
  dropAll(): void
  /**
   * Hands `frames` to everyone in the room, on every instance. With `bookingChanged` (a session
   * was extended), each instance first reads the booking again, so the timers follow the new end.
   */
  announce(roomName: string, frames: string[], options?: { bookingChanged?: boolean }): Promise<void>
  /** Runs the clock-driven work now: heartbeat and session timers. Runs every second by itself. */
  tick(): Promise<void>
  /** Resolves when the work closed sockets have set off so far is done (rows deleted, due leaves told). */
  settled(): Promise<void>
  /** Open sockets, for tests and metrics. */
  readonly size: number
  readonly instanceId: string
}

export const WS_PATH = '/ws'

export type HubOptions = {
  readonly log: Logger
  readonly now: Clock
  /** Where the leave grace waits. Default: real timers. */
  readonly timers?: Timers
  readonly bus: RoomBus
  readonly rooms: RealtimeRepository
  /** The user of `/ws?token=` (a ticket, which works once, or an access token), or undefined. */
  readonly redeemTicket: (ticket: string) => Promise<string | undefined>
  readonly findRoom: (roomName: string) => Promise<BookingRecord | undefined>
  /** Origins allowed besides the request's own host (the configured public origin). */
  readonly allowedOrigins?: readonly string[]
  /** How long a dropped participant stays in the room before the other is told they left. */
  readonly leaveGraceMs: number
  /** Default 1 s. 0 turns the timer off (tests call tick()). */
  readonly tickIntervalMs?: number
  /** Messages a socket may send in a burst, and per second after it. */
  readonly rateLimit?: { readonly burst: number; readonly perSecond: number }
  /** Open sockets one user may have, counted across instances: a newer one is closed with 4029. */
  readonly socketsPerUser: number
  /** Chat messages a room keeps, the newest; older ones are deleted as new ones arrive. */
  readonly chatMessagesPerRoom: number
  /**
   * Real time (not the `now` clock) between two pings of every socket; a socket that has not
   * answered the previous one by then is taken for dead and dropped. Default 30 s.
   */
  readonly pingIntervalMs?: number
}

// A peer that never answers the close handshake must not hold up shutdown.
const CLOSE_GRACE_MS = 1_000
const HEARTBEAT_MS = 10_000
// An instance silent this long is taken for dead: its sockets no longer count as present.
const INSTANCE_ALIVE_MS = 30_000
const INSTANCE_PRUNE_MS = 5 * 60_000
const CHAT_HISTORY_LIMIT = 200
const DEFAULT_RATE = { burst: 200, perSecond: 100 }
const DEFAULT_PING_INTERVAL_MS = 30_000

type TimerTopic = 'ready_to_join' | 'provider_late' | 'nearly_time_up' | 'end_time_up'

type RoomSeat = { readonly booking: BookingRecord; readonly role: BookingRole; readonly displayName: string }

type Connection = {
  readonly id: string
  readonly ws: WebSocket
  readonly userId: string
  seat: RoomSeat | null
  /** Messages are handled one after another, so an ICE candidate never overtakes its offer. */
  queue: Promise<void>
  tokens: number
  refilledAt: number
  readonly sentTimers: Set<TimerTopic>
  /** Set when the server ends this socket's stay on purpose; no leave grace then. */
  ended: 'replaced' | 'session_ended' | null
  /** A ping went out and nothing has come back since. */
  awaitingPong: boolean
}

/** What the upgrade learnt: the user, and whether they were under the socket cap. */
type Admission = { readonly userId: string; readonly connectionId: string; readonly admitted: boolean }

type LocalRoom = {
  booking: BookingRecord
  readonly connections: Set<Connection>
  providerLateChecked: boolean
  ending: boolean
}

export function createHub(options: HubOptions): Hub {
  const { log, now, bus, rooms } = options
  const timers = options.timers ?? systemTimers
  const rate = options.rateLimit ?? DEFAULT_RATE
  const instanceId = randomBytes(8).toString('hex')
  let closing = false
  let lastHeartbeat = 0
  const connections = new Set<Connection>()
  const localRooms = new Map<string, LocalRoom>()
  const graceTimers = new Set<unknown>()
  // What closed sockets set off: their rows being deleted, their leaves once due. Shutdown waits for it.
  const afterClose = new Set<Promise<void>>()
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS
  let lastPingRound = performance.now()
  // `maxPayload` makes ws itself close with 1009 when an inbound message is larger.
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_MESSAGE_BYTES, clientTracking: true })

  const frame = (topic: string, entity: unknown) => JSON.stringify({ topic, entity })
  const sendFrame = (c: Connection, data: string) => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(data)
  }
  const sendError = (c: Connection, code: SocketErrorEntity['code'], message: string, topic: string | null) =>
    sendFrame(c, frame('error_message', { code, message, topic } satisfies SocketErrorEntity))

  // ---------------------------------------------------------------------------------------------
  // Clock-driven work

  async function heartbeatIfDue(): Promise<void> {
    const at = now()
    if (at.getTime() - lastHeartbeat < HEARTBEAT_MS && lastHeartbeat !== 0) return
    lastHeartbeat = at.getTime()
    await rooms.heartbeat(instanceId, at)
    await rooms.pruneInstances(new Date(at.getTime() - INSTANCE_PRUNE_MS))
  }

  async function presence(bookingId: string) {
    // Our own rows count only while our heartbeat is fresh: keep it so before reading.
    await heartbeatIfDue()
    return rooms.presence(bookingId, new Date(now().getTime() - INSTANCE_ALIVE_MS))
  }

  function sendTimer(c: Connection, topic: TimerTopic, roomName: string, at: Date) {
    if (c.sentTimers.has(topic)) return
    c.sentTimers.add(topic)
    sendFrame(c, frame(topic, { room_name: roomName, at: at.toISOString() }))
  }

  /** Sends what is due to one socket; `providerPresent` is known on entering, else looked up once per room. */
  function timersFor(c: Connection, room: LocalRoom, at: Date, providerPresent: boolean | null) {
    const m = sessionMoments(room.booking)
    const name = room.booking.roomName
    if (at >= m.opensAt) sendTimer(c, 'ready_to_join', name, m.startAt)
    if (at >= m.providerLateAt && at < m.endAt && providerPresent === false) sendTimer(c, 'provider_late', name, m.startAt)
    if (at >= m.nearlyTimeUpAt) sendTimer(c, 'nearly_time_up', name, m.endAt)
  }

  async function checkRoom(room: LocalRoom, at: Date) {
    // At the end, a last look: an extension accepted a moment ago (on any instance) moved it.
    if (at >= room.booking.endAt) await refreshBooking(room, at)
    const m = sessionMoments(room.booking)
    if (at >= m.endAt) return endRoom(room)
    let providerPresent: boolean | null = null
    if (at >= m.providerLateAt && !room.providerLateChecked) {
      room.providerLateChecked = true
      providerPresent = (await presence(room.booking.id)).some((p) => p.userId === room.booking.provider.id)
    }
    for (const c of room.connections) timersFor(c, room, at, providerPresent)
  }

  /** The end time: everyone here is told, their stay is closed, and the sockets close with 4009. */
  async function endRoom(room: LocalRoom) {
    if (room.ending) return
    room.ending = true
    const { booking } = room
    const at = now()
    for (const c of [...room.connections]) {
      sendTimer(c, 'end_time_up', booking.roomName, booking.endAt)
      c.ended = 'session_ended'
      leaveLocal(c)
      await rooms.leave(booking.id, c.userId, c.id)
      await rooms.closeAttendance(booking.id, c.userId, at < booking.endAt ? at : booking.endAt)
      c.ws.close(SOCKET_CLOSE_CODES.sessionEnded, 'session ended')
    }
  }

  /**
   * Drops sockets whose peer is gone without a word (a phone that lost its network): they would
   * otherwise stay open, hold a place under the per-user socket cap and be written to, until the
   * operating system gives up on them. Browsers answer WebSocket pings by themselves.
   */
  function pingIfDue() {
    const t = performance.now()
    if (t - lastPingRound < pingIntervalMs) return
    lastPingRound = t
    for (const c of connections) {
      if (c.awaitingPong) {
        log.debug('socket did not answer a ping', { connectionId: c.id })
        c.ws.terminate()
        continue
      }
      if (c.ws.readyState !== c.ws.OPEN) continue
      c.awaitingPong = true
      c.ws.ping()
    }
  }

  let ticking: Promise<void> | null = null
  async function tick(): Promise<void> {
    // One tick at a time: a slow database must not pile ticks up.
    if (ticking) return ticking
    ticking = (async () => {
      try {
        pingIfDue()
        await heartbeatIfDue()
        const at = now()
        for (const room of [...localRooms.values()]) await checkRoom(room, at)
      } catch (err) {
        log.warn('realtime tick failed', { error: err })
      } finally {
        ticking = null
      }
    })()
    return ticking
  }

  const tickMs = options.tickIntervalMs ?? 1_000
  const interval = tickMs > 0 ? setInterval(() => void tick(), tickMs) : null
  interval?.unref()
  void tick()

  /**
   * Reads the room's booking again. Timers that belong to the old end are forgotten, so
   * nearly_time_up comes again before the new end (end_time_up is only ever sent at the end).
   */
  async function refreshBooking(room: LocalRoom, at: Date) {
    const fresh = await options.findRoom(room.booking.roomName)
    if (!fresh || fresh.endAt.getTime() === room.booking.endAt.getTime()) return
    room.booking = fresh
    const due = sessionMoments(fresh)
    for (const c of room.connections) {
      if (c.seat) c.seat = { ...c.seat, booking: fresh }
      if (at < due.nearlyTimeUpAt) c.sentTimers.delete('nearly_time_up')
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Rooms

  function onBusEvent(roomName: string, event: BusEvent) {
    const room = localRooms.get(roomName)
    if (!room) return
    if (event.kind === 'deliver') {
      for (const c of room.connections) {
        if (event.except !== undefined && c.userId === event.except) continue
        for (const data of event.frames) sendFrame(c, data)
      }
    } else if (event.kind === 'booking_changed') {
      // The new times first, so nothing fires on the old end after the room has heard of the new one.
      void refreshBooking(room, now())
        .catch((err: unknown) => log.warn('reading a changed booking failed', { error: err }))
        .then(() => {
          for (const c of room.connections) for (const data of event.frames) sendFrame(c, data)
        })
    } else {
      for (const c of [...room.connections]) {
        if (c.userId !== event.userId || c.id === event.keep) continue
        c.ended = 'replaced'
        leaveLocal(c)
        c.ws.close(SOCKET_CLOSE_CODES.replaced, 'opened in another tab')
      }
    }
  }

  async function joinLocal(c: Connection, booking: BookingRecord) {
    let room = localRooms.get(booking.roomName)
    if (!room) {
      room = { booking, connections: new Set(), providerLateChecked: false, ending: false }
      localRooms.set(booking.roomName, room)
      const name = booking.roomName
      await bus.subscribe(name, (event) => onBusEvent(name, event))
    } else {
      room.booking = booking
    }
    room.connections.add(c)
    return room
  }

  function leaveLocal(c: Connection) {
    const seat = c.seat
    if (!seat) return
    c.seat = null
    const room = localRooms.get(seat.booking.roomName)
    if (!room) return
    room.connections.delete(c)
    if (room.connections.size === 0) {
      localRooms.delete(seat.booking.roomName)
      void bus.unsubscribe(seat.booking.roomName).catch((err: unknown) => log.warn('room unsubscribe failed', { error: err }))
    }
  }

  function roomInfo(booking: BookingRecord, people: readonly PresenceRecord[]) {
    const joined: Record<string, JoinedUser> = {}
    for (const p of people) {
      joined[p.userId] = {
        user_display_name: p.displayName,
        camera: p.camera,
        microphone: p.microphone,
        screen: p.screen,
        type: roleIn(booking, p.userId) ?? 'consumer',
        in_call: p.inCall,
        call_id: p.inCall ? p.callId : null,
      }
    }
    return { room_name: booking.roomName, joined_user: joined }
  }

  async function publishRoomUpdate(booking: BookingRecord, before: string[] = [], except?: string) {
    const frames = [...before, frame('room_update_message', roomInfo(booking, await presence(booking.id)))]
    await bus.publish(booking.roomName, except === undefined ? { kind: 'deliver', frames } : { kind: 'deliver', frames, except })
  }

  const participant = (c: Connection, seat: RoomSeat): Participant => ({ type: seat.role, uid: c.userId })

  /** Removes a participant from the room for everyone, if `connectionId` still holds their place. */
  async function leaveRoom(booking: BookingRecord, userId: string, role: BookingRole, connectionId: string) {
    if (!(await rooms.leave(booking.id, userId, connectionId))) return
    await rooms.closeAttendance(booking.id, userId, now())
    const left = frame('left_room_message', { room_name: booking.roomName, lefted: { type: role, uid: userId } })
    await publishRoomUpdate(booking, [left], userId)
  }

  async function enter(c: Connection, roomName: string) {
    if (c.seat && c.seat.booking.roomName !== roomName) await leave(c)
    const booking = await options.findRoom(roomName)
    const role = booking && roleIn(booking, c.userId)
    if (!booking || !role) {
      // The same answer whether the room exists or not: an outsider learns nothing of it.
      sendError(c, 'forbidden', 'Not a participant of this room', 'enter_room_message')
      c.ws.close(SOCKET_CLOSE_CODES.forbidden, 'not a participant')
      return
    }
    const at = now()
    if (at >= booking.endAt) {
      sendError(c, 'room_closed', 'This session has ended', 'enter_room_message')
      c.ws.close(SOCKET_CLOSE_CODES.sessionEnded, 'session ended')
      return
    }
    const displayName = role === 'provider' ? booking.provider.displayName : booking.consumer.displayName
    const seat: RoomSeat = { booking, role, displayName }
    const room = await joinLocal(c, booking)
    c.seat = seat
    const { previousConnectionId } = await rooms.enter({ bookingId: booking.id, userId: c.userId, connectionId: c.id, instanceId, displayName, now: at })
    if (previousConnectionId !== null) await bus.publish(roomName, { kind: 'replace', userId: c.userId, keep: c.id })
    const people = await presence(booking.id)
    sendFrame(c, frame('room_info_message', roomInfo(booking, people)))
    for (const m of await rooms.chatHistory(booking.id, CHAT_HISTORY_LIMIT)) {
      sendFrame(c, chatFrame(booking, m.senderId, m.messageId, m.text, m.sentAt))
    }
    timersFor(c, room, at, people.some((p) => p.userId === booking.provider.id))
    const entered = frame('enter_room_message', { room_name: roomName, sender: participant(c, seat) })
    await bus.publish(roomName, { kind: 'deliver', frames: [entered, frame('room_update_message', roomInfo(booking, people))], except: c.userId })
  }

  async function leave(c: Connection) {
    const seat = c.seat
    if (!seat) return
    leaveLocal(c)
    await leaveRoom(seat.booking, c.userId, seat.role, c.id)
  }

  function chatFrame(booking: BookingRecord, senderId: string, messageId: string, text: string, sentAt: Date) {
    const type: BookingRole = senderId === booking.provider.id ? 'provider' : 'consumer'
    return frame('chat_message', { room_name: booking.roomName, message_id: messageId, text, sender: { type, uid: senderId }, sent_at: sentAt.toISOString() })
  }

  /** The seat for a message about `roomName`, or an error to the sender when they are not in it. */
  function seatFor(c: Connection, roomName: string, topic: string): RoomSeat | null {
    if (c.seat?.booking.roomName === roomName) return c.seat
    sendError(c, 'not_in_room', 'Enter the room first', topic)
    return null
  }

  async function handle(c: Connection, message: OutboundMessage) {
    switch (message.topic) {
      case 'health_check_message':
        return
      case 'enter_room_message':
        return enter(c, message.entity.room_name)
      case 'left_room_message': {
        if (seatFor(c, message.entity.room_name, message.topic)) await leave(c)
        return
      }
      case 'room_update_message': {
        const seat = seatFor(c, message.entity.room_name, message.topic)
        if (!seat) return
        const { camera, microphone, screen, in_call: inCall, call_id: callId } = message.entity
        const flags = {
          ...(camera === undefined ? {} : { camera }),
          ...(microphone === undefined ? {} : { microphone }),
          ...(screen === undefined ? {} : { screen }),
          ...(inCall === undefined ? {} : { inCall }),
          // Leaving the call ends that call; a call id arrives with (or after) in_call: true.
          ...(callId !== undefined ? { callId } : inCall === false ? { callId: null } : {}),
        }
        if (!(await rooms.updateFlags(seat.booking.id, c.userId, c.id, flags))) return
        if (inCall === true) await rooms.openAttendance(seat.booking.id, c.userId, now())
        if (inCall === false) await rooms.closeAttendance(seat.booking.id, c.userId, now())
        return publishRoomUpdate(seat.booking)
      }
      case 'chat_message': {
        const seat = seatFor(c, message.entity.room_name, message.topic)
        if (!seat) return
        const saved = await rooms.saveChat(
          { bookingId: seat.booking.id, senderId: c.userId, messageId: message.entity.message_id, text: message.entity.text, sentAt: now() },
          options.chatMessagesPerRoom,
        )
        // To everyone in the room, the sender included: the echo is the sender's receipt.
        return bus.publish(seat.booking.roomName, { kind: 'deliver', frames: [chatFrame(seat.booking, saved.senderId, saved.messageId, saved.text, saved.sentAt)] })
      }
      case 'offer_message':
      case 'answer_message':
      case 'ice_message': {
        const seat = seatFor(c, message.entity.room_name, message.topic)
        if (!seat) return
        const entity = { ...message.entity, sender: participant(c, seat) }
        // To the other participant only.
        return bus.publish(seat.booking.roomName, { kind: 'deliver', frames: [frame(message.topic, entity)], except: c.userId })
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Sockets

  /** Token bucket per socket; false when the message is over the limit. */
  function takeToken(c: Connection): boolean {
    const t = performance.now()
    c.tokens = Math.min(rate.burst, c.tokens + ((t - c.refilledAt) / 1000) * rate.perSecond)
    c.refilledAt = t
    if (c.tokens < 1) return false
    c.tokens -= 1
    return true
  }

  function onMessage(c: Connection, data: RawData, isBinary: boolean) {
    c.awaitingPong = false
    if (!takeToken(c)) {
      sendError(c, 'rate_limited', 'Too many messages', null)
      c.ws.close(1008, 'rate limited')
      return
    }
    if (isBinary) return sendError(c, 'invalid_message', 'Text frames only', null)
    let json: unknown
    try {
      json = JSON.parse(rawToString(data))
    } catch {
      return sendError(c, 'invalid_message', 'Not JSON', null)
    }
    const envelope = socketEnvelopeSchema.safeParse(json)
    if (!envelope.success) return sendError(c, 'invalid_message', 'Not a {topic, entity} message', null)
    // Answered at once, ahead of anything queued: it is how the client knows the line is alive.
    if (envelope.data.topic === 'health_check_message') {
      const reply: HealthCheckMessage = { topic: 'health_check_message', entity: { healthy: true } }
      return sendFrame(c, JSON.stringify(reply))
    }
    const parsed = parseOutbound(envelope.data)
    if (!parsed.success) return sendError(c, 'invalid_message', parsed.error, envelope.data.topic)
    const message = parsed.data
    c.queue = c.queue.then(
      () =>
        handle(c, message).catch((err: unknown) => {
          log.warn('socket message failed', { topic: message.topic, error: err })
          sendError(c, 'invalid_message', 'Could not handle the message', message.topic)
        }),
    )
  }

  function onClose(c: Connection) {
    connections.delete(c)
    const release = rooms
      .closeSocket(c.id)
      .catch((err: unknown) => log.warn('forgetting a socket failed', { error: err }))
      .finally(() => afterClose.delete(release))
    afterClose.add(release)
    const seat = c.seat
    if (!seat || c.ended !== null) return
    leaveLocal(c)
    // A dropped connection is not a goodbye: the other side hears of it only if this one does
    // not come back in time (a reconnect takes the place over and this leave does nothing).
    const go = () => {
      const leave = c.queue
        .then(() => leaveRoom(seat.booking, c.userId, seat.role, c.id))
        .catch((err: unknown) => log.warn('leaving a room failed', { error: err }))
        .finally(() => afterClose.delete(leave))
      afterClose.add(leave)
      return leave
    }
    if (closing) return
    if (options.leaveGraceMs <= 0) return void go()
    const timer = timers.setTimeout(() => {
      graceTimers.delete(timer)
      return go()
    }, options.leaveGraceMs)
    graceTimers.add(timer)
  }

  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, admission: Admission) => {
    const { userId, connectionId } = admission
    if (!admission.admitted) {
      // Opened and then closed with a reason, rather than refused at the upgrade: a browser sees
      // nothing of a refused upgrade, and would retry; 4029 tells the client not to.
      ws.on('error', (err) => log.debug('websocket error', { message: err.message }))
      const entity: SocketErrorEntity = {
        code: 'too_many_connections',
        message: `You have ${options.socketsPerUser} live-session connections open, the most allowed: close one (another tab or device) first`,
        topic: null,
      }
      ws.send(frame('error_message', entity))
      ws.close(SOCKET_CLOSE_CODES.tooManyConnections, 'too many connections')
      return
    }
    const c: Connection = {
      id: connectionId,
      ws,
      userId,
      seat: null,
      queue: Promise.resolve(),
      tokens: rate.burst,
      refilledAt: performance.now(),
      sentTimers: new Set(),
      ended: null,
      awaitingPong: false,
    }
    connections.add(c)
    ws.on('pong', () => {
      c.awaitingPong = false
    })
    ws.on('message', (data, isBinary) => onMessage(c, data, isBinary))
    ws.on('close', () => onClose(c))
    // Without a listener, a protocol error (such as an oversized frame) would crash the process.
    ws.on('error', (err) => log.debug('websocket error', { message: err.message }))
  })

  function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin
    // Browsers always send Origin on a WebSocket; other clients cannot be tricked into a
    // cross-site connection, and still need a ticket.
    if (origin === undefined) return true
    if (options.allowedOrigins?.includes(origin)) return true
    try {
      return new URL(origin).host === req.headers.host
    } catch {
      return false
    }
  }

  /** A place under the user's socket cap, counted over every live instance in the database. */
  async function admit(userId: string): Promise<Admission> {
    const connectionId = randomBytes(12).toString('hex')
    // Our own sockets count only while our heartbeat is fresh: keep it so before counting.
    await heartbeatIfDue()
    const at = now()
    const admitted = await rooms.openSocket({
      connectionId,
      userId,
      instanceId,
      now: at,
      aliveSince: new Date(at.getTime() - INSTANCE_ALIVE_MS),
      max: options.socketsPerUser,
    })
    return { userId, connectionId, admitted }
  }

  const refuse = (socket: Duplex, status: string) => {
    // As ws does for a refused handshake: write the answer, then drop the connection.
    socket.once('finish', () => socket.destroy())
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  }

  const closeSockets = (sockets: readonly WebSocket[], code: number, reason: string) =>
    Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === ws.CLOSED) return resolve()
            const timer = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS)
            ws.once('close', () => {
              clearTimeout(timer)
              resolve()
            })
            ws.close(code, reason)
          }),
      ),
    )

  return {
    instanceId,

    announce: (roomName, frames, announceOptions) =>
      bus.publish(roomName, announceOptions?.bookingChanged ? { kind: 'booking_changed', frames } : { kind: 'deliver', frames }),

    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost')
      if (closing) return refuse(socket, '503 Service Unavailable')
      if (url.pathname !== WS_PATH) return refuse(socket, '404 Not Found')
      if (!originAllowed(req)) return refuse(socket, '403 Forbidden')
      const ticket = url.searchParams.get('token') ?? ''
      socket.on('error', () => {})
      options
        .redeemTicket(ticket)
        .then(async (userId) => {
          if (socket.destroyed) return
          if (!userId) return refuse(socket, '401 Unauthorized')
          if (closing) return refuse(socket, '503 Service Unavailable')
          const admission = await admit(userId)
          if (socket.destroyed || closing) {
            if (admission.admitted) await rooms.closeSocket(admission.connectionId)
            if (!socket.destroyed) refuse(socket, '503 Service Unavailable')
            return
          }
          wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, admission))
        })
        .catch((err: unknown) => {
          log.warn('socket ticket check failed', { error: err })
          if (!socket.destroyed) refuse(socket, '503 Service Unavailable')
        })
    },

    async closeAll(code = 1001, reason = 'server shutting down') {
      closing = true
      if (interval) clearInterval(interval)
      for (const timer of graceTimers) timers.clearTimeout(timer)
      graceTimers.clear()
      await closeSockets([...wss.clients], code, reason)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await ticking
      await Promise.all(afterClose)
      // Clients reconnect to another instance and take their places over; until then they are not here.
      await rooms.removeInstance(instanceId).catch((err: unknown) => log.warn('removing the instance failed', { error: err }))
      await bus.close().catch((err: unknown) => log.warn('closing the room bus failed', { error: err }))
    },

    async closeUser(userId, code, reason) {
      const mine = [...connections].filter((c) => c.userId === userId)
      for (const c of mine) c.ended = 'replaced'
      await Promise.all(mine.map((c) => leave(c).catch((err: unknown) => log.warn('leaving a room failed', { error: err }))))
      await closeSockets(mine.map((c) => c.ws), code, reason)
    },

    dropAll() {
      for (const ws of wss.clients) ws.terminate()
    },

    tick,

    async settled() {
      while (afterClose.size > 0) await Promise.all(afterClose)
    },

    get size() {
      return wss.clients.size
    },
  }
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
