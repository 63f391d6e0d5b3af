import { aliasedTable, and, asc, count, desc, eq, gt, lte, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { bookings, chatMessages, providers, services, sessionAttendance, users } from '../schema'

/** A booking with what its pages show: the service and both people. */
export type BookingRecord = {
  id: string
  roomName: string
  startAt: Date
  endAt: Date
  service: { id: string; title: string; minutesPerSession: number }
  consumer: PartyRecord
  provider: PartyRecord
}
export type PartyRecord = { id: string; username: string; displayName: string; profilePicture: string }

export type BookableService = {
  id: string
  providerUserId: string
  minutesPerSession: number
  bookable: boolean
}

export type AttendanceRecord = { userId: string; joinedAt: Date; leftAt: Date | null }
export type ChatRecord = { messageId: string; senderId: string; text: string; sentAt: Date }

export type BookingsRepository = {
  findById(id: string): Promise<BookingRecord | undefined>
  findByRoomName(roomName: string): Promise<BookingRecord | undefined>
  /** Bookings where the user is either side: not yet ended (soonest first) or ended (newest first). */
  listForUser(userId: string, scope: 'upcoming' | 'past', now: Date, limit: number): Promise<BookingRecord[]>
  /** Everyone's bookings (the staff's appointments): not yet ended, soonest first, or ended, newest first. */
  listAll(when: 'upcoming' | 'past', now: Date, window: { skip: number; limit: number }): Promise<{ rows: BookingRecord[]; total: number }>
  findService(serviceId: string): Promise<BookableService | undefined>
  /** Whether either person already has a booking overlapping [start, end). */
  hasOverlap(userIds: readonly string[], start: Date, end: Date): Promise<boolean>
  insert(input: { serviceId: string; consumerId: string; providerUserId: string; roomName: string; startAt: Date; endAt: Date; id?: string }): Promise<string>
  reschedule(id: string, startAt: Date, endAt: Date): Promise<void>
  attendance(bookingId: string): Promise<AttendanceRecord[]>
  transcript(bookingId: string, limit: number): Promise<ChatRecord[]>
}

const consumerUser = aliasedTable(users, 'consumer_user')
const providerUser = aliasedTable(users, 'provider_user')
const providerRow = aliasedTable(providers, 'provider_row')

export function createBookingsRepository(db: Database): BookingsRepository {
  const selectBookings = () =>
    db
      .select({
        id: bookings.id,
        roomName: bookings.roomName,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        serviceId: services.id,
        serviceTitle: services.title,
        minutesPerSession: services.minutesPerSession,
        consumerId: consumerUser.id,
        consumerUsername: consumerUser.username,
        consumerPicture: consumerUser.profilePicture,
        providerId: providerUser.id,
        providerUsername: providerUser.username,
        providerPicture: providerUser.profilePicture,
        providerDisplayName: providerRow.displayName,
      })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .innerJoin(consumerUser, eq(consumerUser.id, bookings.consumerId))
      .innerJoin(providerUser, eq(providerUser.id, bookings.providerUserId))
      .leftJoin(providerRow, eq(providerRow.userId, bookings.providerUserId))

  type Row = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number]
  const toRecord = (r: Row): BookingRecord => ({
    id: r.id,
    roomName: r.roomName,
    startAt: r.startAt,
    endAt: r.endAt,
    service: { id: r.serviceId, title: r.serviceTitle, minutesPerSession: r.minutesPerSession },
    consumer: { id: r.consumerId, username: r.consumerUsername, displayName: r.consumerUsername, profilePicture: r.consumerPicture },
    provider: {
      id: r.providerId,
      username: r.providerUsername,
      displayName: r.providerDisplayName || r.providerUsername,
      profilePicture: r.providerPicture,
    },
  })

  return {
    async findById(id) {
      const [row] = await selectBookings().where(eq(bookings.id, id)).limit(1)
      return row && toRecord(row)
    },

    async findByRoomName(roomName) {
      const [row] = await selectBookings().where(eq(bookings.roomName, roomName)).limit(1)
      return row && toRecord(row)
    },

    async listForUser(userId, scope, now, limit) {
      const mine = or(eq(bookings.consumerId, userId), eq(bookings.providerUserId, userId))
      const rows =
        scope === 'upcoming'
          ? await selectBookings().where(and(mine, gt(bookings.endAt, now))).orderBy(asc(bookings.startAt)).limit(limit)
          : await selectBookings().where(and(mine, lte(bookings.endAt, now))).orderBy(desc(bookings.startAt)).limit(limit)
      return rows.map(toRecord)
    },

    async listAll(when, now, window) {
      const where = when === 'upcoming' ? gt(bookings.endAt, now) : lte(bookings.endAt, now)
      const [rows, [total]] = await Promise.all([
        selectBookings()
          .where(where)
          .orderBy(when === 'upcoming' ? asc(bookings.startAt) : desc(bookings.startAt), asc(bookings.id))
          .offset(window.skip)
          .limit(window.limit),
        db.select({ n: count() }).from(bookings).where(where),
      ])
      return { rows: rows.map(toRecord), total: total?.n ?? 0 }
    },

    async findService(serviceId) {
      const [row] = await db
        .select({
          id: services.id,
          providerUserId: providers.userId,
          minutesPerSession: services.minutesPerSession,
          bookable: sql<boolean>`${services.visible} and ${services.verifyStatus} = 'approved' and ${providers.verifyStatus} = 'approved'`,
        })
        .from(services)
        .innerJoin(providers, eq(providers.id, services.providerId))
        .where(eq(services.id, serviceId))
        .limit(1)
      return row
    },

    async hasOverlap(userIds, start, end) {
      const people = or(...userIds.flatMap((id) => [eq(bookings.consumerId, id), eq(bookings.providerUserId, id)]))
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(people, lt(bookings.startAt, end), gt(bookings.endAt, start)))
        .limit(1)
      return row !== undefined
    },

    async insert(input) {
      const [row] = await db.insert(bookings).values(input).returning({ id: bookings.id })
      if (!row) throw new Error('insert returned no row')
      return row.id
    },

    async reschedule(id, startAt, endAt) {
      // A moved booking's room opens again later, and is announced again then.
      await db.update(bookings).set({ startAt, endAt, readyNotifiedAt: null }).where(eq(bookings.id, id))
    },

    async attendance(bookingId) {
      return db
        .select({ userId: sessionAttendance.userId, joinedAt: sessionAttendance.joinedAt, leftAt: sessionAttendance.leftAt })
        .from(sessionAttendance)
        .where(eq(sessionAttendance.bookingId, bookingId))
        .orderBy(asc(sessionAttendance.joinedAt))
    },

    async transcript(bookingId, limit) {
      return db
        .select({ messageId: chatMessages.messageId, senderId: chatMessages.senderId, text: chatMessages.text, sentAt: chatMessages.sentAt })
        .from(chatMessages)
        .where(eq(chatMessages.bookingId, bookingId))
        .orderBy(asc(chatMessages.sentAt), asc(chatMessages.id))
        .limit(limit)
    },
  }
}
