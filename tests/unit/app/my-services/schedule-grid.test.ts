import { describe, expect, it } from 'vitest'
import { scheduleFromGrid, emptyGrid, fillRectangle, gridFromSchedule, keyboardStep, moveCell, selectedCount, startStroke, strokeTo, type Cell, type Grid, type KeyboardState } from '~/app/features/my-services/schedule-grid'
import { scheduleOverview } from '~/app/lib/schedule'

const on = (grid: Grid) => {
  const cells: string[] = []
  grid.forEach((row, day) => row.forEach((selected, hour) => selected && cells.push(`${day}:${hour}`)))
  return cells
}
const withCells = (cells: Cell[]) => cells.reduce((g, c) => fillRectangle(g, c, c, true), emptyGrid())

describe('schedule grid: drag rectangles', () => {
  it('selects the rectangle between the pressed cell and where the pointer is, in any direction', () => {
    const stroke = startStroke(emptyGrid(), { day: 3, hour: 10 })
    expect(stroke.value).toBe(true)
    expect(on(strokeTo(stroke, { day: 2, hour: 8 }))).toEqual(['2:8', '2:9', '2:10', '3:8', '3:9', '3:10'])
    expect(on(strokeTo(stroke, { day: 3, hour: 10 }))).toEqual(['3:10'])
  })

  it('deselects when the pressed cell was selected, and gives cells the stroke leaves their old state', () => {
    const base = fillRectangle(emptyGrid(), { day: 0, hour: 0 }, { day: 6, hour: 23 }, true)
    const stroke = startStroke(base, { day: 1, hour: 5 })
    expect(stroke.value).toBe(false)
    const wide = strokeTo(stroke, { day: 2, hour: 7 })
    expect(selectedCount(wide)).toBe(7 * 24 - 6)
    // Shrinking back: the cells left restore from the base, not stay cleared.
    const narrow = strokeTo(stroke, { day: 1, hour: 5 })
    expect(selectedCount(narrow)).toBe(7 * 24 - 1)
    expect(narrow[1]?.[5]).toBe(false)
  })

  it('keeps a run inside one day and clamps corners outside the grid', () => {
    const stroke = startStroke(emptyGrid(), { day: 6, hour: 20 })
    expect(on(strokeTo(stroke, { day: 9, hour: 30 }))).toEqual(['6:20', '6:21', '6:22', '6:23'])
    expect(on(fillRectangle(emptyGrid(), { day: -3, hour: -1 }, { day: 0, hour: 1 }, true))).toEqual(['0:0', '0:1'])
  })

  it('does not change the grid it started from', () => {
    const base = emptyGrid()
    strokeTo(startStroke(base, { day: 0, hour: 0 }), { day: 6, hour: 23 })
    expect(selectedCount(base)).toBe(0)
  })

  it('round-trips the spec shape {Day, Hours: {Hour, Selected}}', () => {
    const grid = withCells([{ day: 0, hour: 0 }, { day: 6, hour: 23 }])
    const schedule = scheduleFromGrid(grid)
    expect(schedule).toHaveLength(7)
    expect(schedule.every((d, i) => d.Day === i && d.Hours.length === 24 && d.Hours.every((h, j) => h.Hour === j))).toBe(true)
    expect(gridFromSchedule(schedule)).toEqual(grid)
  })
})

