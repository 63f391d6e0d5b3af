/**
 * Which unique constraint a failed statement violated, if any. Drizzle wraps the driver's error
 * (`cause`); postgres-js names the constraint `constraint_name`, PGlite `constraint`.
 */
export function violatedUniqueConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown }
    if (candidate.code === '23505') {
      const name = candidate.constraint_name ?? candidate.constraint
      return typeof name === 'string' ? name : ''
    }
    e = candidate.cause
  }
  return undefined
}

/**
 * Whether a failed statement was refused because other rows still refer to the row: 23503
 * (foreign key) or 23001 (restrict, what an `on delete restrict` reference raises).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (code === '23503' || code === '23001') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
