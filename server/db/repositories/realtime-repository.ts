import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, min, notInArray, sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { bookings, chatMessages, realtimeInstances, realtimeSockets, realtimeTickets, refreshTokenFamilies, roomPresence, sessionAttendance, users } from '~/server/db/schema'

/**
 * What the WebSocket hub keeps in the database, so that every instance sees the same tickets,
 * rooms and chat: a room may span two processes behind a load balancer.
 */

export type MediaFlags = { camera: boolean; microphone: boolean; screen: boolean; inCall: boolean; callId: string | null }

export type PresenceRecord = MediaFlags & {
  userId: string
  connectionId: string
  instanceId: string
  displayName: string
  enteredAt: Date
}

export type StoredChat = { id: string; messageId: string; senderId: string; text: string; sentAt: Date }

export type TicketOutcome = { kind: 'issued' } | { kind: 'full'; oldestExpiresAt: Date }

export type RealtimeRepository = {
  /**
   * Stores a ticket unless the user already holds `max` unexpired ones (their expired ones are
   * deleted first). Atomic against the user's other issues, on every instance.
   */
  issueTicket(input: { ticketHash: string; userId: string; familyId: string; expiresAt: Date; now: Date; max: number }): Promise<TicketOutcome>
  /**
   * Deletes the ticket and answers its user, if it existed, had not expired and its session
   * (refresh-token family) is still live: a ticket asked for before a sign-out opens nothing.
   */
  consumeTicket(ticketHash: string, now: Date): Promise<string | undefined>
  pruneTickets(now: Date): Promise<void>

  /**
   * Puts the user in the room on this connection. A row left by an earlier connection of the same
   * user (another tab, or a reconnect within the grace time) is taken over with its media flags,
   * and its connection id is answered so that connection can be told it was replaced.
   */
  enter(input: { bookingId: string; userId: string; connectionId: string; instanceId: string; displayName: string; now: Date }): Promise<{ previousConnectionId: string | null }>
  /** Changes flags only while `connectionId` still holds the row; answers whether it did. */
  updateFlags(bookingId: string, userId: string, connectionId: string, flags: Partial<MediaFlags>): Promise<boolean>
  /** Removes the row only if `connectionId` still holds it; answers whether it did. */
  leave(bookingId: string, userId: string, connectionId: string): Promise<boolean>
  /** Who is in the room, counting only rows of instances whose heartbeat is newer than `aliveSince`. */
  presence(bookingId: string, aliveSince: Date): Promise<PresenceRecord[]>

  /**
   * Records an open socket unless the user already has `max` open on instances whose heartbeat is
   * newer than `aliveSince` (this one included); answers whether it was recorded. Atomic against
   * the user's other sockets, on every instance.
   */
  openSocket(input: { connectionId: string; userId: string; instanceId: string; now: Date; aliveSince: Date; max: number }): Promise<boolean>
  closeSocket(connectionId: string): Promise<void>

  heartbeat(instanceId: string, now: Date): Promise<void>
  /** Forgets an instance and the presence and sockets it held (a clean shutdown), and dead instances' rows older than `deadBefore`. */
  removeInstance(instanceId: string): Promise<void>
  pruneInstances(deadBefore: Date): Promise<void>

  /**
   * Stores a chat message once per (sender, message id), then deletes the room's messages beyond
   * the newest `keep`; answers the stored row either way.
   */
  saveChat(input: { bookingId: string; senderId: string; messageId: string; text: string; sentAt: Date }, keep: number): Promise<StoredChat>
  /** The newest `limit` messages, oldest first. */
  chatHistory(bookingId: string, limit: number): Promise<StoredChat[]>

  /** Starts an attendance stretch unless one is open. */
  openAttendance(bookingId: string, userId: string, now: Date): Promise<void>
  closeAttendance(bookingId: string, userId: string, now: Date): Promise<void>
}

