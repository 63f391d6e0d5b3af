import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { BoardRepository } from '~/server/db/repositories/board-repository'
import type { BookingRecord } from '~/server/db/repositories/bookings-repository'
import type { RealtimeRepository } from '~/server/db/repositories/realtime-repository'
import type { Logger } from '~/server/log'
import { systemTimers, type Clock, type Timers } from '~/server/services/clock'
import type { RoomBus } from './room-bus'
import { createRoomRules } from './room-rules'
import { aliveSince, createSessionClock } from './session-clock'
import { createTransport } from './transport'

/**
 * The WebSocket endpoint `/ws`: single-use tickets, session rooms of exactly two participants,
 * signaling relay, chat with history, and the session timers on the server clock.
 *
 * Room state that must be shared (who is in which room, chat, attendance) lives in the database;
 * room traffic goes through the bus (memory, or Redis pub/sub across instances). What stays in
 * this process is only its own sockets.
 *
 * Three parts, composed here: the transport (transport.ts: upgrade, origin, tickets, the socket
 * cap, pings, rate limits), the session clock (session-clock.ts: which timers are due, heartbeat,
 * the tick) and the room rules (room-rules.ts: seats, presence, leave grace, chat, relay).
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
  /** The rooms' whiteboards. */
  readonly boards: BoardRepository
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

export { WS_PATH } from './transport'

export function createHub(options: HubOptions): Hub {
  const { log, now, bus, rooms } = options
  const timers = options.timers ?? systemTimers
  const instanceId = randomBytes(8).toString('hex')
  // What closed sockets set off: their rows being deleted, their leaves once due. Shutdown waits for it.
  const afterClose = new Set<Promise<void>>()
  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => afterClose.delete(tracked))
    afterClose.add(tracked)
    return tracked
  }

  const clock = createSessionClock({
    log,
    now,
    instanceId,
    rooms,
    tickIntervalMs: options.tickIntervalMs,
    beforeHeartbeat: () => transport.pingIfDue(),
    checkRooms: (at) => rules.checkRooms(at),
  })
  const rules = createRoomRules({
    log,
    now,
    instanceId,
    bus,
    rooms,
    findRoom: options.findRoom,
    boards: options.boards,
    timers,
    leaveGraceMs: options.leaveGraceMs,
    chatMessagesPerRoom: options.chatMessagesPerRoom,
    heartbeatIfDue: clock.heartbeatIfDue,
    aliveSince,
    track,
  })
  const transport = createTransport({
    log,
    now,
    instanceId,
    rooms,
    redeemTicket: options.redeemTicket,
    allowedOrigins: options.allowedOrigins,
    rateLimit: options.rateLimit,
    socketsPerUser: options.socketsPerUser,
    pingIntervalMs: options.pingIntervalMs,
    heartbeatIfDue: clock.heartbeatIfDue,
    aliveSince,
    track,
    open: rules.open,
    handle: rules.handle,
    closed: rules.closed,
  })
  clock.start()

  return {
    instanceId,

    announce: (roomName, frames, announceOptions) =>
      bus.publish(roomName, announceOptions?.bookingChanged ? { kind: 'booking_changed', frames } : { kind: 'deliver', frames }),

    handleUpgrade: transport.handleUpgrade,

    async closeAll(code = 1001, reason = 'server shutting down') {
      transport.stop()
      clock.stop()
      rules.stop()
      await transport.closeEvery(code, reason)
      await clock.idle()
      await Promise.all(afterClose)
      // Clients reconnect to another instance and take their places over; until then they are not here.
      await rooms.removeInstance(instanceId).catch((err: unknown) => log.warn('removing the instance failed', { error: err }))
      await bus.close().catch((err: unknown) => log.warn('closing the room bus failed', { error: err }))
    },

    async closeUser(userId, code, reason) {
      const mine = transport.socketsOf(userId)
      await rules.endStays(mine)
      await transport.close(mine, code, reason)
    },

    dropAll: transport.dropAll,

    tick: clock.tick,

    async settled() {
      while (afterClose.size > 0) await Promise.all(afterClose)
    },

    get size() {
      return transport.size
    },
  }
}
