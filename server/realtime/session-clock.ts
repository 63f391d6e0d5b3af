import type { BookingRecord } from '~/server/db/repositories/bookings-repository'
import type { RealtimeRepository } from '~/server/db/repositories/realtime-repository'
import type { Logger } from '~/server/log'
import { sessionMoments } from '~/server/services/booking-service'
import type { Clock } from '~/server/services/clock'

/**
 * The hub's session clock: which timer frames a seat is due at a time on the server clock, the
 * instance heartbeat that keeps this instance's sockets counted as present, and the tick that
 * drives both (every second by itself, or when tests call it).
 *
 * The decisions are plain functions of a booking's times and `at`; what to do with them (send a
 * frame, end a room) is the room rules' business.
 */

export type TimerTopic = 'ready_to_join' | 'provider_late' | 'nearly_time_up' | 'end_time_up'

/** A timer frame to send: its topic, and the moment it names (the start or the end). */
export type DueTimer = { readonly topic: TimerTopic; readonly at: Date }

type SessionTimes = Pick<BookingRecord, 'startAt' | 'endAt'>

export const HEARTBEAT_MS = 10_000
// An instance silent this long is taken for dead: its sockets no longer count as present.
export const INSTANCE_ALIVE_MS = 30_000
const INSTANCE_PRUNE_MS = 5 * 60_000
const DEFAULT_TICK_MS = 1_000

/**
 * The timers due for a seat at `at`, in the order they are sent. end_time_up is not among them:
 * it is sent only when the room ends. `providerPresent` is null when nobody looked, which never
 * counts as late.
 */
export function dueTimers(booking: SessionTimes, at: Date, providerPresent: boolean | null): DueTimer[] {
  const m = sessionMoments(booking)
  const due: DueTimer[] = []
  if (at >= m.opensAt) due.push({ topic: 'ready_to_join', at: m.startAt })
  if (at >= m.providerLateAt && at < m.endAt && providerPresent === false) due.push({ topic: 'provider_late', at: m.startAt })
  if (at >= m.nearlyTimeUpAt) due.push({ topic: 'nearly_time_up', at: m.endAt })
  return due
}

/** Whether the session is over at `at`: the room ends, and no one may enter it again. */
export const sessionOver = (booking: SessionTimes, at: Date): boolean => at >= booking.endAt

/** Whether the provider's presence is to be looked up now: once per room, from the late moment on. */
export const providerCheckDue = (booking: SessionTimes, at: Date, alreadyChecked: boolean): boolean =>
  !alreadyChecked && at >= sessionMoments(booking).providerLateAt

/**
 * Timers a seat must be able to receive again after the booking moved to `booking`'s times
 * (an extension): nearly_time_up comes again before the new end.
 */
export const timersToRearm = (booking: SessionTimes, at: Date): TimerTopic[] =>
  at < sessionMoments(booking).nearlyTimeUpAt ? ['nearly_time_up'] : []

/** Whether the heartbeat is due at `atMs`, the last one having been at `lastMs` (0: never). */
export const heartbeatDue = (lastMs: number, atMs: number): boolean => lastMs === 0 || atMs - lastMs >= HEARTBEAT_MS

/** The oldest heartbeat that still counts an instance (and its sockets) as alive at `at`. */
export const aliveSince = (at: Date): Date => new Date(at.getTime() - INSTANCE_ALIVE_MS)

export type SessionClockOptions = {
  readonly log: Logger
  readonly now: Clock
  readonly instanceId: string
  readonly rooms: Pick<RealtimeRepository, 'heartbeat' | 'pruneInstances'>
  /** Default 1 s. 0 turns the timer off (tests call tick()). */
  readonly tickIntervalMs?: number
  /** Work of every tick that does not follow the server clock (pings); runs before the heartbeat. */
  readonly beforeHeartbeat: () => void
  /** The rooms' turn at `at`, after the heartbeat. */
  readonly checkRooms: (at: Date) => Promise<void>
}

export type SessionClock = {
  /** Writes this instance's heartbeat when the last one is older than HEARTBEAT_MS, and prunes dead instances. */
  heartbeatIfDue(): Promise<void>
  tick(): Promise<void>
  /** Starts the interval (when there is one) and runs a first tick. */
  start(): void
  /** Stops the interval; a tick under way goes on (see idle). */
  stop(): void
  /** Resolves when the tick under way, if any, is done. */
  idle(): Promise<void>
}

export function createSessionClock(options: SessionClockOptions): SessionClock {
  const { log, now, rooms, instanceId } = options
  let lastHeartbeat = 0
  let ticking: Promise<void> | null = null
  let interval: ReturnType<typeof setInterval> | null = null

  async function heartbeatIfDue(): Promise<void> {
    const at = now()
    if (!heartbeatDue(lastHeartbeat, at.getTime())) return
    lastHeartbeat = at.getTime()
    await rooms.heartbeat(instanceId, at)
    await rooms.pruneInstances(new Date(at.getTime() - INSTANCE_PRUNE_MS))
  }

  async function tick(): Promise<void> {
    // One tick at a time: a slow database must not pile ticks up.
    if (ticking) return ticking
    ticking = (async () => {
      try {
        options.beforeHeartbeat()
        await heartbeatIfDue()
        await options.checkRooms(now())
      } catch (err) {
        log.warn('realtime tick failed', { error: err })
      } finally {
        ticking = null
      }
    })()
    return ticking
  }

  return {
    heartbeatIfDue,
    tick,
    start() {
      const tickMs = options.tickIntervalMs ?? DEFAULT_TICK_MS
      interval = tickMs > 0 ? setInterval(() => void tick(), tickMs) : null
      interval?.unref()
      void tick()
    },
    stop() {
      if (interval) clearInterval(interval)
    },
    async idle() {
      await ticking
    },
  }
}
