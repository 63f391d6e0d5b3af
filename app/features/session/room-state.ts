import type { ChatMessageEntity, JoinedUser, RoomInfoEntity } from '~/contract/socket'

export type SessionRole = 'consumer' | 'provider'

/** The other participant as this page sees them: absent, waiting in the waiting room, or in the call. */
export type OtherParty = { present: false } | ({ present: true; uid: string } & JoinedUser)

/** Picks the other participant out of the room info: whoever is there with the opposite role. */
export function otherParty(room: RoomInfoEntity | null, myRole: SessionRole): OtherParty {
  if (!room) return { present: false }
  for (const [uid, user] of Object.entries(room.joined_user)) {
    if (user.type !== myRole) return { present: true, uid, ...user }
  }
  return { present: false }
}

export type ChatLine = {
  messageId: string
  text: string
  mine: boolean
  sentAt: string | null
  /** Sent by us and not yet echoed back by the server (the echo is the confirmation). */
  pending: boolean
}

/**
 * Adds a message from the server to the chat. The history replayed after every (re)connect repeats
 * messages already shown, and our own message comes back as its confirmation: both are matched by
 * `message_id` so nothing shows twice. Lines stay in the order they were sent.
 */
export function receiveChat(lines: readonly ChatLine[], message: ChatMessageEntity, myUid: string): ChatLine[] {
  const line: ChatLine = {
    messageId: message.message_id,
    text: message.text,
    mine: message.sender.uid === myUid,
    sentAt: message.sent_at,
    pending: false,
  }
  const index = lines.findIndex((existing) => existing.messageId === message.message_id)
  if (index >= 0) {
    if (!lines[index]!.pending) return lines as ChatLine[]
    const next = lines.slice()
    next[index] = line
    return next
  }
  // Lines are kept in order, so the new one goes in after every line sent at or before it (and
  // before the unconfirmed ones): found from the end, where a message usually belongs. Sorting
  // the whole chat for each message made a replayed history of n messages cost n² log n.
  const next = lines.slice()
  let at = next.length
  if (line.sentAt !== null) {
    const time = Date.parse(line.sentAt)
    while (at > 0 && (next[at - 1]!.sentAt === null || Date.parse(next[at - 1]!.sentAt!) > time)) at--
  }
  next.splice(at, 0, line)
  return next
}

/** How many of the newest chat lines the call shows at first, and how many more each ask adds. */
export const CHAT_LINES_SHOWN = 50

/**
 * The newest `shown` lines, and how many earlier ones are left out: a long lesson's whole history
 * laid out at once held the call's start (every line is laid out and kept in the page).
 */
export function newestChatLines(lines: readonly ChatLine[], shown: number): { lines: readonly ChatLine[]; earlier: number } {
  const earlier = Math.max(0, lines.length - shown)
  return { lines: earlier === 0 ? lines : lines.slice(earlier), earlier }
}

/** Shows our own message at once, marked pending until the server's echo confirms it. */
export function sendChatLocally(lines: readonly ChatLine[], messageId: string, text: string): ChatLine[] {
  if (lines.some((line) => line.messageId === messageId)) return lines as ChatLine[]
  return [...lines, { messageId, text, mine: true, sentAt: null, pending: true }]
}
