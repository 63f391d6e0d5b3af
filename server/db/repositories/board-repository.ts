import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { boards, boardStrokes, type BoardStrokeData } from '~/server/db/schema'

/** A stroke as the board keeps it (contract/board.ts storedBoardStrokeSchema, in the database's terms). */
export type BoardStrokeRecord = { strokeId: string; authorId: string; page: number; seq: number; data: BoardStrokeData }

export type NewBoardStroke = { bookingId: string; strokeId: string; authorId: string; page: number; data: BoardStrokeData; bytes: number }

export type BoardLimits = { readonly strokes: number; readonly bytes: number }

/**
 * What keeping a stroke did: kept it (new), brought it back (taken away before: undo's redo, or an
 * eraser's undo), or found it already there (a resend); or refused it, the board being full. A
 * stroke that was there before keeps what it was: its id brings back or names the stroke as it was
 * first kept, whoever sends it. `version` is the board's after the write.
 */
export type AddStrokeOutcome = { kind: 'kept' | 'restored' | 'already'; version: number; stroke: BoardStrokeRecord } | { kind: 'full' }

export type BoardRepository = {
  addStroke(input: NewBoardStroke, limits: BoardLimits): Promise<AddStrokeOutcome>
  /** Takes strokes away (they stay, marked, for undo's redo); answers the ids that were on the board. */
  removeStrokes(bookingId: string, strokeIds: readonly string[]): Promise<{ version: number; removed: string[] }>
  /** Deletes a page's strokes. */
  clearPage(bookingId: string, page: number): Promise<{ version: number }>
  /** The strokes on the board, in drawing order, and its version. */
  board(bookingId: string): Promise<{ version: number; strokes: BoardStrokeRecord[] }>
}

const strokeColumns = { strokeId: boardStrokes.strokeId, authorId: boardStrokes.authorId, page: boardStrokes.page, seq: boardStrokes.seq, data: boardStrokes.data }

export function createBoardRepository(db: Database): BoardRepository {
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

  /** The board's row, made on the first write and locked: one writer per board, on every instance. */
  async function lockBoard(tx: Tx, bookingId: string) {
    await tx.insert(boards).values({ bookingId }).onConflictDoNothing()
    const [board] = await tx.select().from(boards).where(eq(boards.bookingId, bookingId)).for('update')
    if (!board) throw new Error('board row vanished')
    return board
  }

  async function bump(tx: Tx, bookingId: string, change: { strokes?: number; bytes?: number } = {}) {
    const [row] = await tx
      .update(boards)
      .set({
        version: sql`${boards.version} + 1`,
        strokes: sql`${boards.strokes} + ${change.strokes ?? 0}`,
        bytes: sql`${boards.bytes} + ${change.bytes ?? 0}`,
      })
      .where(eq(boards.bookingId, bookingId))
      .returning({ version: boards.version })
    if (!row) throw new Error('board row vanished')
    return row.version
  }

  return {
    async addStroke(input, limits) {
      return db.transaction(async (tx): Promise<AddStrokeOutcome> => {
        const board = await lockBoard(tx, input.bookingId)
        const [existing] = await tx
          .select({ ...strokeColumns, removed: boardStrokes.removed })
          .from(boardStrokes)
          .where(and(eq(boardStrokes.bookingId, input.bookingId), eq(boardStrokes.strokeId, input.strokeId)))
        if (existing) {
          const { removed, ...stroke } = existing
          if (!removed) return { kind: 'already', version: board.version, stroke }
          await tx.update(boardStrokes).set({ removed: false }).where(and(eq(boardStrokes.bookingId, input.bookingId), eq(boardStrokes.strokeId, input.strokeId)))
          return { kind: 'restored', version: await bump(tx, input.bookingId), stroke }
        }
        if (board.strokes + 1 > limits.strokes || board.bytes + input.bytes > limits.bytes) return { kind: 'full' }
        const [kept] = await tx.insert(boardStrokes).values(input).returning(strokeColumns)
        if (!kept) throw new Error('stroke not kept')
        return { kind: 'kept', version: await bump(tx, input.bookingId, { strokes: 1, bytes: input.bytes }), stroke: kept }
      })
    },

    async removeStrokes(bookingId, strokeIds) {
      return db.transaction(async (tx) => {
        const board = await lockBoard(tx, bookingId)
        const removed = await tx
          .update(boardStrokes)
          .set({ removed: true })
          .where(and(eq(boardStrokes.bookingId, bookingId), inArray(boardStrokes.strokeId, [...strokeIds]), eq(boardStrokes.removed, false)))
          .returning({ strokeId: boardStrokes.strokeId })
        if (removed.length === 0) return { version: board.version, removed: [] }
        return { version: await bump(tx, bookingId), removed: removed.map((r) => r.strokeId) }
      })
    },

    async clearPage(bookingId, page) {
      return db.transaction(async (tx) => {
        await lockBoard(tx, bookingId)
        const gone = await tx
          .delete(boardStrokes)
          .where(and(eq(boardStrokes.bookingId, bookingId), eq(boardStrokes.page, page)))
          .returning({ bytes: boardStrokes.bytes })
        const bytes = gone.reduce((sum, row) => sum + row.bytes, 0)
        return { version: await bump(tx, bookingId, { strokes: -gone.length, bytes: -bytes }) }
      })
    },

    async board(bookingId) {
      const [board] = await db.select({ version: boards.version }).from(boards).where(eq(boards.bookingId, bookingId))
      if (!board) return { version: 0, strokes: [] }
      const strokes = await db
        .select(strokeColumns)
        .from(boardStrokes)
        .where(and(eq(boardStrokes.bookingId, bookingId), eq(boardStrokes.removed, false)))
        .orderBy(asc(boardStrokes.seq))
      return { version: board.version, strokes }
    },
  }
}
