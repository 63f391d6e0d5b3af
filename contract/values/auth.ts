/** Sign-in's fixed values and the phone rule (`contract/api/auth.ts` has the schemas). */

/** Spec 5: digits only, exactly 10 long (checked after normalizePhone). */
export const PHONE_PATTERN = /^[0-9]{10}$/

// What people put between the digits of a number: spaces, dashes, dots, brackets.
const PHONE_SEPARATORS = /[\s\-.()\u2010-\u2015]/g
const THAI_DIGITS = /[\u0E50-\u0E59]/g
/** Thailand's country code; "+66 80…" is "080…" at home. */
const COUNTRY_PREFIX = /^\+?66(?=[1-9][0-9]{8}$)/

/**
 * A Thai number as people write it ("080-000-0001", "080 000 0001", "+66 80 000 0001", Thai
 * digits) read as the 10 digits the spec checks. Anything else is returned as it came (trimmed),
 * so the check then refuses it: letters, another country's code, a number too short or too long.
 */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim()
  const compact = trimmed.replace(PHONE_SEPARATORS, '').replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0e50))
  if (!/^\+?[0-9]+$/.test(compact)) return trimmed
  return compact.replace(COUNTRY_PREFIX, '0')
}

// The usual "something@domain.tld" shape without spaces; the spec asks for a standard pattern, not RFC 5322.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const OTP_LENGTH = 6
/** A one-time code: exactly `OTP_LENGTH` digits. */
export const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_LENGTH}}$`)

export const SIGN_IN_MODES = ['phone', 'email'] as const

/** The refresh token's cookie (HttpOnly, SameSite=Lax, Path=/). */
export const REFRESH_TOKEN_COOKIE = 'refresh_token'

/** The saved access token's cookie (not HttpOnly: the browser's code reads it; SameSite=Lax, Path=/). */
export const ACCESS_TOKEN_COOKIE = 'access_token'
