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
  const next = [...lines, line]
  return next.sort((a, b) => (a.sentAt === null ? 1 : b.sentAt === null ? -1 : Date.parse(a.sentAt) - Date.parse(b.sentAt)))
}

/** Shows our own message at once, marked pending until the server's echo confirms it. */
export function sendChatLocally(lines: readonly ChatLine[], messageId: string, text: string): ChatLine[] {
  if (lines.some((line) => line.messageId === messageId)) return lines as ChatLine[]
  return [...lines, { messageId, text, mine: true, sentAt: null, pending: true }]
}
