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
})
export type ErrorBody = z.infer<typeof errorBodySchema>
