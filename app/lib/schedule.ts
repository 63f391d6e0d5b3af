import { TIME_OF_DAY_HOURS, TIMES_OF_DAY, type TimeOfDay, type WeeklySchedule } from '../../contract/api/catalogue'

export type OverviewDay = { Day: number; Blocks: { TimeOfDay: TimeOfDay; Density: number }[] }

/**
 * Spec 3: the overview of a weekly schedule, 7 days x 4 time-of-day blocks `{TimeOfDay, Density}`,
 * where density counts the selected hours in the blocks ending at hours 5, 11, 17 and 23.
 */
export function scheduleOverview(schedule: WeeklySchedule): OverviewDay[] {
  return schedule.map((day) => ({
    Day: day.Day,
    Blocks: TIMES_OF_DAY.map((timeOfDay) => {
      const [first, last] = TIME_OF_DAY_HOURS[timeOfDay]
      const density = day.Hours.filter((h) => h.Selected && h.Hour >= first && h.Hour <= last).length
      return { TimeOfDay: timeOfDay, Density: density }
    }),
  }))
}
