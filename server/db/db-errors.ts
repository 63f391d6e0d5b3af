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

/**
 * Why a failed statement was the input's fault, if it was: an SQLSTATE of class 22 ("data
 * exception": 22021 invalid byte sequence, such as a NUL; 22001 string too long; 22003 numeric
 * out of range; 22P02 invalid text representation; 22007/22008 bad dates...), or an UPDATE given
 * no column to set (Drizzle's "No values to set"). The central error handler answers these 400
 * as a last line of defence behind the contract's checks. Only the code is answered: the driver's
 * message may quote the value.
 */
export function inputDataError(err: unknown): { sqlState: string } | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && /^22[0-9A-Z]{3}$/.test(candidate.code)) return { sqlState: candidate.code }
    if (candidate.message === 'No values to set') return { sqlState: 'empty_update' }
    e = candidate.cause
  }
  return undefined
}
