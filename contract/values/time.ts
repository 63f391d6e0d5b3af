/** Thailand's offset from GMT in hours (no daylight saving): the site's own time, where no visitor's is known. */
export const THAILAND_OFFSET_GMT = 7

/** Day 0 is Sunday (as JavaScript's `getDay()`), 6 is Saturday. */
export const DAYS_PER_WEEK = 7
export const HOURS_PER_DAY = 24

/**
 * Spec 3: the overview's time-of-day blocks "ending at hours 5, 11, 17, 23": night 0-5,
 * morning 6-11, afternoon 12-17, evening 18-23 (hours inclusive).
 */
export const TIMES_OF_DAY = ['night', 'morning', 'afternoon', 'evening'] as const
type TimeOfDay = (typeof TIMES_OF_DAY)[number]
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, readonly [first: number, last: number]> = {
  night: [0, 5],
  morning: [6, 11],
  afternoon: [12, 17],
  evening: [18, 23],
}

/** A day of a weekly schedule (`weeklyScheduleSchema` in contract/api/catalogue.ts). */
type ScheduleDay = { Day: number; Hours: readonly { Hour: number; Selected: boolean }[] }

/**
 * The overview of a weekly schedule: density counts the selected hours in the blocks ending at
 * hours 5, 11, 17 and 23. In the contract because the server answers it and the client draws it
 * from a grid being edited, and both must count alike.
 */
export function scheduleOverview(schedule: readonly ScheduleDay[]): { Day: number; Blocks: { TimeOfDay: TimeOfDay; Density: number }[] }[] {
  return schedule.map((day) => ({
    Day: day.Day,
    Blocks: TIMES_OF_DAY.map((timeOfDay) => {
      const [first, last] = TIME_OF_DAY_HOURS[timeOfDay]
      const density = day.Hours.filter((h) => h.Selected && h.Hour >= first && h.Hour <= last).length
      return { TimeOfDay: timeOfDay, Density: density }
    }),
  }))
}
