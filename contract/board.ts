import { z } from 'zod/mini'
import { multilineText, text } from './api/text.ts'
import { BOARD_COLORS, BOARD_LIMITS, BOARD_TOOLS, BOARD_WIDTHS } from './board-limits.ts'

export * from './board-limits.ts'

/**
 * The live session's shared whiteboard (beyond the spec). Both participants draw on a few pages;
 * a stroke is a pen, highlighter or straight-line mark, or a piece of text. Coordinates are in the
 * page's own units (BOARD_LIMITS.width x BOARD_LIMITS.height, 16:9), whatever the screen's size.
 *
 * How it travels (contract/socket.ts): a finished stroke goes to the server over the socket
 * (`board_stroke_message`), which keeps it and tells the room with the board's new `version`; the
 * points of a stroke being drawn go straight to the other person over the call's data channel
 * (`board_points_message`, the socket when the channel is not open) and are not kept.
 * Undo takes one's own stroke away (`board_remove_message`), redo sends it again; the provider
 * may clear a page (`board_clear_message`). `GET /v2/booking/{id}/board` answers the whole board,
 * for a page that opens it late, a reload and the summary's picture.
 */
export const strokeIdSchema = text({ min: 8, max: 64 }).check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be a stroke id'))
export const boardPageSchema = z.int().check(z.gte(0), z.lte(BOARD_LIMITS.pages - 1))

/** [x, y, pressure]: page units (whole numbers) and pressure from 0 to 1 (0.5 where the device has none). */
export type BoardPoint = [x: number, y: number, pressure: number]
const isBoardPoint = (p: readonly number[]): boolean =>
  Number.isInteger(p[0]) && Number.isInteger(p[1]) && p[0]! >= 0 && p[0]! <= BOARD_LIMITS.width && p[1]! >= 0 && p[1]! <= BOARD_LIMITS.height && p[2]! >= 0 && p[2]! <= 1
// An array checked by hand rather than a zod tuple: the validation code every page loads stays as it was.
export const boardPointSchema = z.pipe(
  z.array(z.number()).check(z.length(3), z.refine(isBoardPoint, 'must be [x, y, pressure] on the page')),
  z.transform((p) => p as BoardPoint),
)

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
  from: z.int().check(z.gte(0), z.lte(BOARD_LIMITS.pointsPerStroke - 1)),
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
