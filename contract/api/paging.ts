import { z } from 'zod/mini'
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_SKIP } from '../values/paging.ts'
import { queryInt } from './common.ts'

/**
 * Paging of every catalogue list call: `?skip=&limit=` in, `{ items, total, skip, limit }` out.
 * The spec's page count is `ceil(total / limit)` and skip is `page * limit` (spec 9).
 */
export { DEFAULT_LIMIT, MAX_LIMIT, MAX_SKIP }

export const pagingQuerySchema = z.object({
  skip: queryInt(0, MAX_SKIP, 0),
  limit: queryInt(1, MAX_LIMIT, DEFAULT_LIMIT),
})
export type PagingQuery = z.output<typeof pagingQuerySchema>

/** The same rules for a JSON body (numbers, not strings). */
export const pagingBodySchema = z.object({
  skip: z._default(z.number().check(z.int('must be a whole number'), z.gte(0, 'must be at least 0'), z.lte(MAX_SKIP, `must be at most ${MAX_SKIP}`)), 0),
  limit: z._default(
    z.number().check(z.int('must be a whole number'), z.gte(1, 'must be at least 1'), z.lte(MAX_LIMIT, `must be at most ${MAX_LIMIT}`)),
    DEFAULT_LIMIT,
  ),
})

/** `{ items, total, skip, limit }`: `total` counts every match, `items` is the requested window. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.gte(0)),
    skip: z.number().check(z.int(), z.gte(0)),
    limit: z.number().check(z.int(), z.gte(1), z.lte(MAX_LIMIT)),
  })
}

export type Page<T> = { items: T[]; total: number; skip: number; limit: number }
