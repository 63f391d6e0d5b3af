import { describe, expect, it } from 'vitest'
import type { WeeklySchedule } from '~/contract/api/catalogue'
import { scheduleOverview } from '~/app/lib/schedule'

const week = (selected: (day: number, hour: number) => boolean): WeeklySchedule =>
  Array.from({ length: 7 }, (_, Day) => ({ Day, Hours: Array.from({ length: 24 }, (_, Hour) => ({ Hour, Selected: selected(Day, Hour) })) }))

describe('schedule overview (spec 3)', () => {
  it('counts selected hours in blocks ending at 5, 11, 17 and 23, edge hours included', () => {
    const overview = scheduleOverview(week((day, hour) => day === 1 && [0, 5, 6, 11, 12, 17, 18, 23].includes(hour)))
    expect(overview[1]!.Blocks).toEqual([
      { TimeOfDay: 'night', Density: 2 },
      { TimeOfDay: 'morning', Density: 2 },
      { TimeOfDay: 'afternoon', Density: 2 },
      { TimeOfDay: 'evening', Density: 2 },
    ])
    expect(overview[0]!.Blocks.every((b) => b.Density === 0)).toBe(true)
  })

  it('a full day gives 6 hours a block; seven days, four blocks each', () => {
    const overview = scheduleOverview(week(() => true))
    expect(overview).toHaveLength(7)
    for (const day of overview) expect(day.Blocks.map((b) => b.Density)).toEqual([6, 6, 6, 6])
  })
})
