import { z } from 'zod/mini'
import { idSchema, isoDateTimeSchema } from './common.ts'

/**
 * More time in a running session. The consumer asks (`POST /v2/booking/{id}/extensions`) and is
 * told the price; paying happens in the mobile app, whose payment service marks the request paid;
 * the provider then accepts, which moves the booking's end, or declines. The room hears of each
 * step (see contract/socket.ts: consumer_request_extend, top_up_success / pay_now_success,
 * extension_update_message).
 */

/** The lengths a session can be extended by, in minutes. */
export const EXTENSION_MINUTES = [15, 30, 60] as const
export type ExtensionMinutes = (typeof EXTENSION_MINUTES)[number]

/** No new request this close to the end: there would be no time to pay and answer. */
export const EXTENSION_CLOSES_BEFORE_END_MS = 60_000

/**
 * awaiting_payment → paid → accepted | declined. The consumer may cancel before the provider
 * answers; a request still open when the session ends is expired.
 */
export const EXTENSION_STATUSES = ['awaiting_payment', 'paid', 'accepted', 'declined', 'cancelled', 'expired'] as const
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number]
export const OPEN_EXTENSION_STATUSES: readonly ExtensionStatus[] = ['awaiting_payment', 'paid']

/** How the app paid: from the wallet after a top-up, or straight away. */
export const EXTENSION_PAYMENT_METHODS = ['top_up', 'pay_now'] as const

export const extensionSchema = z.object({
  _id: idSchema,
  booking_id: idSchema,
  minutes: z.int().check(z.gte(1)),
  /** Whole baht. */
  price: z.int().check(z.gte(0)),
  currency: z.literal('THB'),
  status: z.enum(EXTENSION_STATUSES),
  paid_via: z.nullable(z.enum(EXTENSION_PAYMENT_METHODS)),
  /** Where the session would end (accepted: where it now ends). */
  new_end_at: isoDateTimeSchema,
  requested_at: isoDateTimeSchema,
  decided_at: z.nullable(isoDateTimeSchema),
})
export type Extension = z.infer<typeof extensionSchema>

/** One length the consumer may choose, priced; `available` is false when it would run into either person's next booking. */
export const extensionOptionSchema = z.object({
  minutes: z.int(),
  price: z.int().check(z.gte(0)),
  new_end_at: isoDateTimeSchema,
  available: z.boolean(),
})
export type ExtensionOption = z.infer<typeof extensionOptionSchema>

/**
 * `GET /v2/booking/{id}/extensions` (either participant): the choices (for the consumer, while the
 * session runs; empty otherwise) and the booking's latest request, so a reloaded page knows where it stands.
 */
export const extensionStateSchema = z.object({
  end_at: isoDateTimeSchema,
  options: z.array(extensionOptionSchema),
  current: z.nullable(extensionSchema),
})
export type ExtensionState = z.infer<typeof extensionStateSchema>

/** `POST /v2/booking/{id}/extensions` (the consumer). */
export const extensionRequestSchema = z.object({ minutes: z.literal(EXTENSION_MINUTES) })
export type ExtensionRequest = z.infer<typeof extensionRequestSchema>

/** The answer: the request with its price, and that it is paid in the app (the web shows the app prompt). */
export const extensionAnswerSchema = z.object({ extension: extensionSchema, pay_in_app: z.literal(true) })
export type ExtensionAnswer = z.infer<typeof extensionAnswerSchema>

/** `POST /v2/booking/{id}/extensions/{eid}/accept | decline | cancel`. */
export const extensionParamsSchema = z.object({ id: idSchema, eid: idSchema })

/** The app's payment service: `POST /v2/dev/payments/extensions/{eid}` outside production (the demo). */
export const extensionPaymentSchema = z.object({ via: z.enum(EXTENSION_PAYMENT_METHODS) })
export const extensionPaymentParamsSchema = z.object({ eid: idSchema })
