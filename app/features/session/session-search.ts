import { ID_PATTERN } from '~/contract/values/ids'
import { idParam, rawTextParam } from '~/contract/routes'

/**
 * `?booking=` of the waiting room, video session and summary; missing or malformed reads as none
 * (the page then says there is no such session). Optional rather than defaulted, so the router
 * never rewrites the address before the sign-in check has run.
 */
export type BookingSearch = { booking?: string }
export const bookingSearch = (raw: Record<string, unknown>): BookingSearch => ({ booking: idParam(raw.booking) })

/**
 * `/session/pre-session` works without a booking; with one, it shows the booking and carries on to
 * the waiting room. The address's value is kept as written (bounded), so a mistyped one is told
 * apart from none and the page can say so (`isBookingId`).
 */
export const preSessionSearch = (raw: Record<string, unknown>): BookingSearch => ({ booking: rawTextParam(raw.booking, 200) })

export const isBookingId = (value: string) => ID_PATTERN.test(value)
