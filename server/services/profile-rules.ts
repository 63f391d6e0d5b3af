import { AppError } from '~/server/errors'
import { reservedUsernames } from '~/contract/routes'

/** Oldest accepted age: beyond it a birthdate is a typo, not a person. */
export const MAX_AGE_YEARS = 120

/**
 * A birthdate (already YYYY-MM-DD and a real calendar date, per the contract) must lie in the
 * past and give an age of 0 to 120. Compared as dates in UTC, at the service's clock.
 */
export function checkBirthdate(birthdate: string, now: Date): void {
  const today = now.toISOString().slice(0, 10)
  if (birthdate >= today) throw AppError.validation('birthdate', 'must be in the past')
  const [y = 0, m = 0, d = 0] = today.split('-').map(Number)
  const oldest = `${String(y - MAX_AGE_YEARS - 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
  // Born on or before this day, the person would be 121 or older today.
  if (birthdate <= oldest) throw AppError.validation('birthdate', `must give an age of at most ${MAX_AGE_YEARS}`)
}

/**
 * A username that names one of the site's fixed pages (`reservedUsernames`) is refused as taken
 * (409), as a name someone already has would be: to the person choosing it, it is.
 */
export function checkUsernameFree(username: string): void {
  if (reservedUsernames.has(username)) throw AppError.conflict('username', 'This username is already taken')
}
