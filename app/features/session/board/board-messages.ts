import { boardPointsSchema, type BoardPoints } from '~/contract/board'

/**
 * Points of a stroke being drawn, as the other person's page sent them over the call's data channel
 * (peer-session.ts passes them on unread): checked against the contract like any message from
 * outside; null when they are not valid points.
 */
export function readBoardPoints(message: unknown): BoardPoints | null {
  const points = boardPointsSchema.safeParse(message)
  return points.success ? points.data : null
}
