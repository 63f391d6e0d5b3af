import { t } from '~/app/lib/i18n/th-session'

/**
 * Countdown maths for the session pages. Times come from the server; the device clock may be off,
 * so every answer carries the server's clock and the page keeps the difference (the offset) and
 * adds it to `Date.now()`.
 */

/** Server clock minus device clock, measured when an answer arrived (half the round trip is noise we accept). */
export function clockOffsetMs(serverTimeIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverTimeIso)
  return Number.isFinite(server) ? server - receivedAtMs : 0
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number }

/** Whole parts of a duration, rounded up to the second so a countdown reads 1 s until it is over. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

/** `mm:ss`, or `h:mm:ss` from an hour up: the time-left clock of the video session. */
export function formatClock(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms)
  const allHours = days * 24 + hours
  const mm = String(minutes).padStart(2, '0')
  const ss = String(seconds).padStart(2, '0')
  return allHours > 0 ? `${allHours}:${mm}:${ss}` : `${mm}:${ss}`
}

/** Whole minutes between two instants (a booking's length), at least 0. */
export function minutesBetween(startIso: string, endIso: string): number {
  return Math.max(0, Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000))
}

/** How long until the shown second changes, so a countdown re-renders on the second, not drifting. */
export function nextTickMs(ms: number): number {
  if (ms <= 0) return 0
  const remainder = ms % 1000
  return remainder === 0 ? 1000 : remainder
}

/**
 * What the call's clock shows: before the booking's start, the time until the start; from the
 * start, the time left until the end (counting to the end before the start read as more than the
 * booking's length).
 */
export type CallClock = { kind: 'startsIn'; ms: number } | { kind: 'timeLeft'; ms: number }

export function callClock(serverNowMs: number, startMs: number, endMs: number): CallClock {
  if (serverNowMs < startMs) return { kind: 'startsIn', ms: startMs - serverNowMs }
  return { kind: 'timeLeft', ms: Math.max(0, endMs - serverNowMs) }
}

/** The call clock in words: `session.video.startsIn` or `session.video.timeLeft` with "03:00". */
export function callClockText(clock: CallClock): string {
  const time = formatClock(clock.ms)
  return clock.kind === 'startsIn' ? t('session.video.startsIn', { time }) : t('session.video.timeLeft', { time })
}

/**
 * Time someone was in the call, to the second: 50 seconds, 7 minutes 5 seconds, 1 hour 2 minutes.
 * Whole minutes alone read 50 seconds as "0 minutes", as if they never came.
 */
export function connectedTimeText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  const parts: string[] = []
  if (hours > 0) parts.push(t('session.countdown.hours', { count: hours }))
  if (minutes > 0) parts.push(t('session.countdown.minutes', { count: minutes }))
  if (rest > 0 || parts.length === 0) parts.push(t('session.countdown.seconds', { count: rest }))
  return parts.join(' ')
}
