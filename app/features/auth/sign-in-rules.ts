import type { SignInMode } from '~/contract/api/auth'
import { EMAIL_PATTERN, normalizePhone, PHONE_PATTERN } from '~/contract/values/auth'
import { NO_ID } from '~/contract/values/ids'
import { namedRoutes } from '~/contract/routes'
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

/**
 * Where a user lands after signing in (spec 2, "Login screen"): the provider variant goes to
 * service management for a provider and to provider registration otherwise; the normal variant
 * goes back where the guard sent the user from, or to /browse.
 */
export function postLoginTarget(options: { provider: boolean; redirect?: string | undefined; providerId: string | null | undefined }): string {
  if (options.provider) {
    const isProvider = !!options.providerId && options.providerId !== NO_ID
    if (!isProvider) return namedRoutes.RegisterProvider
    return options.redirect?.startsWith('/provider/') ? options.redirect : namedRoutes.ProviderManageService
  }
  return options.redirect ?? '/browse'
}

/** How long to wait after a 429, in seconds up to 90 s and in minutes beyond. */
export function waitKey(seconds: number): { key: MessageKey; n: number } {
  return seconds < 90 ? { key: 'auth.waitSeconds', n: Math.max(1, Math.ceil(seconds)) } : { key: 'auth.waitMinutes', n: Math.ceil(seconds / 60) }
}
