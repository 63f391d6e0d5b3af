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

/** Milliseconds from the (corrected) now until `targetIso`, never negative. */
export function msUntil(targetIso: string, deviceNowMs: number, offsetMs: number): number {
  return Math.max(0, Date.parse(targetIso) - (deviceNowMs + offsetMs))
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
