import type { SignInMode } from '~/contract/api/auth'
import { EMAIL_PATTERN, normalizePhone, PHONE_PATTERN } from '~/contract/values/auth'
import type { MessageKey } from '~/app/lib/i18n/th-auth'

export type DestinationCheck = { ok: true; value: string } | { ok: false; value: string; error: MessageKey }

/**
 * Spec 5: a phone is 10 digits, read from the ways people write one (normalizePhone); an e-mail
 * is lowercased and must look like one.
 */
export function checkDestination(mode: SignInMode, raw: string): DestinationCheck {
  if (mode === 'phone') {
    const value = normalizePhone(raw)
    if (value === '') return { ok: false, value, error: 'auth.phoneRequired' }
    if (!PHONE_PATTERN.test(value)) return { ok: false, value, error: 'auth.phoneInvalid' }
    return { ok: true, value }
  }
  const value = raw.trim().toLowerCase()
  if (value === '') return { ok: false, value, error: 'auth.emailRequired' }
  if (!EMAIL_PATTERN.test(value)) return { ok: false, value, error: 'auth.emailInvalid' }
  return { ok: true, value }
}

/** How long to wait after a 429, in seconds up to 90 s and in minutes beyond. */
export function waitKey(seconds: number): { key: MessageKey; n: number } {
  return seconds < 90 ? { key: 'auth.waitSeconds', n: Math.max(1, Math.ceil(seconds)) } : { key: 'auth.waitMinutes', n: Math.ceil(seconds / 60) }
}
