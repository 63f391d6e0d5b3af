import { z } from 'zod/mini'
import { CONTROL_CHARACTER_MESSAGE, isMultilineText, isPlainText } from '../values/text.ts'

/**
 * The one text rule. Every string a client sends (a JSON field, a query or path value, a
 * multipart field or an uploaded file's name, a socket message, a page's search param) is checked
 * by `text()` or `multilineText()`, which refuse what neither the database nor the log can take:
 * NUL and the other C0 control characters (U+0000 to U+001F) and DEL, except tab, line feed and
 * carriage return in multi-line text; and broken UTF-16 (a lone surrogate, which the database
 * drivers would silently turn into U+FFFD). A refused value is a 400 naming the field.
 *
 * `tests/unit/contract/text-rule.test.ts` walks every request schema the backend validates with
 * and fails on a string that does not carry one of these two checks, so a new field cannot forget
 * it. Pages read their search params with plain functions that apply `isPlainText`
 * (contract/routes.ts), fed control characters by `tests/unit/contract/search-params.test.ts`.
 */

export { CONTROL_CHARACTER_MESSAGE, isPlainText }

/** The single-line rule as a zod check; the schema walker recognises exactly this instance. */
export const singleLineRule = z.refine<string>(isPlainText, CONTROL_CHARACTER_MESSAGE)
/** The multi-line rule (tab and newlines allowed) as a zod check; recognised by the walker too. */
export const multilineRule = z.refine<string>(isMultilineText, CONTROL_CHARACTER_MESSAGE)

export type TextOptions = {
  /** Most characters allowed (after trimming). Required: every text has a limit. */
  readonly max: number
  /** Fewest characters (after trimming); the message says "is required" for 1. */
  readonly min?: number
  /** Trim surrounding white space first (default: no). */
  readonly trim?: boolean
  /** NFC-normalise first, so that the same word typed two ways compares equal (default: no). */
  readonly nfc?: boolean
  readonly minMessage?: string
  readonly maxMessage?: string
}

function build(rule: z.core.$ZodCheck<string>, o: TextOptions) {
  const checks: z.core.$ZodCheck<string>[] = []
  if (o.trim) checks.push(z.trim())
  if (o.nfc) checks.push(z.normalize('NFC'))
  checks.push(rule)
  if (o.min !== undefined && o.min > 0) checks.push(z.minLength(o.min, o.minMessage ?? (o.min === 1 ? 'is required' : `must be at least ${o.min} characters`)))
  checks.push(z.maxLength(o.max, o.maxMessage ?? `must be at most ${o.max} characters`))
  return z.string().check(...checks)
}

/** One line of text: no control characters at all. Add more checks with `.check(...)`. */
export const text = (options: TextOptions) => build(singleLineRule, options)

/** Text that may span lines (a description, a chat message): tab, line feed and carriage return allowed. */
export const multilineText = (options: TextOptions) => build(multilineRule, options)
