import { MONTH_NAMES, t, WEEKDAY_NAMES } from '~/app/lib/i18n/th-calendar'
import { formatWhole } from '~/app/lib/number-format'

// Dates and times are written out here rather than by Intl: the first Intl formatter a page makes
// loads the browser's locale data, a long task of 60 to 160 ms on a phone-speed CPU, and the
// service and browse pages formatted a date or a weekday while hydrating. The output is Intl's
// own for th-TH (unit tests compare them).

const HOUR_MS = 3_600_000
// Bangkok has kept UTC+7, without summer time, since the first hours of 1 April 1920; before that,
// Intl knows its mean solar time.
const BANGKOK_OFFSET_MS = 7 * HOUR_MS
const BANGKOK_UTC7_SINCE = Date.UTC(1920, 3, 1)
const BUDDHIST_ERA_OFFSET = 543

/** Thai long date (day, month name, Buddhist-era year), in Bangkok time. */
export function formatThaiDate(iso: string | Date): string {
  const time = (typeof iso === 'string' ? new Date(iso) : iso).getTime()
  if (!(time >= BANGKOK_UTC7_SINCE)) return new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(time)
  const bangkok = new Date(time + BANGKOK_OFFSET_MS)
  return t('calendar.longDate', { day: bangkok.getUTCDate(), month: MONTH_NAMES[bangkok.getUTCMonth()]!, year: bangkok.getUTCFullYear() + BUDDHIST_ERA_OFFSET })
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

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY

/**
 * "5 minutes ago" in Thai: seconds, minutes, hours, days up to 7, then weeks (spec 9), in Intl's
 * wording. A time slightly in the future (a clock a little ahead) reads as 0 seconds ago.
 */
export function timeAgo(iso: string | Date, now: Date = new Date()): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000))
  const ago = (unit: 'second' | 'minute' | 'hour' | 'day' | 'week', n: number) => t(`calendar.ago.${unit}`, { n: formatWhole(n) })
  if (seconds < MINUTE) return ago('second', seconds)
  if (seconds < HOUR) return ago('minute', Math.floor(seconds / MINUTE))
  if (seconds < DAY) return ago('hour', Math.floor(seconds / HOUR))
  if (seconds < WEEK) return ago('day', Math.floor(seconds / DAY))
  return ago('week', Math.floor(seconds / WEEK))
}

/** Thai weekday names (with the word for "day" before the name), Sunday first. */
export const THAI_WEEKDAYS: readonly string[] = WEEKDAY_NAMES

/** Thai month names, January first. */
export const THAI_MONTHS: readonly string[] = MONTH_NAMES