describe('schedule grid: keyboard', () => {
  const at = (focus: Cell, grid: Grid = emptyGrid()): KeyboardState => ({ grid, focus, stroke: null })
  const press = (state: KeyboardState, ...keys: string[]) =>
    keys.reduce((s, key) => {
      const shift = key.startsWith('Shift+')
      return keyboardStep(s, shift ? key.slice(6) : key, shift) ?? s
    }, state)

  it('moves by arrows, Home/End and PageUp/PageDown, stopping at the edges', () => {
    expect(moveCell({ day: 0, hour: 0 }, 'ArrowUp')).toEqual({ day: 0, hour: 0 })
    expect(moveCell({ day: 0, hour: 0 }, 'ArrowLeft')).toEqual({ day: 0, hour: 0 })
    expect(moveCell({ day: 6, hour: 23 }, 'ArrowDown')).toEqual({ day: 6, hour: 23 })
    expect(moveCell({ day: 6, hour: 23 }, 'ArrowRight')).toEqual({ day: 6, hour: 23 })
    expect(moveCell({ day: 2, hour: 5 }, 'ArrowDown')).toEqual({ day: 3, hour: 5 })
    expect(moveCell({ day: 2, hour: 5 }, 'ArrowRight')).toEqual({ day: 2, hour: 6 })
    expect(moveCell({ day: 2, hour: 5 }, 'Home')).toEqual({ day: 2, hour: 0 })
    expect(moveCell({ day: 2, hour: 5 }, 'End')).toEqual({ day: 2, hour: 23 })
    expect(moveCell({ day: 2, hour: 5 }, 'PageUp')).toEqual({ day: 0, hour: 5 })
    expect(moveCell({ day: 2, hour: 5 }, 'PageDown')).toEqual({ day: 6, hour: 5 })
  })

  it('toggles with Space and Enter; plain arrows only move', () => {
    const s1 = press(at({ day: 1, hour: 9 }), ' ')
    expect(on(s1.grid)).toEqual(['1:9'])
    const s2 = press(s1, 'ArrowRight', 'Enter')
    expect(on(s2.grid)).toEqual(['1:9', '1:10'])
    expect(s2.focus).toEqual({ day: 1, hour: 10 })
    const s3 = press(s2, 'ArrowLeft', ' ')
    expect(on(s3.grid)).toEqual(['1:10'])
    expect(keyboardStep(s3, 'a', false)).toBeNull()
  })

  it('extends a rectangle with Shift+arrows from the toggled cell, and can shrink it again', () => {
    const s = press(at({ day: 1, hour: 9 }), ' ', 'Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowDown')
    expect(on(s.grid)).toEqual(['1:9', '1:10', '1:11', '2:9', '2:10', '2:11'])
    const back = press(s, 'Shift+ArrowUp', 'Shift+ArrowLeft')
    expect(on(back.grid)).toEqual(['1:9', '1:10'])
    // A plain move ends the stroke: the next Shift+arrow starts from the new cell.
    const next = press(back, 'ArrowDown', 'ArrowDown', 'Shift+ArrowRight')
    expect(on(next.grid)).toEqual(['1:9', '1:10', '3:10', '3:11'])
  })

  it('clears with Shift+arrows when the stroke began on a selected cell, and stops at the edge', () => {
    const full = fillRectangle(emptyGrid(), { day: 6, hour: 20 }, { day: 6, hour: 23 }, true)
    const s = press(at({ day: 6, hour: 21 }, full), 'Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowDown')
    expect(s.focus).toEqual({ day: 6, hour: 23 })
    expect(on(s.grid)).toEqual(['6:20'])
  })
})

describe('schedule overview (blocks ending at hours 5, 11, 17, 23)', () => {
  const densities = (grid: Grid) => scheduleOverview(scheduleFromGrid(grid)).map((d) => d.Blocks.map((b) => b.Density))

  it('counts the edge hours 0 and 5 as night, 6 as morning, 23 as evening', () => {
    const grid = withCells([
      { day: 0, hour: 0 },
      { day: 0, hour: 5 },
      { day: 0, hour: 6 },
      { day: 0, hour: 23 },
    ])
    const overview = scheduleOverview(scheduleFromGrid(grid))
    expect(overview[0]).toEqual({
      Day: 0,
      Blocks: [
        { TimeOfDay: 'night', Density: 2 },
        { TimeOfDay: 'morning', Density: 1 },
        { TimeOfDay: 'afternoon', Density: 0 },
        { TimeOfDay: 'evening', Density: 1 },
      ],
    })
    expect(densities(grid).slice(1)).toEqual(Array.from({ length: 6 }, () => [0, 0, 0, 0]))
  })

  it('reaches 6 per block for a full day and 0 for an empty one, per day', () => {
    const grid = fillRectangle(emptyGrid(), { day: 3, hour: 0 }, { day: 3, hour: 23 }, true)
    expect(densities(grid)[3]).toEqual([6, 6, 6, 6])
    expect(densities(grid)[2]).toEqual([0, 0, 0, 0])
    expect(densities(fillRectangle(emptyGrid(), { day: 1, hour: 11 }, { day: 1, hour: 12 }, true))[1]).toEqual([0, 1, 1, 0])
    expect(densities(fillRectangle(emptyGrid(), { day: 1, hour: 17 }, { day: 1, hour: 18 }, true))[1]).toEqual([0, 0, 1, 1])
  })
})
