import { z } from 'zod/mini'
import { multilineText, text } from './api/text.ts'

/**
 * The live session's shared whiteboard (beyond the spec). Both participants draw on a few pages;
 * a stroke is a pen, highlighter or straight-line mark, or a piece of text. Coordinates are in the
 * page's own units (BOARD_LIMITS.width x BOARD_LIMITS.height, 16:9), whatever the screen's size.
 *
 * How it travels (contract/socket.ts): a finished stroke goes to the server over the socket
 * (`board_stroke_message`), which keeps it and tells the room with the board's new `version`; the points of a stroke being drawn go straight to the other person over the call's data
 * channel (`board_points_message`, the socket when the channel is not open) and are not kept.
 * Undo takes one's own stroke away (`board_remove_message`), redo sends it again; the provider
 * may clear a page (`board_clear_message`). `GET /v2/booking/{id}/board` answers the whole board,
 * for a page that opens it late, a reload and the summary's picture.
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

export const strokeIdSchema = text({ min: 8, max: 64 }).check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be a stroke id'))
export const boardPageSchema = z.int().check(z.gte(0), z.lt(BOARD_LIMITS.pages))

/** [x, y, pressure]: page units (whole numbers) and pressure from 0 to 1 (0.5 where the device has none). */
export const boardPointSchema = z.tuple([
  z.int().check(z.gte(0), z.lte(BOARD_LIMITS.width)),
  z.int().check(z.gte(0), z.lte(BOARD_LIMITS.height)),
  z.number().check(z.gte(0), z.lte(1)),
])
export type BoardPoint = z.infer<typeof boardPointSchema>

const strokeStyle = {
  stroke_id: strokeIdSchema,
  page: boardPageSchema,
  tool: z.enum(BOARD_TOOLS),
  color: z.enum(BOARD_COLORS),
  width: z.union([z.literal(BOARD_WIDTHS[0]), z.literal(BOARD_WIDTHS[1]), z.literal(BOARD_WIDTHS[2])]),
}

/**
 * A finished stroke. A line has its two ends; text has one point (its top-left corner) and the
 * text, which may be several lines.
 */
export const boardStrokeSchema = z
  .object({
    ...strokeStyle,
    points: z.array(boardPointSchema).check(z.minLength(1), z.maxLength(BOARD_LIMITS.pointsPerStroke)),
    text: z.optional(multilineText({ min: 1, max: BOARD_LIMITS.textChars })),
  })
  .check(
    z.refine((s) => (s.tool === 'text') === (s.text !== undefined), 'text goes with the text tool, and only with it'),
    z.refine((s) => s.tool !== 'line' || s.points.length === 2, 'a line has two points'),
    z.refine((s) => s.tool !== 'text' || s.points.length === 1, 'text has one point'),
  )
export type BoardStroke = z.infer<typeof boardStrokeSchema>

/** Points of a stroke being drawn, from index `from` of its points; not kept by the server. */
export const boardPointsSchema = z.object({
  ...strokeStyle,
  from: z.int().check(z.gte(0), z.lt(BOARD_LIMITS.pointsPerStroke)),
  points: z.array(boardPointSchema).check(z.minLength(1), z.maxLength(BOARD_LIMITS.pointsPerStroke)),
})
export type BoardPoints = z.infer<typeof boardPointsSchema>

export const boardStrokeIdsSchema = z.array(strokeIdSchema).check(z.minLength(1), z.maxLength(BOARD_LIMITS.removePerMessage))

/** A stroke as the board holds it: who drew it and its place in the order the board is drawn in. */
export const storedBoardStrokeSchema = z.extend(boardStrokeSchema, {
  author_id: text({ min: 1, max: 64 }),
  seq: z.int().check(z.gte(1)),
})
export type StoredBoardStroke = z.infer<typeof storedBoardStrokeSchema>

/** Counts the board's changes: every kept stroke, taking away and clearing makes the next one. */
export const boardVersionSchema = z.int().check(z.gte(0))

/**
 * `GET /v2/booking/{id}/board` (either participant, during and after the session): the strokes on
 * the board in drawing order, and the board's `version`: a room message with a version at or below
 * it is already in this answer.
 */
export const boardStateSchema = z.object({
  strokes: z.array(storedBoardStrokeSchema),
  version: boardVersionSchema,
})
export type BoardState = z.infer<typeof boardStateSchema>
