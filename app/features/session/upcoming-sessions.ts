import type { Booking, BookingPhase } from '~/contract/api/booking'
import { t } from '~/app/lib/i18n/th-upcoming-sessions'
import { otherNameOf } from './booking-parties'
import { clockOffsetMs } from './time-left'

/**
 * Which of a person's upcoming sessions is near, and what the session bar says about it. Pure: every
 * function takes the (server-corrected) now in milliseconds, so tests run them on a fake clock.
 */

/** The bar shows a booking whose room is open, or opens within this long. */
export const SESSION_BAR_LOOKAHEAD_MS = 60 * 60_000
/** While a session is near, its list is asked for again this often (moved, or a new one booked). */
export const NEAR_REFETCH_MS = 60_000
/** The account menu lists this many upcoming sessions at most (and the list call asks for no more). */
export const UPCOMING_LIST_LIMIT = 5

const MINUTE_MS = 60_000
// A timer set to a far instant would overflow setTimeout; waking hourly to look again is harmless.
const MAX_WAIT_MS = 60 * 60_000

type Timed = Pick<Booking, 'opens_at' | 'start_at' | 'end_at'>

/** The answer of the list call, with the device clock when it arrived (for the server clock offset). */
export type UpcomingSessions = { bookings: Booking[]; receivedAt: number }

/** Server clock minus device clock, from the list answer (every booking in it carries the same `server_time`). */
export function listClockOffsetMs(list: UpcomingSessions): number {
  const first = list.bookings[0]
  return first ? clockOffsetMs(first.server_time, list.receivedAt) : 0
}

/** Where a booking stands at `now`, as the server computes `phase` (its room opens at `opens_at`). */
export function phaseAt(booking: Timed, now: number): BookingPhase {
  if (now >= Date.parse(booking.end_at)) return 'ended'
  return now >= Date.parse(booking.opens_at) ? 'open' : 'upcoming'
}

/** Its room is open, or opens within the bar's look-ahead. */
export function isNear(booking: Timed, now: number): boolean {
  return now < Date.parse(booking.end_at) && now >= Date.parse(booking.opens_at) - SESSION_BAR_LOOKAHEAD_MS
}

export type SessionBarState =
  | { kind: 'none' }
  /** Not started: whole minutes until the start, rounded up (1 in its last minute). */
  | { kind: 'starts-in'; booking: Booking; minutes: number }
  /** Started and not ended: whole minutes left, rounded up. */
  | { kind: 'started'; booking: Booking; minutesLeft: number }

/** The soonest near booking (the list comes soonest first), and how far it is. */
export function sessionBarState(bookings: readonly Booking[], now: number): SessionBarState {
  const booking = bookings.find((b) => isNear(b, now))
  if (!booking) return { kind: 'none' }
  const start = Date.parse(booking.start_at)
  if (now < start) return { kind: 'starts-in', booking, minutes: Math.ceil((start - now) / MINUTE_MS) }
  return { kind: 'started', booking, minutesLeft: Math.ceil((Date.parse(booking.end_at) - now) / MINUTE_MS) }
}

/** The next instant the bar's state or words change (a minute ticks over, a room comes near), or null. */
export function nextBarChangeAt(bookings: readonly Booking[], now: number): number | null {
  const state = sessionBarState(bookings, now)
  switch (state.kind) {
    case 'starts-in':
      // The rounded-up minutes drop by one each time the time left crosses a whole minute.
      return Date.parse(state.booking.start_at) - (state.minutes - 1) * MINUTE_MS
    case 'started':
      return Date.parse(state.booking.end_at) - (state.minutesLeft - 1) * MINUTE_MS
    case 'none':
      return earliestAfter(bookings.map((b) => Date.parse(b.opens_at) - SESSION_BAR_LOOKAHEAD_MS), now)
  }
}

/** The next instant any listed booking changes phase (its room opens, or it ends), or null. */
export function nextPhaseChangeAt(bookings: readonly Timed[], now: number): number | null {
  return earliestAfter(bookings.flatMap((b) => [Date.parse(b.opens_at), Date.parse(b.end_at)]), now)
}

function earliestAfter(instants: number[], now: number): number | null {
  const later = instants.filter((at) => at > now)
  return later.length > 0 ? Math.min(...later) : null
}

/** How long to wait before looking again for a change due at `at` (server clock), bounded for setTimeout. */
export function waitMs(at: number, now: number): number {
  return Math.min(MAX_WAIT_MS, Math.max(0, at - now))
}

/**
 * How often to ask for the list again: every minute while a session is near (it may be moved, or
 * end early in the app), not at all otherwise; window focus asks again anyway, and a booking that
 * comes near is seen on the clock the list already holds.
 */
export function refetchIntervalFor(list: UpcomingSessions | undefined, deviceNow: number): number | false {
  if (!list) return false
  const now = deviceNow + listClockOffsetMs(list)
  return list.bookings.some((b) => isNear(b, now)) ? NEAR_REFETCH_MS : false
}

const relative = new Intl.RelativeTimeFormat('th', { numeric: 'always' })

/** What the bar says, e.g. "your session with … starts in 8 minutes". */
export function sessionBarText(state: Exclude<SessionBarState, { kind: 'none' }>): string {
  const name = otherNameOf(state.booking)
  if (state.kind === 'starts-in') return t('upcomingSessions.bar.startsIn', { name, when: relative.format(state.minutes, 'minute') })
  return t('upcomingSessions.bar.started', { name, minutes: state.minutesLeft })
}

/**
 * The session pages (device check, waiting room, call, summary) are about one booking already:
 * the bar would only repeat them, or cover the call.
 */
export function isSessionPage(pathname: string): boolean {
  return /^\/session(?:\/|$)/.test(pathname)
}
