import { DEMO_PROVIDER_SCHEDULE } from '~/server/db/seed'

const HOUR_MS = 3_600_000
const HOURS_PER_WEEK = 168

/** The UTC week-hour (day * 24 + hour, day 0 = Sunday) an instant falls in: how schedules are stored. */
export const weekHourOf = (at: Date) => at.getUTCDay() * 24 + at.getUTCHours()

/** Every hour of the week: a grid with all 168 hours selected (for `PUT /v2/provider/schedule`). */
export const ALL_WEEK = Array.from({ length: 7 }, (_, day) => ({ Day: day, Hours: Array.from({ length: 24 }, (_, hour) => ({ Hour: hour, Selected: true })) }))

/**
 * The first `count` starts on the hour after `after` whose whole session (`minutes` long) lies within
 * `schedule` (UTC week-hours; the demo provider's by default), soonest first. One hour apart at
 * least, so 60-minute sessions at these starts never overlap.
 */
export function openStarts(after: Date, count: number, options: { schedule?: readonly number[]; minutes?: number } = {}): Date[] {
  const open = new Set(options.schedule ?? DEMO_PROVIDER_SCHEDULE)
  const hours = Math.ceil((options.minutes ?? 60) / 60)
  const out: Date[] = []
  let t = Math.floor(after.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS
  for (let tried = 0; out.length < count; tried++, t += HOUR_MS) {
    if (tried > 60 * HOURS_PER_WEEK) throw new Error('the schedule has too few open hours')
    if (Array.from({ length: hours }, (_, h) => weekHourOf(new Date(t + h * HOUR_MS))).every((wh) => open.has(wh))) out.push(new Date(t))
  }
  return out
}
