import { failureMessage } from '~/app/lib/api/failure-message'
import { t } from '~/app/lib/i18n/th-admin'

/** The Thai toast for a failed decision, chosen by what went wrong (never the server's English). */
export const decisionErrorMessage = (error: unknown, conflict: 'registration' | 'wallet'): string =>
  failureMessage(error, {
    network: t('admin.common.network'),
    409: t(conflict === 'registration' ? 'admin.verifications.notSubmitted' : 'admin.wallet.notPending'),
    403: t('admin.common.forbidden'),
    fallback: t('admin.common.failed'),
  })
