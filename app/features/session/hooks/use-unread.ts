import { useEffect, useState } from 'react'
import type { ChatLine } from '~/app/features/session/room-state'

/**
 * How many of the other person's messages arrived while the chat was out of sight. Counted by
 * message id: the history replayed after a reconnect repeats ids already seen.
 */
export function useUnread(lines: readonly ChatLine[], reading: boolean): number {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set())
  useEffect(() => {
    if (reading) setSeen(new Set(lines.map((line) => line.messageId)))
  }, [reading, lines])
  if (reading) return 0
  return lines.filter((line) => !line.mine && !seen.has(line.messageId)).length
}
