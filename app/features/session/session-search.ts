import { z } from 'zod/mini'
import { idSchema } from '../../../contract/api/common'

/**
 * `?booking=` of the waiting room, video session and summary; missing or malformed reads as none
 * (the page then says there is no such session). Optional rather than defaulted, so the router
 * never rewrites the address before the sign-in check has run.
 */
export const bookingSearchSchema = z.object({
  booking: z.catch(z.optional(idSchema), undefined),
})

/** `/session/pre-session` works without a booking; with one, it carries on to the waiting room. */
export const preSessionSearchSchema = z.object({
  booking: z.catch(z.optional(idSchema), undefined),
})
