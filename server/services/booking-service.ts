import { randomBytes } from 'node:crypto'
import {
  NEARLY_TIME_UP_BEFORE_END_MS,
  PROVIDER_LATE_AFTER_START_MS,
  ROOM_OPENS_BEFORE_START_MS,
  type Attendance,
  type Booking,
  type BookingParty,
  type BookingPhase,
  type BookingRole,
  type BookingSummary,
  type CreateBookingRequest,
} from '~/contract/api/booking'
import type { BookingLimits } from '~/server/config'
import type { BookingRecord, BookingsRepository, BookOutcome, PartyRecord } from '~/server/db/repositories/bookings-repository'
import { AppError } from '~/server/errors'
import type { Clock } from './clock'
import { utcWeekHoursSpanned } from './weekly-schedule'

/** How far ahead a session may be booked. */
const MAX_BOOKING_AHEAD_MS = 180 * 24 * 3_600_000
/** Sessions start on the hour: the grid the weekly schedule is kept in. */
const SESSION_GRID_MS = 3_600_000
// At least the most a room may keep (REALTIME_CHAT_MESSAGES_PER_ROOM), so the summary shows it all.
const TRANSCRIPT_LIMIT = 2_000

/** The moments of a booking the session timers fire at (spec 4 topics). */
export type SessionMoments = {
  opensAt: Date
  startAt: Date
  providerLateAt: Date
  nearlyTimeUpAt: Date
  endAt: Date
}

export function sessionMoments(b: Pick<BookingRecord, 'startAt' | 'endAt'>): SessionMoments {
  const start = b.startAt.getTime()
  const end = b.endAt.getTime()
  return {
    opensAt: new Date(start - ROOM_OPENS_BEFORE_START_MS),
    startAt: b.startAt,
    providerLateAt: new Date(start + PROVIDER_LATE_AFTER_START_MS),
    // A session shorter than the warning gets it at its start rather than before it.
    nearlyTimeUpAt: new Date(Math.max(start, end - NEARLY_TIME_UP_BEFORE_END_MS)),
    endAt: b.endAt,
  }
}

export function bookingPhase(b: Pick<BookingRecord, 'startAt' | 'endAt'>, now: Date): BookingPhase {
  const { opensAt, endAt } = sessionMoments(b)
  if (now >= endAt) return 'ended'
  return now >= opensAt ? 'open' : 'upcoming'
}

/** The caller's side of a booking, or undefined when they are not part of it. */
export function roleIn(b: Pick<BookingRecord, 'consumer' | 'provider'>, userId: string): BookingRole | undefined {
  if (b.consumer.id === userId) return 'consumer'
  if (b.provider.id === userId) return 'provider'
  return undefined
}

export const newRoomName = () => `room_${randomBytes(16).toString('hex')}`

export type BookingService = {
  /** A booking of the caller's; 404 for anyone else, so an id says nothing about who booked. */
  get(userId: string, bookingId: string): Promise<Booking>
  /** The record and the caller's role, for the hub; undefined when the room does not exist. */
  findRoom(roomName: string): Promise<BookingRecord | undefined>
  /** The caller's bookings, either side: `limit` at most (the contract keeps it within BOOKING_LIST_MAX). */
  list(userId: string, scope: 'upcoming' | 'past', limit: number): Promise<Booking[]>
  create(consumerId: string, input: CreateBookingRequest): Promise<Booking>
  summary(userId: string, bookingId: string): Promise<BookingSummary>
  /** Moves a booking so that it starts `startInMs` from now (the always-joinable demo booking). */
  reschedule(bookingId: string, startInMs: number, minutes: number): Promise<void>
}

/** Told after a booking is made (the provider is notified); never blocks the caller. */
/** Awaited before the answer (a listener never throws), so the answer comes after everything the call wrote. */
export type BookingEvents = { created?: (booking: BookingRecord) => Promise<void> }

/**
 * The booking and the user's side of it, for a call about one booking: 404 when it does not exist
 * or the user is not one of its two people (an outsider learns nothing of it).
 */
export async function participantOf(
  find: (bookingId: string) => Promise<BookingRecord | undefined>,
  userId: string,
  bookingId: string,
): Promise<{ record: BookingRecord; role: BookingRole }> {
  const record = await find(bookingId)
  const role = record && roleIn(record, userId)
  if (!record || !role) throw AppError.notFound('No such booking')
  return { record, role }
}

