import { BOARD_LIMITS, type BoardState, type BoardStroke, type StoredBoardStroke } from '~/contract/board'
import type { BoardRepository, BoardStrokeRecord, NewBoardStroke } from '~/server/db/repositories/board-repository'
import type { BookingRecord } from '~/server/db/repositories/bookings-repository'
import { participantOf } from './booking-service'

/** A booking's whiteboard over HTTP: the whole board, for either participant, during and after the session. */
export type BoardService = {
  state(userId: string, bookingId: string): Promise<BoardState>
}

/** A kept stroke as the contract has it. */
export function toStoredStroke(r: BoardStrokeRecord): StoredBoardStroke {
  return { stroke_id: r.strokeId, page: r.page, ...r.data, author_id: r.authorId, seq: r.seq }
}

/** A stroke a participant sent, as the board keeps it; its size is what it weighs against the board's limit. */
export function newStroke(bookingId: string, authorId: string, stroke: BoardStroke): NewBoardStroke {
  const { stroke_id: strokeId, page, tool, color, width, points, text } = stroke
  const data = { tool, color, width, points, ...(text === undefined ? {} : { text }) }
  return { bookingId, strokeId, authorId, page, data, bytes: Buffer.byteLength(JSON.stringify(data)) }
}

export const BOARD_REPOSITORY_LIMITS = { strokes: BOARD_LIMITS.strokesPerBoard, bytes: BOARD_LIMITS.bytesPerBoard } as const

export function createBoardService(deps: { repo: BoardRepository; findBooking: (id: string) => Promise<BookingRecord | undefined> }): BoardService {
  return {
    async state(userId, bookingId) {
      await participantOf(deps.findBooking, userId, bookingId)
      const { version, strokes } = await deps.repo.board(bookingId)
      return { version, strokes: strokes.map(toStoredStroke) }
    },
  }
}
