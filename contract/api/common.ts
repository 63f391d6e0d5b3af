import { z } from 'zod/mini'
import { ID_PATTERN, NO_ID } from '../values/ids.ts'
import { singleLineRule, text } from './text.ts'

export { ID_PATTERN, NO_ID }

export const idSchema = z.string().check(singleLineRule, z.regex(ID_PATTERN, 'must be 24 lowercase hex characters'))
export type Id = z.infer<typeof idSchema>

/** Timestamps cross the wire as ISO 8601 strings in UTC. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).check(singleLineRule)

/**
 * The name of an uploaded file, as the multipart part gives it: checked before anything is
 * written (a name is kept with a registration document). Empty when a client sent none.
 */
export const uploadFileNameSchema = text({ max: 255 })

const WHOLE_NUMBER = /^\d+$/

/**
 * A query-string integer in [min, max]; absent means `fallback`. Digits only: `-1`, `1.5`, `1e3`,
 * `0x10` and `` are refused (400 naming the field), never coerced into something else.
 */
export function queryInt(min: number, max: number, fallback: number) {
  return z.pipe(
    z.pipe(
      z.optional(z.string().check(singleLineRule, z.regex(WHOLE_NUMBER, 'must be a whole number'))),
      z.transform((s) => (s === undefined ? fallback : Number(s))),
    ),
    z.number().check(z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`)),
  )
}

/** An optional query-string integer in [min, max] (no default). */
export function optionalQueryInt(min: number, max: number) {
  return z.optional(
    z.pipe(
      z.pipe(z.string().check(singleLineRule, z.regex(WHOLE_NUMBER, 'must be a whole number')), z.transform(Number)),
      z.number().check(z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`)),
    ),
  )
}