export function createBookingService(deps: { repo: BookingsRepository; now: Clock; limits: BookingLimits; events?: BookingEvents }): BookingService {
  const { repo, now, limits } = deps

  const mine = (userId: string, bookingId: string) => participantOf((id) => repo.findById(id), userId, bookingId)

  return {
    async get(userId, bookingId) {
      const { record, role } = await mine(userId, bookingId)
      return toBooking(record, role, now())
    },

    findRoom: (roomName) => repo.findByRoomName(roomName),

    async list(userId, scope, limit) {
      const at = now()
      const records = await repo.listForUser(userId, scope, at, limit)
      return records.map((r) => toBooking(r, roleIn(r, userId) ?? 'consumer', at))
    },

    async create(consumerId, input) {
      const service = await repo.findService(input.service_id)
      if (!service || !service.bookable) throw AppError.notFound('No such service')
      if (service.providerUserId === consumerId) throw AppError.validation('service_id', 'cannot book your own service')
      const start = new Date(input.start_at)
      const at = now()
      if (start <= at) throw AppError.validation('start_at', 'must be in the future')
      if (start.getTime() - at.getTime() > MAX_BOOKING_AHEAD_MS) throw AppError.validation('start_at', 'is too far ahead')
      if (start.getTime() % SESSION_GRID_MS !== 0) throw AppError.validation('start_at', 'must be on the hour (minutes, seconds and milliseconds zero)')
      const minutes = service.minutesPerSession
      const end = new Date(start.getTime() + minutes * 60_000)
      // The schedule is kept in UTC week-hours; every hour the session touches must be open.
      const open = new Set(service.providerSchedule)
      if (!utcWeekHoursSpanned(start, end).every((hour) => open.has(hour))) {
        throw AppError.validation('start_at', `the whole session (${minutes} minutes from start_at) must lie within the provider's weekly schedule`)
      }
      const outcome = await repo.book(
        { serviceId: service.id, consumerId, providerUserId: service.providerUserId, roomName: newRoomName(), startAt: start, endAt: end },
        { now: at, perConsumer: limits.perConsumer, perConsumerAndProvider: limits.perConsumerAndProvider },
      )
      if (outcome.kind !== 'booked') throw refusal(outcome, limits)
      const { record, role } = await mine(consumerId, outcome.id)
      await deps.events?.created?.(record)
      return toBooking(record, role, now())
    },

    async summary(userId, bookingId) {
      const { record, role } = await mine(userId, bookingId)
      const at = now()
      const [stretches, chat] = await Promise.all([repo.attendance(bookingId), repo.transcript(bookingId, TRANSCRIPT_LIMIT)])
      const parties: [BookingRole, PartyRecord][] = [['consumer', record.consumer], ['provider', record.provider]]
      const attendance: Attendance[] = parties.map(([partyRole, party]) => {
        const own = stretches.filter((s) => s.userId === party.id)
        const endCap = at < record.endAt ? at : record.endAt
        const ms = own.reduce((sum, s) => sum + Math.max(0, Math.min((s.leftAt ?? endCap).getTime(), endCap.getTime()) - s.joinedAt.getTime()), 0)
        const lastLeft = own.map((s) => s.leftAt).filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0]
        return {
          user_id: party.id,
          role: partyRole,
          display_name: party.displayName,
          attended: own.length > 0,
          first_joined_at: own[0]?.joinedAt.toISOString() ?? null,
          last_left_at: lastLeft?.toISOString() ?? null,
          connected_minutes: Math.floor(ms / 60_000),
          connected_seconds: Math.floor(ms / 1000),
        }
      })
      return {
        booking: toBooking(record, role, at),
        scheduled_minutes: Math.round((record.endAt.getTime() - record.startAt.getTime()) / 60_000),
        attendance,
        transcript: chat.map((m) => ({
          message_id: m.messageId,
          sender: { type: m.senderId === record.provider.id ? ('provider' as const) : ('consumer' as const), uid: m.senderId },
          text: m.text,
          sent_at: m.sentAt.toISOString(),
        })),
      }
    },

    async reschedule(bookingId, startInMs, minutes) {
      const start = new Date(now().getTime() + startInMs)
      await repo.reschedule(bookingId, start, new Date(start.getTime() + minutes * 60_000))
    },
  }
}

function refusal(outcome: Exclude<BookOutcome, { kind: 'booked' }>, limits: BookingLimits): AppError {
  switch (outcome.kind) {
    case 'overlap':
      return AppError.conflict('start_at', 'overlaps another booking of the consumer or the provider')
    case 'pair_limit':
      return new AppError(409, 'booking_limit_reached', `you already have ${limits.perConsumerAndProvider} upcoming bookings with this provider, the most allowed: book again once one has ended`, {
        field: 'service_id',
      })
    case 'consumer_limit':
      // No field: no other service or time would be accepted either.
      return new AppError(409, 'booking_limit_reached', `you already have ${limits.perConsumer} upcoming bookings, the most allowed: book again once one has ended`)
  }
}

export function toParty(p: PartyRecord): BookingParty {
  return { _id: p.id, username: p.username, display_name: p.displayName, profile_picture: p.profilePicture || null }
}

export function toBooking(r: BookingRecord, role: BookingRole, at: Date): Booking {
  return {
    _id: r.id,
    room_name: r.roomName,
    service: { _id: r.service.id, title: r.service.title, minutes_per_session: r.service.minutesPerSession },
    consumer: toParty(r.consumer),
    provider: toParty(r.provider),
    start_at: r.startAt.toISOString(),
    end_at: r.endAt.toISOString(),
    opens_at: sessionMoments(r).opensAt.toISOString(),
    phase: bookingPhase(r, at),
    my_role: role,
    server_time: at.toISOString(),
  }
}
