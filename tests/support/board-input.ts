import type { BoardStroke } from '~/contract/board'

let serial = 0

/** A valid whiteboard stroke (a short black pen line on the first page) with a fresh id; `overrides` win. Shared by the unit and integration suites. */
export const boardStroke = (overrides: Partial<BoardStroke> = {}): BoardStroke => ({
  stroke_id: `stroke_${++serial}_${Date.now()}`,
  page: 0,
  tool: 'pen',
  color: '#1f2937',
  width: 6,
  points: [
    [10, 20, 0.5],
    [30, 40, 0.6],
    [50, 45, 0.4],
  ],
  ...overrides,
})
