import { NETWORK_ERROR_STATUS } from '../../lib/api/client'
import { t } from '../../lib/i18n/th'
import { DecisionError } from './admin.queries'
// This area's Thai text joins the catalogue when this module loads (see th.ts).
import '../../lib/i18n/th-admin'

/** The Thai toast for a failed decision, chosen by what went wrong (never the server's English). */
export function decisionErrorMessage(error: unknown, conflict: 'registration' | 'wallet'): string {
  if (!(error instanceof DecisionError)) return t('admin.common.failed')
  const { statusCode } = error.result
  if (statusCode === NETWORK_ERROR_STATUS) return t('admin.common.network')
  if (statusCode === 409) return t(conflict === 'registration' ? 'admin.verifications.notSubmitted' : 'admin.wallet.notPending')
  if (statusCode === 403) return t('admin.common.forbidden')
  return t('admin.common.failed')
}
