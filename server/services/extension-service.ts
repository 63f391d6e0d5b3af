import type { Booking } from '~/contract/api/booking'
import {
  EXTENSION_CLOSES_BEFORE_END_MS,
  EXTENSION_MINUTES,
  type Extension,
  type ExtensionAnswer,
  type ExtensionMinutes,
  type ExtensionState,
} from '~/contract/api/extension'
import type { ExtensionEventEntity } from '~/contract/socket'
import type { BookingRecord } from '~/server/db/repositories/bookings-repository'
import type { ExtensionRecord, ExtensionsRepository } from '~/server/db/repositories/extensions-repository'
import { AppError } from '~/server/errors'
import { participantOf, roleIn, sessionMoments } from './booking-service'
import type { Clock } from './clock'

/** The room's topics for the steps of a request (contract/socket.ts extensionEventEntitySchema). */
export type ExtensionTopic = 'consumer_request_extend' | 'top_up_success' | 'pay_now_success' | 'extension_update_message'

/** Tells the room of a step; `bookingChanged` when the booking's end moved (the hub re-reads it). */
export type ExtensionAnnouncer = (booking: BookingRecord, topic: ExtensionTopic, entity: ExtensionEventEntity, bookingChanged: boolean) => Promise<void>

export type ExtensionService = {
  state(userId: string, bookingId: string): Promise<ExtensionState>
  request(userId: string, bookingId: string, minutes: ExtensionMinutes): Promise<ExtensionAnswer>
  /** The app's payment service reports the request paid. */
  paid(extensionId: string, via: 'top_up' | 'pay_now'): Promise<Extension>
  accept(userId: string, bookingId: string, extensionId: string): Promise<Extension>
  decline(userId: string, bookingId: string, extensionId: string): Promise<Extension>
  cancel(userId: string, bookingId: string, extensionId: string): Promise<Extension>
}

/** More time costs what the session costs per minute, rounded up to whole baht. */
export function extensionPrice(sessionPrice: number, minutesPerSession: number, minutes: number): number {
  return Math.ceil((sessionPrice * minutes) / Math.max(1, minutesPerSession))
}

/** Whether more time may be asked for at `at`: the room is open and the end is more than a minute away. */
export function extensionWindowOpen(b: Pick<BookingRecord, 'startAt' | 'endAt'>, at: Date): boolean {
  const { opensAt, endAt } = sessionMoments(b)
  return at >= opensAt && endAt.getTime() - at.getTime() > EXTENSION_CLOSES_BEFORE_END_MS
}

