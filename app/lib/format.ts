/** Thai long date (day, month name, Buddhist-era year), in Bangkok time. */
const thaiDate = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' })

export function formatThaiDate(iso: string | Date): string {
  return thaiDate.format(typeof iso === 'string' ? new Date(iso) : iso)
}

/** "0812345678" -> "081****678": enough to recognise, not enough to copy. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '*'.repeat(phone.length)
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`
}

/** "somsri@example.com" -> "so****@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return email
  const name = email.slice(0, at)
  const keep = name.length <= 2 ? 1 : 2
  return `${name.slice(0, keep)}${'*'.repeat(Math.max(name.length - keep, 3))}${email.slice(at)}`
}

const relative = new Intl.RelativeTimeFormat('th', { numeric: 'always' })

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY

/**
 * "5 minutes ago" in Thai: seconds, minutes, hours, days up to 7, then weeks (spec 9), with the
 * "ago" wording from Intl. A time slightly in the future (a clock a little ahead) reads as 0 seconds ago.
 */
export function timeAgo(iso: string | Date, now: Date = new Date()): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000))
  if (seconds < MINUTE) return relative.format(-seconds, 'second')
  if (seconds < HOUR) return relative.format(-Math.floor(seconds / MINUTE), 'minute')
  if (seconds < DAY) return relative.format(-Math.floor(seconds / HOUR), 'hour')
  if (seconds < WEEK) return relative.format(-Math.floor(seconds / DAY), 'day')
  return relative.format(-Math.floor(seconds / WEEK), 'week')
}

// 2024-01-07 was a Sunday; day i of that week gives weekday i (0 = Sunday, as Date.getDay()).
const weekdayFormat = new Intl.DateTimeFormat('th-TH', { weekday: 'long', timeZone: 'UTC' })
const monthFormat = new Intl.DateTimeFormat('th-TH', { month: 'long', timeZone: 'UTC' })

/** Thai weekday names as Intl writes them (with the word for "day" before the name), Sunday first. */
export const THAI_WEEKDAYS: readonly string[] = Array.from({ length: 7 }, (_, i) => weekdayFormat.format(new Date(Date.UTC(2024, 0, 7 + i))))

/** Thai month names, January first, from Intl. */
export const THAI_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => monthFormat.format(new Date(Date.UTC(2024, i, 1))))

// Initials live in their own module (the header's avatar needs them on every page, the rest of this file it does not).
export { initialsOf, nameColourIndex } from './initials'