export function createRealtimeRepository(db: Database): RealtimeRepository {
  const chatColumns = {
    id: chatMessages.id,
    messageId: chatMessages.messageId,
    senderId: chatMessages.senderId,
    text: chatMessages.text,
    sentAt: chatMessages.sentAt,
  }

  return {
    async issueTicket({ ticketHash, userId, familyId, expiresAt, now, max }) {
      return db.transaction(async (tx): Promise<TicketOutcome> => {
        // Holding the user's row makes count-then-insert one step for this user's other issues.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
        await tx.delete(realtimeTickets).where(and(eq(realtimeTickets.userId, userId), lte(realtimeTickets.expiresAt, now)))
        const [held] = await tx
          .select({ n: count(), oldest: min(realtimeTickets.expiresAt) })
          .from(realtimeTickets)
          .where(eq(realtimeTickets.userId, userId))
        if (held && held.n >= max && held.oldest) return { kind: 'full', oldestExpiresAt: held.oldest }
        await tx.insert(realtimeTickets).values({ ticketHash, userId, familyId, expiresAt })
        return { kind: 'issued' }
      })
    },

    async consumeTicket(ticketHash, now) {
      // One statement, so two connections racing with the same ticket cannot both win.
      const [row] = await db
        .delete(realtimeTickets)
        .where(eq(realtimeTickets.ticketHash, ticketHash))
        .returning({ userId: realtimeTickets.userId, familyId: realtimeTickets.familyId, expiresAt: realtimeTickets.expiresAt })
      if (!row || row.expiresAt <= now || row.familyId === null) return undefined
      const [family] = await db
        .select({ userId: refreshTokenFamilies.userId })
        .from(refreshTokenFamilies)
        .where(and(eq(refreshTokenFamilies.id, row.familyId), isNull(refreshTokenFamilies.revokedAt), gt(refreshTokenFamilies.expiresAt, now)))
      return family?.userId === row.userId ? row.userId : undefined
    },

    async pruneTickets(now) {
      await db.delete(realtimeTickets).where(lte(realtimeTickets.expiresAt, now))
    },

    async enter({ bookingId, userId, connectionId, instanceId, displayName, now }) {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ connectionId: roomPresence.connectionId })
          .from(roomPresence)
          .where(and(eq(roomPresence.bookingId, bookingId), eq(roomPresence.userId, userId)))
          .for('update')
        if (previous) {
          await tx
            .update(roomPresence)
            .set({ connectionId, instanceId, displayName })
            .where(and(eq(roomPresence.bookingId, bookingId), eq(roomPresence.userId, userId)))
        } else {
          await tx
            .insert(roomPresence)
            .values({ bookingId, userId, connectionId, instanceId, displayName, enteredAt: now })
            // Two first entries racing: the later one takes the row over.
            .onConflictDoUpdate({ target: [roomPresence.bookingId, roomPresence.userId], set: { connectionId, instanceId, displayName } })
        }
        return { previousConnectionId: previous && previous.connectionId !== connectionId ? previous.connectionId : null }
      })
    },

    async updateFlags(bookingId, userId, connectionId, flags) {
      const rows = await db
        .update(roomPresence)
        .set(flags)
        .where(and(eq(roomPresence.bookingId, bookingId), eq(roomPresence.userId, userId), eq(roomPresence.connectionId, connectionId)))
        .returning({ userId: roomPresence.userId })
      return rows.length > 0
    },

    async leave(bookingId, userId, connectionId) {
      const rows = await db
        .delete(roomPresence)
        .where(and(eq(roomPresence.bookingId, bookingId), eq(roomPresence.userId, userId), eq(roomPresence.connectionId, connectionId)))
        .returning({ userId: roomPresence.userId })
      return rows.length > 0
    },

    async presence(bookingId, aliveSince) {
      const alive = db.select({ id: realtimeInstances.id }).from(realtimeInstances).where(gt(realtimeInstances.heartbeatAt, aliveSince))
      return db
        .select({
          userId: roomPresence.userId,
          connectionId: roomPresence.connectionId,
          instanceId: roomPresence.instanceId,
          displayName: roomPresence.displayName,
          camera: roomPresence.camera,
          microphone: roomPresence.microphone,
          screen: roomPresence.screen,
          inCall: roomPresence.inCall,
          callId: roomPresence.callId,
          enteredAt: roomPresence.enteredAt,
        })
        .from(roomPresence)
        .where(and(eq(roomPresence.bookingId, bookingId), inArray(roomPresence.instanceId, alive)))
        .orderBy(asc(roomPresence.enteredAt))
    },

    async openSocket({ connectionId, userId, instanceId, now, aliveSince, max }) {
      return db.transaction(async (tx) => {
        // As for tickets: the user's row serializes this user's connections on every instance.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
        const alive = tx.select({ id: realtimeInstances.id }).from(realtimeInstances).where(gt(realtimeInstances.heartbeatAt, aliveSince))
        const [open] = await tx
          .select({ n: count() })
          .from(realtimeSockets)
          .where(and(eq(realtimeSockets.userId, userId), inArray(realtimeSockets.instanceId, alive)))
        if ((open?.n ?? 0) >= max) return false
        await tx.insert(realtimeSockets).values({ connectionId, userId, instanceId, openedAt: now })
        return true
      })
    },

    async closeSocket(connectionId) {
      await db.delete(realtimeSockets).where(eq(realtimeSockets.connectionId, connectionId))
    },

    async heartbeat(instanceId, now) {
      await db
        .insert(realtimeInstances)
        .values({ id: instanceId, heartbeatAt: now })
        .onConflictDoUpdate({ target: realtimeInstances.id, set: { heartbeatAt: now } })
    },

    async removeInstance(instanceId) {
      await db.delete(roomPresence).where(eq(roomPresence.instanceId, instanceId))
      await db.delete(realtimeSockets).where(eq(realtimeSockets.instanceId, instanceId))
      await db.delete(realtimeInstances).where(eq(realtimeInstances.id, instanceId))
    },

    async pruneInstances(deadBefore) {
      const live = db.select({ id: realtimeInstances.id }).from(realtimeInstances).where(gt(realtimeInstances.heartbeatAt, deadBefore))
      await db.delete(roomPresence).where(notInArray(roomPresence.instanceId, live))
      await db.delete(realtimeSockets).where(notInArray(realtimeSockets.instanceId, live))
      await db.delete(realtimeInstances).where(lt(realtimeInstances.heartbeatAt, deadBefore))
    },

    async saveChat(input, keep) {
      return db.transaction(async (tx) => {
        // One writer per room at a time, so the room never holds more than `keep` between two
        // messages, whichever instances they arrive at.
        await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, input.bookingId)).for('no key update')
        const [inserted] = await tx.insert(chatMessages).values(input).onConflictDoNothing().returning(chatColumns)
        if (inserted) {
          const beyond = tx
            .select({ seq: chatMessages.seq })
            .from(chatMessages)
            .where(eq(chatMessages.bookingId, input.bookingId))
            .orderBy(desc(chatMessages.sentAt), desc(chatMessages.seq))
            .offset(keep)
          await tx.delete(chatMessages).where(and(eq(chatMessages.bookingId, input.bookingId), inArray(chatMessages.seq, beyond)))
          return inserted
        }
        const [existing] = await tx
          .select(chatColumns)
          .from(chatMessages)
          .where(and(eq(chatMessages.bookingId, input.bookingId), eq(chatMessages.senderId, input.senderId), eq(chatMessages.messageId, input.messageId)))
          .limit(1)
        if (!existing) throw new Error('chat message vanished')
        return existing
      })
    },

    async chatHistory(bookingId, limit) {
      const newest = await db
        .select(chatColumns)
        .from(chatMessages)
        .where(eq(chatMessages.bookingId, bookingId))
        .orderBy(desc(chatMessages.sentAt), desc(chatMessages.seq))
        .limit(limit)
      return newest.reverse()
    },

    async openAttendance(bookingId, userId, now) {
      await db.transaction(async (tx) => {
        const [open] = await tx
          .select({ id: sessionAttendance.id })
          .from(sessionAttendance)
          .where(and(eq(sessionAttendance.bookingId, bookingId), eq(sessionAttendance.userId, userId), isNull(sessionAttendance.leftAt)))
          .limit(1)
        if (!open) await tx.insert(sessionAttendance).values({ bookingId, userId, joinedAt: now })
      })
    },

    async closeAttendance(bookingId, userId, now) {
      await db
        .update(sessionAttendance)
        .set({ leftAt: sql`greatest(${sessionAttendance.joinedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(sessionAttendance.bookingId, bookingId), eq(sessionAttendance.userId, userId), isNull(sessionAttendance.leftAt)))
    },
  }
}
