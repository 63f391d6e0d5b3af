import { isPlainText } from './text.ts'

/**
 * Usernames are compared as stored: trimmed, NFC-normalised and lowercased, so `Somchai` and
 * `somchai ` are the same name. Thai letters (consonants, vowels and tone marks; not Thai digits
 * or the baht sign) are allowed next to Latin letters, digits, `_` and `.`.
 */
export const USERNAME_PATTERN = /^[a-z0-9_.\u0E01-\u0E3A\u0E40-\u0E4E]+$/
export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 30

/** A username as stored (trimmed, NFC, lowercased) when `value` is a valid one, else null; the forms' check, the same as `usernameSchema`'s. */
export function usernameOf(value: string): string | null {
  const name = value.trim().normalize('NFC').toLowerCase()
  const valid = isPlainText(name) && name.length >= USERNAME_MIN_LENGTH && name.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(name)
  return valid ? name : null
}
