import { and, asc, desc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { violatedUniqueConstraint } from '~/server/db/db-errors'
import { bookingExtensions, bookings, services, users } from '~/server/db/schema'

export type ExtensionRecord = {
  id: string
  bookingId: string
  minutes: number
  price: number
  status: 'awaiting_payment' | 'paid' | 'accepted' | 'declined' | 'cancelled'
  paidVia: 'top_up' | 'pay_now' | null
  requestedAt: Date
  decidedAt: Date | null
}

export type NewExtension = { bookingId: string; minutes: number; price: number; requestedAt: Date }

/** What an accept found: done (the booking's new end), or why not. */
export type AcceptOutcome = { kind: 'accepted'; extension: ExtensionRecord; endAt: Date } | { kind: 'conflict' } | { kind: 'not_paid' } | { kind: 'closed' }

export type ExtensionsRepository = {
  /** The service's price and length, to price more time by. */
  pricing(bookingId: string): Promise<{ price: number; minutesPerSession: number } | undefined>
  /** The start of the first other booking of either person that begins before `until` and ends after `from`; null when there is none. */
  nextClash(bookingId: string, people: readonly string[], from: Date, until: Date): Promise<Date | null>
  /** Inserts the request; `pending` when the booking already has an open one (the partial unique index decides). */
  create(input: NewExtension): Promise<{ kind: 'created'; extension: ExtensionRecord } | { kind: 'pending' }>
  find(id: string): Promise<ExtensionRecord | undefined>
  /** The booking's newest request, whatever its status. */
  latest(bookingId: string): Promise<ExtensionRecord | undefined>
  /** Awaiting payment → paid; undefined when it was not awaiting payment. */
  markPaid(id: string, via: 'top_up' | 'pay_now', at: Date): Promise<ExtensionRecord | undefined>
  /** A request in one of `from` → declined or cancelled; undefined when it was in none of them any more. */
  close(id: string, status: 'declined' | 'cancelled', at: Date, from: readonly ('awaiting_payment' | 'paid')[]): Promise<ExtensionRecord | undefined>
  /**
   * Paid → accepted and the booking's end moved by its minutes, in one transaction that holds both
   * people's user rows (as booking does), so no booking can be made into the added time meanwhile.
   */
  accept(id: string, people: readonly string[], at: Date): Promise<AcceptOutcome>
}

const columns = {
  id: bookingExtensions.id,
  bookingId: bookingExtensions.bookingId,
  minutes: bookingExtensions.minutes,
  price: bookingExtensions.price,
  status: bookingExtensions.status,
  paidVia: bookingExtensions.paidVia,
  requestedAt: bookingExtensions.requestedAt,
  decidedAt: bookingExtensions.decidedAt,
}

export function createExtensionsRepository(db: Database): ExtensionsRepository {
  async function nextClash(executor: Pick<Database, 'select'>, bookingId: string, people: readonly string[], from: Date, until: Date) {
    const [row] = await executor
      .select({ startAt: bookings.startAt })
      .from(bookings)
      .where(
        and(
          ne(bookings.id, bookingId),
          or(inArray(bookings.consumerId, [...people]), inArray(bookings.providerUserId, [...people])),
          lt(bookings.startAt, until),
          gt(bookings.endAt, from),
        ),
      )
      .orderBy(asc(bookings.startAt))
      .limit(1)
    return row?.startAt ?? null
  }

  return {
    async pricing(bookingId) {
      const [row] = await db
        .select({ price: services.price, minutesPerSession: services.minutesPerSession })
        .from(bookings)
        .innerJoin(services, eq(services.id, bookings.serviceId))
        .where(eq(bookings.id, bookingId))
        .limit(1)
      return row
    },

    nextClash: (bookingId, people, from, until) => nextClash(db, bookingId, people, from, until),

    async create(input) {
      try {
        const [row] = await db.insert(bookingExtensions).values(input).returning(columns)
        if (!row) throw new Error('insert returned no row')
        return { kind: 'created', extension: row }
      } catch (err) {
        if (violatedUniqueConstraint(err) === 'booking_extensions_open_idx') return { kind: 'pending' }
        throw err
      }
    },

    async find(id) {
      const [row] = await db.select(columns).from(bookingExtensions).where(eq(bookingExtensions.id, id)).limit(1)
      return row
    },

    async latest(bookingId) {
      const [row] = await db
        .select(columns)
        .from(bookingExtensions)
        .where(eq(bookingExtensions.bookingId, bookingId))
        // Requests asked at the same instant of the service's clock (a clock that stands still in
        // tests) are told apart by when the database wrote them, never by their random ids.
        .orderBy(desc(bookingExtensions.requestedAt), desc(bookingExtensions.createdAt), desc(bookingExtensions.id))
        .limit(1)
      return row
    },

    async markPaid(id, via, at) {
      const [row] = await db
        .update(bookingExtensions)
        .set({ status: 'paid', paidVia: via, paidAt: at })
        .where(and(eq(bookingExtensions.id, id), eq(bookingExtensions.status, 'awaiting_payment')))
        .returning(columns)
      return row
    },

    async close(id, status, at, from) {
      const [row] = await db
        .update(bookingExtensions)
        .set({ status, decidedAt: at })
        .where(and(eq(bookingExtensions.id, id), inArray(bookingExtensions.status, [...from])))
        .returning(columns)
      return row
    },

    async accept(id, people, at) {
      return db.transaction(async (tx): Promise<AcceptOutcome> => {
        await tx.select({ id: users.id }).from(users).where(inArray(users.id, [...people])).orderBy(asc(users.id)).for('no key update')
        // The request's row is locked too: an accept and a decline at once cannot both win.
        const [request] = await tx.select(columns).from(bookingExtensions).where(eq(bookingExtensions.id, id)).for('update')
        if (!request || (request.status !== 'paid' && request.status !== 'awaiting_payment')) return { kind: 'closed' }
        if (request.status !== 'paid') return { kind: 'not_paid' }
        const [booking] = await tx.select({ endAt: bookings.endAt }).from(bookings).where(eq(bookings.id, request.bookingId)).for('update')
        if (!booking || booking.endAt <= at) return { kind: 'closed' }
        const endAt = new Date(booking.endAt.getTime() + request.minutes * 60_000)
        if ((await nextClash(tx, request.bookingId, people, booking.endAt, endAt)) !== null) return { kind: 'conflict' }
        const [accepted] = await tx.update(bookingExtensions).set({ status: 'accepted', decidedAt: at }).where(eq(bookingExtensions.id, id)).returning(columns)
        await tx.update(bookings).set({ endAt }).where(eq(bookings.id, request.bookingId))
        if (!accepted) throw new Error('update returned no row')
        return { kind: 'accepted', extension: accepted, endAt }
      })
    },
  }
}
