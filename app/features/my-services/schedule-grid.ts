import { DAYS_PER_WEEK, HOURS_PER_DAY, type WeeklySchedule } from '~/contract/api/catalogue'

/**
 * The weekly schedule editor's pure logic: the grid is days (rows, 0 = Sunday) by hours (columns).
 * A "stroke" is one gesture (a drag, or Space then Shift+arrows): it remembers the grid as it was
 * when it began, so a rectangle that shrinks back gives the cells it leaves their old state.
 */
export type Grid = readonly (readonly boolean[])[]
export type Cell = { day: number; hour: number }
export type Stroke = { base: Grid; anchor: Cell; value: boolean }

export const emptyGrid = (): Grid => Array.from({ length: DAYS_PER_WEEK }, () => Array.from({ length: HOURS_PER_DAY }, () => false))

export function gridFromSchedule(schedule: WeeklySchedule): Grid {
  const grid = emptyGrid().map((row) => [...row])
  for (const day of schedule) {
    for (const h of day.Hours) {
      const row = grid[day.Day]
      if (row && h.Hour >= 0 && h.Hour < HOURS_PER_DAY) row[h.Hour] = h.Selected
    }
  }
  return grid
}

export function scheduleFromGrid(grid: Grid): WeeklySchedule {
  return Array.from({ length: DAYS_PER_WEEK }, (_, day) => ({
    Day: day,
    Hours: Array.from({ length: HOURS_PER_DAY }, (_, hour) => ({ Hour: hour, Selected: grid[day]?.[hour] ?? false })),
  }))
}

export const clampCell = (cell: Cell): Cell => ({
  day: Math.min(DAYS_PER_WEEK - 1, Math.max(0, cell.day)),
  hour: Math.min(HOURS_PER_DAY - 1, Math.max(0, cell.hour)),
})

export const isSelected = (grid: Grid, cell: Cell) => grid[cell.day]?.[cell.hour] ?? false

export const sameCell = (a: Cell, b: Cell) => a.day === b.day && a.hour === b.hour

/** Every cell of the rectangle with corners `a` and `b` (inclusive, either order) gets `value`. */
export function fillRectangle(grid: Grid, a: Cell, b: Cell, value: boolean): Grid {
  const [from, to] = [clampCell(a), clampCell(b)]
  const [d0, d1] = [Math.min(from.day, to.day), Math.max(from.day, to.day)]
  const [h0, h1] = [Math.min(from.hour, to.hour), Math.max(from.hour, to.hour)]
  return grid.map((row, day) => (day < d0 || day > d1 ? row : row.map((selected, hour) => (hour >= h0 && hour <= h1 ? value : selected))))
}

/** A gesture starting on `cell` flips it: pressing a free hour selects, pressing a selected one clears. */
export const startStroke = (grid: Grid, cell: Cell): Stroke => ({ base: grid, anchor: clampCell(cell), value: !isSelected(grid, cell) })

/** The grid while (or after) the stroke reaches `to`. */
export const strokeTo = (stroke: Stroke, to: Cell): Grid => fillRectangle(stroke.base, stroke.anchor, to, stroke.value)

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown'
const MOVE_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']
export const isMoveKey = (key: string): key is MoveKey => MOVE_KEYS.includes(key)

/**
 * Where focus goes (the ARIA grid keys): arrows by one, Home/End to the row's first/last hour,
 * PageUp/PageDown to the first/last day; the grid's edges stop it (no wrapping).
 */
export function moveCell(cell: Cell, key: MoveKey): Cell {
  switch (key) {
    case 'ArrowUp':
      return clampCell({ ...cell, day: cell.day - 1 })
    case 'ArrowDown':
      return clampCell({ ...cell, day: cell.day + 1 })
    case 'ArrowLeft':
      return clampCell({ ...cell, hour: cell.hour - 1 })
    case 'ArrowRight':
      return clampCell({ ...cell, hour: cell.hour + 1 })
    case 'Home':
      return { ...cell, hour: 0 }
    case 'End':
      return { ...cell, hour: HOURS_PER_DAY - 1 }
    case 'PageUp':
      return { ...cell, day: 0 }
    case 'PageDown':
      return { ...cell, day: DAYS_PER_WEEK - 1 }
  }
}

/** The keyboard's state: the focused cell and the stroke that Shift+arrows extend, if any. */
export type KeyboardState = { grid: Grid; focus: Cell; stroke: Stroke | null }

/**
 * One key press. Space/Enter toggles the focused hour and begins a stroke with the new value;
 * Shift+arrow extends the stroke (beginning one on the focused cell when there is none) to a
 * rectangle; a plain move ends the stroke. Anything else: `null` (not handled).
 */
export function keyboardStep(state: KeyboardState, key: string, shift: boolean): KeyboardState | null {
  if (key === ' ' || key === 'Enter') {
    const stroke = startStroke(state.grid, state.focus)
    return { grid: strokeTo(stroke, state.focus), focus: state.focus, stroke }
  }
  if (!isMoveKey(key)) return null
  const focus = moveCell(state.focus, key)
  if (!shift) return { grid: state.grid, focus, stroke: null }
  const stroke = state.stroke ?? startStroke(state.grid, state.focus)
  return { grid: strokeTo(stroke, focus), focus, stroke }
}

export const selectedCount = (grid: Grid) => grid.reduce((sum, row) => sum + row.filter(Boolean).length, 0)
