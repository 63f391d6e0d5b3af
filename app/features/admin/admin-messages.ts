import { failureOf, isNetworkFailure } from '../../lib/api/results'
import { t } from '../../lib/i18n/th-admin'

/** The Thai toast for a failed decision, chosen by what went wrong (never the server's English). */
export function decisionErrorMessage(error: unknown, conflict: 'registration' | 'wallet'): string {
  const failure = failureOf(error)
  if (!failure) return t('admin.common.failed')
  const { statusCode } = failure
  if (isNetworkFailure(failure)) return t('admin.common.network')
  if (statusCode === 409) return t(conflict === 'registration' ? 'admin.verifications.notSubmitted' : 'admin.wallet.notPending')
  if (statusCode === 403) return t('admin.common.forbidden')
  return t('admin.common.failed')
}
