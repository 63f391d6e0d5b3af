/**
 * The socket's plain numbers: close codes and the chat's length limit. No validation code here, so a
 * page can read them without loading the socket's schemas (contract/socket.ts, checked in the
 * realtime worker and on the server).
 */

/**
 * Close codes with a meaning for the client. The 4000-4999 range is ours (RFC 6455 leaves it to
 * applications) and every code in it means "do not reconnect": the reason will not go away by
 * trying again, and a retry loop would fight the server (or another tab) for the session.
 */
export const SOCKET_CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  /** Never sent on the wire: the browser reports it when the connection dropped without a close frame. */
  abnormal: 1006,
  messageTooBig: 1009,
  /** The user logged out (their sockets are closed) or the ticket was no longer valid. */
  loggedOut: 4001,
  /** Not a participant of the room, or not allowed to send that message. */
  forbidden: 4003,
  /** The same user opened the session in another tab; the newest tab wins. */
  replaced: 4008,
  /** The session is over (end time reached or ended by a participant). */
  sessionEnded: 4009,
  /** The user already has as many sockets open as allowed (REALTIME_SOCKETS_PER_USER); the newest is refused. */
  tooManyConnections: 4029,
} as const

/** The longest chat message, in characters. */
export const CHAT_TEXT_MAX = 2000
