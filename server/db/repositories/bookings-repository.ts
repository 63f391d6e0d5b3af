import { aliasedTable, and, asc, count, desc, eq, gt, inArray, lte, lt, or, sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { bookings, chatMessages, providers, services, sessionAttendance, users } from '~/server/db/schema'

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
  /** The provider's weekly schedule: UTC week-hours (day * 24 + hour, day 0 = Sunday). */
  providerSchedule: number[]
}

export type NewBooking = { serviceId: string; consumerId: string; providerUserId: string; roomName: string; startAt: Date; endAt: Date }

/** Bookings that have not ended at `now` count against these. */
export type UpcomingCaps = { now: Date; perConsumer: number; perConsumerAndProvider: number }

export type BookOutcome =
  | { kind: 'booked'; id: string }
  | { kind: 'overlap' }
  | { kind: 'consumer_limit' }
  | { kind: 'pair_limit' }

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
  /**
   * Inserts the booking unless either person already has one overlapping it, or the consumer holds
   * the most upcoming bookings allowed (in all, or with this provider). The checks and the insert
   * are atomic against every other booking of either person, on PostgreSQL with a pool as on PGlite.
   */
  book(input: NewBooking, caps: UpcomingCaps): Promise<BookOutcome>
  reschedule(id: string, startAt: Date, endAt: Date): Promise<void>
  attendance(bookingId: string): Promise<AttendanceRecord[]>
  transcript(bookingId: string, limit: number): Promise<ChatRecord[]>
}

/**
 * A user's bookings, either side, not yet ended or ended at `now`. Each side has an index on
 * (person, end_at) (schema.ts), so the upcoming list reads only bookings that have not ended, however
 * many a provider has given: the web asks for it every minute while a session is near.
 */
export function userBookingsWhere(userId: string, scope: 'upcoming' | 'past', now: Date) {
  const mine = or(eq(bookings.consumerId, userId), eq(bookings.providerUserId, userId))
  return and(mine, scope === 'upcoming' ? gt(bookings.endAt, now) : lte(bookings.endAt, now))
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
      const rows = await selectBookings()
        .where(userBookingsWhere(userId, scope, now))
        .orderBy(scope === 'upcoming' ? asc(bookings.startAt) : desc(bookings.startAt))
        .limit(limit)
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
          providerSchedule: providers.schedule,
        })
        .from(services)
        .innerJoin(providers, eq(providers.id, services.providerId))
        .where(eq(services.id, serviceId))
        .limit(1)
      return row
    },

    async book(input, caps) {
      const people = [input.consumerId, input.providerUserId]
      return db.transaction(async (tx): Promise<BookOutcome> => {
        // Every booking is made holding both people's user rows, locked in id order (so two
        // bookings of the same two people cannot deadlock): whoever books either person next waits
        // here until this one has committed, and then sees it. A plain read-then-insert let every
        // one of many simultaneous requests through. NO KEY UPDATE, not UPDATE: rows that merely
        // refer to these users (their key share locks) are not held up.
        await tx.select({ id: users.id }).from(users).where(inArray(users.id, people)).orderBy(asc(users.id)).for('no key update')
        const [overlap] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(or(inArray(bookings.consumerId, people), inArray(bookings.providerUserId, people)), lt(bookings.startAt, input.endAt), gt(bookings.endAt, input.startAt)))
          .limit(1)
        if (overlap) return { kind: 'overlap' }
        const [held] = await tx
          .select({
            all: count(),
            withProvider: sql<number>`count(*) filter (where ${bookings.providerUserId} = ${input.providerUserId})`.mapWith(Number),
          })
          .from(bookings)
          .where(and(eq(bookings.consumerId, input.consumerId), gt(bookings.endAt, caps.now)))
        if ((held?.withProvider ?? 0) >= caps.perConsumerAndProvider) return { kind: 'pair_limit' }
        if ((held?.all ?? 0) >= caps.perConsumer) return { kind: 'consumer_limit' }
        const [row] = await tx.insert(bookings).values(input).returning({ id: bookings.id })
        if (!row) throw new Error('insert returned no row')
        return { kind: 'booked', id: row.id }
      })
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
        .orderBy(asc(chatMessages.sentAt), asc(chatMessages.seq))
        .limit(limit)
    },
  }
}
