import { DAYS_PER_WEEK, HOURS_PER_DAY, TIME_OF_DAY_HOURS, type TimeOfDay, type WeeklySchedule } from '~/contract/api/catalogue'

/**
 * Times of the catalogue in the caller's time zone. Availability is stored as UTC week-hours
 * (day * 24 + hour, day 0 = Sunday); the caller names its zone as hours from GMT (spec 9), which
 * may have minutes (India +5.5). A local hour counts as open when the UTC hour holding its first
 * minute is open; the search uses the same rule, so what the grid shows is what the search finds.
 */

const HOURS_PER_WEEK = DAYS_PER_WEEK * HOURS_PER_DAY

const mod = (n: number, m: number) => ((n % m) + m) % m

/** The UTC week-hour holding the first minute of local week-hour `local`. */
export function utcWeekHour(local: number, offsetHours: number): number {
  return mod(Math.floor(local - offsetHours), HOURS_PER_WEEK)
}

/** The 7 x 24 grid in the caller's local days and hours; wraps across days and the week's end. */
export function weeklyGrid(openUtc: readonly number[], offsetHours: number): WeeklySchedule {
  const open = new Set(openUtc)
  return Array.from({ length: DAYS_PER_WEEK }, (_, day) => ({
    Day: day,
    Hours: Array.from({ length: HOURS_PER_DAY }, (_, hour) => ({
      Hour: hour,
      Selected: open.has(utcWeekHour(day * HOURS_PER_DAY + hour, offsetHours)),
    })),
  }))
}

/** The UTC week-hours of a local day and/or time-of-day block (undefined: every day / every hour). */
export function utcWeekHoursOf(day: number | undefined, timeOfDay: TimeOfDay | undefined, offsetHours: number): number[] {
  const days = day === undefined ? [...Array(DAYS_PER_WEEK).keys()] : [day]
  const [first, last] = timeOfDay === undefined ? [0, HOURS_PER_DAY - 1] : TIME_OF_DAY_HOURS[timeOfDay]
  const out = new Set<number>()
  for (const d of days) for (let h = first; h <= last; h++) out.add(utcWeekHour(d * HOURS_PER_DAY + h, offsetHours))
  return [...out].sort((a, b) => a - b)
}

/** ISO 8601 of the same instant written in the caller's offset: `2026-01-05T16:30:00.000+07:00`. */
export function isoInOffset(date: Date, offsetHours: number): string {
  const minutes = Math.round(offsetHours * 60)
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, -1)
  const abs = Math.abs(minutes)
  const sign = minutes < 0 ? '-' : '+'
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** The inverse of weeklyGrid: the UTC week-hours of the selected local hours of a grid. */
export function utcWeekHoursFromGrid(grid: WeeklySchedule, offsetHours: number): number[] {
  const out = new Set<number>()
  for (const day of grid) {
    for (const h of day.Hours) if (h.Selected) out.add(utcWeekHour(day.Day * HOURS_PER_DAY + h.Hour, offsetHours))
  }
  return [...out].sort((a, b) => a - b)
}

const HOUR_MS = 3_600_000
// 1970-01-01T00:00Z was a Thursday (day 4): add its week-hour to hours since the epoch.
const EPOCH_WEEK_HOUR = 4 * HOURS_PER_DAY

/**
 * The UTC week-hours an instant span [start, end) touches, in order: the cells of a stored
 * schedule that must all be open for a session over that span.
 */
export function utcWeekHoursSpanned(start: Date, end: Date): number[] {
  const first = Math.floor(start.getTime() / HOUR_MS)
  const last = Math.ceil(end.getTime() / HOUR_MS) - 1
  const out: number[] = []
  for (let h = first; h <= last; h++) out.push(mod(h + EPOCH_WEEK_HOUR, HOURS_PER_WEEK))
  return out
}
