import { safeParse, type ZodMiniType } from 'zod/mini'
import { errorBodySchema, type ErrorBody } from '~/contract/api/errors'

/**
 * The API client's checks of the backend's answers against the contract. A module of its own,
 * loaded with the first call rather than with the page (`client.ts`), so zod and the contract's
 * schemas stay out of every page's first load.
 */

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string }

export function checkAnswer<T>(schema: ZodMiniType<T>, payload: unknown): Checked<T> {
  const parsed = safeParse(schema, payload)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: parsed.error.message }
}

/** A failure's `{ code, message }` body, or `null` when the answer has none (a proxy's page, say). */
export function errorBody(payload: unknown): ErrorBody | null {
  const parsed = safeParse(errorBodySchema, payload)
  return parsed.success ? parsed.data : null
}
