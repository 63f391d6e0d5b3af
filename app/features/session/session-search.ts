import { z } from 'zod/mini'
import { idSchema } from '~/contract/api/common'
import { text } from '~/contract/api/text'
import { idParam } from '~/contract/routes'

/**
 * `?booking=` of the waiting room, video session and summary; missing or malformed reads as none
 * (the page then says there is no such session). Optional rather than defaulted, so the router
 * never rewrites the address before the sign-in check has run.
 */
export const bookingSearchSchema = z.object({
  booking: idParam,
})

/**
 * `/session/pre-session` works without a booking; with one, it shows the booking and carries on to
 * the waiting room. The address's value is kept as written (bounded), so a mistyped one is told
 * apart from none and the page can say so (`isBookingId`).
 */
export const preSessionSearchSchema = z.object({
  booking: z.catch(z.optional(text({ max: 200 })), undefined),
})

export const isBookingId = (value: string) => idSchema.safeParse(value).success
