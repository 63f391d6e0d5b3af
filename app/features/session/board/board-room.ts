import type { BoardPoints } from '~/contract/board'
import type { Participant } from '~/contract/socket'
import type { RoomSession } from '~/app/features/session/room-session'
import type { BoardChange } from './board-state'

/** What the room hears of the whiteboard (board-state.ts applies it), and refusals of our changes. */
export type BoardEvent =
  | { kind: 'change'; change: BoardChange; sender: Participant }
  | { kind: 'points'; points: BoardPoints; sender: Participant }
  | { kind: 'refused'; code: 'board_full' | 'rate_limited' | 'forbidden' }

/**
 * The room's whiteboard messages (the realtime worker has checked them against the contract), as
 * board events. Here and not in the room, so that the call's first load carries none of it.
 */
export function onBoard(room: RoomSession, listener: (event: BoardEvent) => void): () => void {
  const stops = [
    room.onMessage('board_stroke_message', ({ entity }) => {
      listener({ kind: 'change', change: { kind: 'stroke', version: entity.version, stroke: entity.stroke }, sender: entity.sender })
    }),
    room.onMessage('board_remove_message', ({ entity }) => {
      listener({ kind: 'change', change: { kind: 'remove', version: entity.version, strokeIds: entity.stroke_ids }, sender: entity.sender })
    }),
    room.onMessage('board_clear_message', ({ entity }) => {
      listener({ kind: 'change', change: { kind: 'clear', version: entity.version, page: entity.page }, sender: entity.sender })
    }),
    room.onMessage('board_points_message', ({ entity }) => {
      const { room_name: _room, sender, ...points } = entity
      listener({ kind: 'points', points, sender })
    }),
    room.onMessage('error_message', ({ entity: { code, topic } }) => {
      if (topic?.startsWith('board_') && (code === 'board_full' || code === 'rate_limited' || code === 'forbidden')) listener({ kind: 'refused', code })
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
