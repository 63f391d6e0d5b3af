import { z } from 'zod/mini'

/**
 * The stable machine codes the backend answers with. Clients choose what to show by `code`
 * (never by the English `message`), so a code, once shipped, keeps its meaning.
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal',
  'service_unavailable',
  /** The one-time code is wrong (the code stays usable until its tries run out). */
  'otp_invalid',
  /** The one-time code is expired, burned by wrong tries, replaced or already used: ask for a new one. */
  'otp_expired',
  /** The code could not be delivered (mail or SMS gateway refused); it was not left usable. */
  'delivery_failed',
  /** The consumer already holds as many upcoming bookings as allowed (in all, or with this provider). */
  'booking_limit_reached',
  /** 409: more time can be asked for only while the session runs, and not in its last minute. */
  'session_not_running',
  /** 409: the booking already has a request for more time waiting for payment or for the provider. */
  'extension_pending',
  /** 409: the longer session would run into the next booking of the consumer or the provider. */
  'extension_conflict',
  /** 409: the provider can accept only once the request is paid. */
  'extension_not_paid',
  /** 409: the request was already accepted, declined, cancelled, or the session ended. */
  'extension_closed',
  /** 431: the request's headers (cookies included) are larger than the server reads. */
  'headers_too_large',
  /** 414: the address (path and query string) is longer than the server reads. */
  'uri_too_long',
  /** 400: the HTTP request itself is malformed (answered before any route sees it). */
  'bad_request',
  /** 408: the request did not arrive in time. */
  'request_timeout',
  /** 400: an uploaded image has more pixels than IMAGE_MAX_PIXELS (or a side over IMAGE_MAX_SIDE); refused undecoded. */
  'image_too_large',
] as const
export const errorCodeSchema = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof errorCodeSchema>

/** Every backend error answer: a stable machine code and a human message (never internals). */
export const errorBodySchema = z.object({
  // Kept a plain string so a client built before a new code ships still parses the answer.
  code: z.string(),
  message: z.string(),
  /** The offending input field (dotted path) on `validation_failed`. */
  field: z.optional(z.string()),
  /** Seconds to wait before trying again, on `rate_limited` (also sent as `Retry-After`). */
  retry_after: z.optional(z.number()),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