export function createExtensionService(deps: {
  repo: ExtensionsRepository
  findBooking: (id: string) => Promise<BookingRecord | undefined>
  now: Clock
  announce?: ExtensionAnnouncer
}): ExtensionService {
  const { repo, now } = deps

  async function participant(userId: string, bookingId: string, role?: Booking['my_role']) {
    const { record: booking, role: mine } = await participantOf(deps.findBooking, userId, bookingId)
    if (role && mine !== role) throw AppError.forbidden(role === 'consumer' ? 'Only the learner asks for more time' : 'Only the provider answers a request for more time')
    return booking
  }

  const people = (b: BookingRecord) => [b.consumer.id, b.provider.id]

  /** The record as the contract says; an open request of a session that has ended is expired. */
  function toExtension(r: ExtensionRecord, booking: BookingRecord): Extension {
    const open = r.status === 'awaiting_payment' || r.status === 'paid'
    const start = r.status === 'accepted' ? booking.endAt.getTime() - r.minutes * 60_000 : booking.endAt.getTime()
    return {
      _id: r.id,
      booking_id: r.bookingId,
      minutes: r.minutes,
      price: r.price,
      currency: 'THB',
      status: open && now() >= booking.endAt ? 'expired' : r.status,
      paid_via: r.paidVia,
      // Accepted: the end it moved to. Otherwise: where it would end, from today's end.
      new_end_at: new Date(start + r.minutes * 60_000).toISOString(),
      requested_at: r.requestedAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
    }
  }

  async function announce(booking: BookingRecord, topic: ExtensionTopic, extension: Extension, bookingChanged = false) {
    await deps.announce?.(booking, topic, { room_name: booking.roomName, extension, end_at: booking.endAt.toISOString() }, bookingChanged)
  }

  /** A request of this booking, or 404: an id from another booking says nothing. */
  async function requestOf(booking: BookingRecord, extensionId: string) {
    const found = await repo.find(extensionId)
    if (!found || found.bookingId !== booking.id) throw AppError.notFound('No such request')
    return found
  }

  const closed = () => new AppError(409, 'extension_closed', 'This request was already answered or cancelled, or the session has ended')

  return {
    async state(userId, bookingId) {
      const booking = await participant(userId, bookingId)
      const at = now()
      const latest = await repo.latest(bookingId)
      let options: ExtensionState['options'] = []
      if (roleIn(booking, userId) === 'consumer' && extensionWindowOpen(booking, at)) {
        const pricing = await repo.pricing(bookingId)
        if (pricing) {
          const longest = new Date(booking.endAt.getTime() + Math.max(...EXTENSION_MINUTES) * 60_000)
          const clash = await repo.nextClash(bookingId, people(booking), booking.endAt, longest)
          options = EXTENSION_MINUTES.map((minutes) => {
            const newEnd = new Date(booking.endAt.getTime() + minutes * 60_000)
            return {
              minutes,
              price: extensionPrice(pricing.price, pricing.minutesPerSession, minutes),
              new_end_at: newEnd.toISOString(),
              available: clash === null || clash >= newEnd,
            }
          })
        }
      }
      return { end_at: booking.endAt.toISOString(), options, current: latest ? toExtension(latest, booking) : null }
    },

    async request(userId, bookingId, minutes) {
      const booking = await participant(userId, bookingId, 'consumer')
      const at = now()
      if (!extensionWindowOpen(booking, at)) {
        throw new AppError(409, 'session_not_running', 'More time can be asked for while the session runs, up to a minute before its end')
      }
      const newEnd = new Date(booking.endAt.getTime() + minutes * 60_000)
      if ((await repo.nextClash(bookingId, people(booking), booking.endAt, newEnd)) !== null) {
        throw new AppError(409, 'extension_conflict', 'The longer session would run into the next booking of the learner or the provider', { field: 'minutes' })
      }
      const pricing = await repo.pricing(bookingId)
      if (!pricing) throw AppError.notFound('No such booking')
      const created = await repo.create({ bookingId, minutes, price: extensionPrice(pricing.price, pricing.minutesPerSession, minutes), requestedAt: at })
      if (created.kind === 'pending') throw new AppError(409, 'extension_pending', 'A request for more time is already waiting for payment or for the provider')
      const extension = toExtension(created.extension, booking)
      await announce(booking, 'consumer_request_extend', extension)
      return { extension, pay_in_app: true }
    },

    async paid(extensionId, via) {
      const found = await repo.find(extensionId)
      const booking = found && (await deps.findBooking(found.bookingId))
      if (!found || !booking) throw AppError.notFound('No such request')
      if (now() >= booking.endAt) throw closed()
      const updated = await repo.markPaid(extensionId, via, now())
      if (!updated) throw closed()
      const extension = toExtension(updated, booking)
      await announce(booking, via === 'top_up' ? 'top_up_success' : 'pay_now_success', extension)
      return extension
    },

    async accept(userId, bookingId, extensionId) {
      const booking = await participant(userId, bookingId, 'provider')
      await requestOf(booking, extensionId)
      const outcome = await repo.accept(extensionId, people(booking), now())
      if (outcome.kind === 'not_paid') throw new AppError(409, 'extension_not_paid', 'The learner has not paid for this request yet')
      if (outcome.kind === 'closed') throw closed()
      if (outcome.kind === 'conflict') throw new AppError(409, 'extension_conflict', 'The longer session would run into the next booking of the learner or the provider')
      const moved = { ...booking, endAt: outcome.endAt }
      const extension = toExtension(outcome.extension, moved)
      await announce(moved, 'extension_update_message', extension, true)
      return extension
    },

    async decline(userId, bookingId, extensionId) {
      const booking = await participant(userId, bookingId, 'provider')
      await requestOf(booking, extensionId)
      if (now() >= booking.endAt) throw closed()
      const updated = await repo.close(extensionId, 'declined', now(), ['awaiting_payment', 'paid'])
      if (!updated) throw closed()
      const extension = toExtension(updated, booking)
      await announce(booking, 'extension_update_message', extension)
      return extension
    },

    async cancel(userId, bookingId, extensionId) {
      const booking = await participant(userId, bookingId, 'consumer')
      await requestOf(booking, extensionId)
      if (now() >= booking.endAt) throw closed()
      // Only before paying: a paid request is the provider's to answer (a decline refunds it).
      const updated = await repo.close(extensionId, 'cancelled', now(), ['awaiting_payment'])
      if (!updated) throw closed()
      const extension = toExtension(updated, booking)
      await announce(booking, 'extension_update_message', extension)
      return extension
    },
  }
}
