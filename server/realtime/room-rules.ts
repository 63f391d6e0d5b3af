import type { BookingRole } from '~/contract/api/booking'
import { SOCKET_CLOSE_CODES, socketFrame, type JoinedUser, type ParsedOutboundMessage, type Participant } from '~/contract/socket'
import { BOARD_LIMITS } from '~/contract/board'
import type { BoardRepository } from '~/server/db/repositories/board-repository'
import type { BookingRecord } from '~/server/db/repositories/bookings-repository'
import type { PresenceRecord, RealtimeRepository } from '~/server/db/repositories/realtime-repository'
import type { Logger } from '~/server/log'
import { BOARD_REPOSITORY_LIMITS, newStroke, toStoredStroke } from '~/server/services/board-service'
import { roleIn } from '~/server/services/booking-service'
import type { Clock, Timers } from '~/server/services/clock'
import type { BusEvent, RoomBus } from './room-bus'
import { dueTimers, providerCheckDue, sessionOver, timersToRearm, type TimerTopic } from './session-clock'
import { sendError, sendFrame, spendToken, type RateBucket, type Socket } from './transport'

/**
 * The hub's room rules: who may take a seat in a booking's room, presence, the leave grace of a
 * dropped participant, chat with its history, the relay of signaling messages, and what the
 * session clock's timers do to a room (frames to its seats, its end).
 *
 * Room state that must be shared (who is in which room, chat, attendance) lives in the database;
 * room traffic goes through the bus. What stays here is only this instance's sockets per room.
 */

const CHAT_HISTORY_LIMIT = 200
const BOARD_WRITE_RATE = { burst: BOARD_LIMITS.writeBurst, perSecond: BOARD_LIMITS.writesPerSecond } as const

type RoomSeat = { readonly booking: BookingRecord; readonly role: BookingRole; readonly displayName: string }

/** A socket with its place in a room. */
export type Connection = Socket & {
  seat: RoomSeat | null
  /** The session timers already sent to this socket; null until the first (an idle socket keeps no set). */
  sentTimers: Set<TimerTopic> | null
  /** Set when the server ends this socket's stay on purpose; no leave grace then. */
  ended: 'replaced' | 'session_ended' | null
  /** Whiteboard writes this socket may still send now (BOARD_LIMITS); null while full and never spent from. */
  boardWrites: RateBucket | null
}

type LocalRoom = {
  booking: BookingRecord
  readonly connections: Set<Connection>
  providerLateChecked: boolean
  ending: boolean
}

export type RoomRulesOptions = {
  readonly log: Logger
  readonly now: Clock
  readonly instanceId: string
  readonly bus: RoomBus
  readonly rooms: Pick<RealtimeRepository, 'enter' | 'leave' | 'presence' | 'updateFlags' | 'openAttendance' | 'closeAttendance' | 'saveChat' | 'chatHistory'>
  /** The rooms' whiteboards. */
  readonly boards: BoardRepository
  readonly findRoom: (roomName: string) => Promise<BookingRecord | undefined>
  /** Where the leave grace waits. */
  readonly timers: Timers
  /** How long a dropped participant stays in the room before the other is told they left. */
  readonly leaveGraceMs: number
  /** Chat messages a room keeps, the newest. */
  readonly chatMessagesPerRoom: number
  /** Keeps this instance's rows counted: called before presence is read. */
  readonly heartbeatIfDue: () => Promise<void>
  /** The oldest heartbeat that still counts an instance alive at `at`. */
  readonly aliveSince: (at: Date) => Date
  /** Work a closed socket sets off, for shutdown and settled() to wait for. */
  readonly track: (work: Promise<void>) => Promise<void>
}

export type RoomRules = {
  /** The connection of a socket just opened: in no room yet. */
  open(socket: Socket): Connection
  handle(c: Connection, message: ParsedOutboundMessage): Promise<void>
  /** The socket closed: its seat is given up now, or after the leave grace when it dropped. */
  closed(c: Connection): void
  /** The session clock's turn at `at`: timers due in every room here, and the rooms whose end has come. */
  checkRooms(at: Date): Promise<void>
  /** Ends these connections' stays on purpose (a sign-out): the others are told at once. */
  endStays(connections: readonly Connection[]): Promise<void>
  /** No more leave graces: pending ones are dropped (shutting down; clients take their places over elsewhere). */
  stop(): void
}

