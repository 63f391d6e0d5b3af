/**
 * The whiteboard's numbers and choices (contract/board.ts has the shapes): apart from the schemas,
 * so the board's drawing code, which loads on its own when the board is opened, carries no
 * validation code.
 */
export const BOARD_LIMITS = {
  width: 1600,
  height: 900,
  pages: 5,
  pointsPerStroke: 2000,
  textChars: 500,
  /** Strokes a board holds, taken-away ones that could come back included. */
  strokesPerBoard: 5000,
  /** Bytes of stroke data a board holds (each stroke counted as its JSON). */
  bytesPerBoard: 2_000_000,
  /** Strokes (finished, taken away or cleared) one person may send per second, with a burst. */
  writesPerSecond: 10,
  writeBurst: 40,
  /** Strokes one remove message may name (an eraser's sweep). */
  removePerMessage: 50,
} as const

export const BOARD_TOOLS = ['pen', 'highlighter', 'line', 'text'] as const
export type BoardTool = (typeof BOARD_TOOLS)[number]

/** The palette: dark ink first, each with at least 3:1 contrast on the white page. */
export const BOARD_COLORS = ['#1f2937', '#dc2626', '#1d4ed8', '#15803d', '#b45309', '#7e22ce'] as const
export type BoardColor = (typeof BOARD_COLORS)[number]

/** Widths in page units; text uses the width as its size class (small, medium, large). */
export const BOARD_WIDTHS = [3, 6, 12] as const
export type BoardWidth = (typeof BOARD_WIDTHS)[number]
