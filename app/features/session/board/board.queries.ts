import { boardStateSchema, type BoardState } from '~/contract/board'
import { apiRequest } from '~/app/lib/api/client'
import { unwrap } from '~/app/lib/api/results'

/** The whole board of a booking (either participant, during and after the session). */
export async function fetchBoard(bookingId: string): Promise<BoardState> {
  return unwrap(await apiRequest(`/v2/booking/${encodeURIComponent(bookingId)}/board`, { auth: true, schema: boardStateSchema }))
}
