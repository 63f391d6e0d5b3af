import { and, eq, type SQL } from 'drizzle-orm'
import { providers, services } from '~/server/db/schema'

/**
 * SQL pieces the catalogue repositories share.
 */

/**
 * What may be shown publicly: visible, approved, and offered by a provider who is (still)
 * approved. For any query that joins `services` and `providers`.
 */
export function publicServiceCondition(): SQL {
  return and(eq(services.visible, true), eq(services.verifyStatus, 'approved'), eq(providers.verifyStatus, 'approved')) as SQL
}

/**
 * `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally (backslash is PostgreSQL's
 * default LIKE escape). Substring matching is what Thai needs: it is written without spaces
 * between words, so a word is found inside a longer run of text.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