export function createRoomRules(options: RoomRulesOptions): RoomRules {
  const { log, now, bus, rooms, instanceId, timers } = options
  let closing = false
  const localRooms = new Map<string, LocalRoom>()
  const graceTimers = new Set<unknown>()

  async function presence(bookingId: string) {
    // Our own rows count only while our heartbeat is fresh: keep it so before reading.
    await options.heartbeatIfDue()
    return rooms.presence(bookingId, options.aliveSince(now()))
  }

  // ---------------------------------------------------------------------------------------------
  // Session timers

  function sendTimer(c: Connection, topic: TimerTopic, roomName: string, at: Date) {
    const sent = (c.sentTimers ??= new Set())
    if (sent.has(topic)) return
    sent.add(topic)
    sendFrame(c, socketFrame(topic, { room_name: roomName, at: at.toISOString() }))
  }

  /** Sends what is due to one socket; `providerPresent` is known on entering, else looked up once per room. */
  function timersFor(c: Connection, room: LocalRoom, at: Date, providerPresent: boolean | null) {
    for (const due of dueTimers(room.booking, at, providerPresent)) sendTimer(c, due.topic, room.booking.roomName, due.at)
  }

  async function checkRoom(room: LocalRoom, at: Date) {
    // At the end, a last look: an extension accepted a moment ago (on any instance) moved it.
    if (sessionOver(room.booking, at)) await refreshBooking(room, at)
    if (sessionOver(room.booking, at)) return endRoom(room)
    let providerPresent: boolean | null = null
    if (providerCheckDue(room.booking, at, room.providerLateChecked)) {
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
   * Reads the room's booking again. Timers that belong to the old end are forgotten, so
   * nearly_time_up comes again before the new end (end_time_up is only ever sent at the end).
   */
  async function refreshBooking(room: LocalRoom, at: Date) {
    const fresh = await options.findRoom(room.booking.roomName)
    if (!fresh || fresh.endAt.getTime() === room.booking.endAt.getTime()) return
    room.booking = fresh
    const rearm = timersToRearm(fresh, at)
    for (const c of room.connections) {
      if (c.seat) c.seat = { ...c.seat, booking: fresh }
      for (const topic of rearm) c.sentTimers?.delete(topic)
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
    const frames = [...before, socketFrame('room_update_message', roomInfo(booking, await presence(booking.id)))]
    await bus.publish(booking.roomName, except === undefined ? { kind: 'deliver', frames } : { kind: 'deliver', frames, except })
  }

  const participant = (c: Connection, seat: RoomSeat): Participant => ({ type: seat.role, uid: c.userId })

  /** Removes a participant from the room for everyone, if `connectionId` still holds their place. */
  async function leaveRoom(booking: BookingRecord, userId: string, role: BookingRole, connectionId: string) {
    if (!(await rooms.leave(booking.id, userId, connectionId))) return
    await rooms.closeAttendance(booking.id, userId, now())
    const left = socketFrame('left_room_message', { room_name: booking.roomName, lefted: { type: role, uid: userId } })
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
    if (sessionOver(booking, at)) {
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
    sendFrame(c, socketFrame('room_info_message', roomInfo(booking, people)))
    for (const m of await rooms.chatHistory(booking.id, CHAT_HISTORY_LIMIT)) {
      sendFrame(c, chatFrame(booking, m.senderId, m.messageId, m.text, m.sentAt))
    }
    timersFor(c, room, at, people.some((p) => p.userId === booking.provider.id))
    const entered = socketFrame('enter_room_message', { room_name: roomName, sender: participant(c, seat) })
    await bus.publish(roomName, { kind: 'deliver', frames: [entered, socketFrame('room_update_message', roomInfo(booking, people))], except: c.userId })
  }

  async function leave(c: Connection) {
    const seat = c.seat
    if (!seat) return
    leaveLocal(c)
    await leaveRoom(seat.booking, c.userId, seat.role, c.id)
  }

  function chatFrame(booking: BookingRecord, senderId: string, messageId: string, text: string, sentAt: Date) {
    const type: BookingRole = senderId === booking.provider.id ? 'provider' : 'consumer'
    return socketFrame('chat_message', { room_name: booking.roomName, message_id: messageId, text, sender: { type, uid: senderId }, sent_at: sentAt.toISOString() })
  }

  /** The seat for a message about `roomName`, or an error to the sender when they are not in it. */
  function seatFor(c: Connection, roomName: string, topic: string): RoomSeat | null {
    if (c.seat?.booking.roomName === roomName) return c.seat
    sendError(c, 'not_in_room', 'Enter the room first', topic)
    return null
  }

  async function handle(c: Connection, message: ParsedOutboundMessage) {
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
      case 'board_stroke_message':
      case 'board_remove_message':
      case 'board_clear_message': {
        const seat = seatFor(c, message.entity.room_name, message.topic)
        if (!seat || !boardWriteAllowed(c, message.topic)) return
        return writeBoard(c, seat, message)
      }
      case 'board_points_message':
      case 'offer_message':
      case 'answer_message':
      case 'ice_message': {
        const seat = seatFor(c, message.entity.room_name, message.topic)
        if (!seat) return
        const entity = { ...message.entity, sender: participant(c, seat) }
        // To the other participant only.
        return bus.publish(seat.booking.roomName, { kind: 'deliver', frames: [socketFrame(message.topic, entity)], except: c.userId })
      }
    }
  }

  /** Whiteboard writes are counted apart from the socket's other messages; one over the limit is refused, the socket stays. */
  function boardWriteAllowed(c: Connection, topic: string) {
    const spent = spendToken(c.boardWrites, now().getTime(), BOARD_WRITE_RATE)
    c.boardWrites = spent.bucket
    if (!spent.allowed) sendError(c, 'rate_limited', 'Too many whiteboard changes', topic)
    return spent.allowed
  }

  type BoardWrite = Extract<ParsedOutboundMessage, { topic: 'board_stroke_message' | 'board_remove_message' | 'board_clear_message' }>

  /** Keeps a whiteboard change and tells everyone in the room, the sender included (the echo is its receipt). */
  async function writeBoard(c: Connection, seat: RoomSeat, message: BoardWrite) {
    const { booking } = seat
    const sender = participant(c, seat)
    const tell = (entity: object) => bus.publish(booking.roomName, { kind: 'deliver', frames: [socketFrame(message.topic, { room_name: booking.roomName, ...entity, sender })] })
    switch (message.topic) {
      case 'board_stroke_message': {
        const outcome = await options.boards.addStroke(newStroke(booking.id, c.userId, message.entity.stroke), BOARD_REPOSITORY_LIMITS)
        if (outcome.kind === 'full') return sendError(c, 'board_full', 'The whiteboard is full', message.topic)
        return tell({ version: outcome.version, stroke: toStoredStroke(outcome.stroke) })
      }
      case 'board_remove_message': {
        const { version, removed } = await options.boards.removeStrokes(booking.id, message.entity.stroke_ids)
        if (removed.length > 0) return tell({ version, stroke_ids: removed })
        return
      }
      case 'board_clear_message': {
        if (seat.role !== 'provider') return sendError(c, 'forbidden', 'Only the provider clears the whiteboard', message.topic)
        const { version } = await options.boards.clearPage(booking.id, message.entity.page)
        return tell({ version, page: message.entity.page })
      }
    }
  }

  function closed(c: Connection) {
    const seat = c.seat
    if (!seat || c.ended !== null) return
    leaveLocal(c)
    // A dropped connection is not a goodbye: the other side hears of it only if this one does
    // not come back in time (a reconnect takes the place over and this leave does nothing).
    const go = () =>
      options.track(
        c.queue.then(() => leaveRoom(seat.booking, c.userId, seat.role, c.id)).catch((err: unknown) => log.warn('leaving a room failed', { error: err })),
      )
    if (closing) return
    if (options.leaveGraceMs <= 0) return void go()
    const timer = timers.setTimeout(() => {
      graceTimers.delete(timer)
      return go()
    }, options.leaveGraceMs)
    graceTimers.add(timer)
  }

  return {
    // The socket's fields written out, not spread: a spread copy made every connection about 0.3 KB
    // larger (the realtime bench's 5,000 idle sockets). What an idle socket does not use yet is null.
    open: ({ id, ws, userId, queue, bucket, awaitingPong }) => ({ id, ws, userId, queue, bucket, awaitingPong, seat: null, sentTimers: null, ended: null, boardWrites: null }),
    handle,
    closed,
    async checkRooms(at) {
      for (const room of [...localRooms.values()]) await checkRoom(room, at)
    },
    async endStays(connections) {
      for (const c of connections) c.ended = 'replaced'
      await Promise.all(connections.map((c) => leave(c).catch((err: unknown) => log.warn('leaving a room failed', { error: err }))))
    },
    stop() {
      closing = true
      for (const timer of graceTimers) timers.clearTimeout(timer)
      graceTimers.clear()
    },
  }
}
