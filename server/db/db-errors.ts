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
