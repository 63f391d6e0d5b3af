import type { Context } from 'hono'
import { safeParse, type output, type ZodMiniType } from 'zod/mini'
import { AppError } from './errors'

/**
 * Request validation against the contract's zod schemas. A failure is a 400
 * `validation_failed` naming the first bad field, e.g. `phone: Invalid phone number`, with
 * the dotted path in `field` so a client can mark the input.
 */
export type InputSource = 'body' | 'query' | 'params' | 'headers'

export function parseInput<T extends ZodMiniType>(schema: T, data: unknown, source: InputSource): output<T> {
  const result = safeParse(schema, data)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : source
  throw AppError.validation(field, issue?.message ?? 'Invalid input')
}

/** The JSON body, validated. A body that is not JSON is a 400 `invalid_json`. */
export async function validJson<T extends ZodMiniType>(c: Context, schema: T): Promise<output<T>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new AppError(400, 'invalid_json', 'Request body must be valid JSON', { field: 'body' })
  }
  return parseInput(schema, body, 'body')
}

/** The query string (last value wins for repeated keys), validated. */
export function validQuery<T extends ZodMiniType>(c: Context, schema: T): output<T> {
  return parseInput(schema, c.req.query(), 'query')
}

/** The route's path parameters, validated. */
export function validParams<T extends ZodMiniType>(c: Context, schema: T): output<T> {
  return parseInput(schema, c.req.param(), 'params')
}
