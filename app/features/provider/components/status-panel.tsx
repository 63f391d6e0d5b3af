import type { ProviderRegistration } from '~/contract/api/provider'
import { formatThaiDate } from '~/app/lib/format'
import { t, type MessageKey } from '~/app/lib/i18n/th-provider'

const STATUS_TEXT: Record<NonNullable<ProviderRegistration['verify_status']> | 'none', MessageKey> = {
  none: 'provider.status.none',
  draft: 'provider.status.draft',
  submitted: 'provider.status.submitted',
  approved: 'provider.status.approved',
  rejected: 'provider.status.rejected',
}

export const statusText = (status: ProviderRegistration['verify_status']) => t(STATUS_TEXT[status ?? 'none'])

/** The verification status, the dates known so far, and staff's reason when rejected. */
export function StatusPanel({ registration, headingLevel = 2 }: { registration: ProviderRegistration; headingLevel?: 2 | 3 }) {
  const status = registration.verify_status ?? 'none'
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className={`provider-status provider-status--${status}`} aria-labelledby="provider-status-heading">
      <Heading id="provider-status-heading" className="provider-status__heading">
        {t('provider.status.heading')}
      </Heading>
      <dl className="provider-status__facts">
        <div>
          <dt>{t('provider.status.label')}</dt>
          <dd>
            <span className={`provider-badge provider-badge--${status}`}>{statusText(registration.verify_status)}</span>
          </dd>
        </div>
        {registration.submitted_at ? (
          <div>
            <dt>{t('provider.status.submittedAt')}</dt>
            <dd>
              <time dateTime={registration.submitted_at}>{formatThaiDate(registration.submitted_at)}</time>
            </dd>
          </div>
        ) : null}
        {registration.reviewed_at && (status === 'approved' || status === 'rejected') ? (
          <div>
            <dt>{t('provider.status.reviewedAt')}</dt>
            <dd>
              <time dateTime={registration.reviewed_at}>{formatThaiDate(registration.reviewed_at)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {status === 'rejected' ? (
        <div className="provider-status__reason">
          <p className="provider-status__help">{t('provider.status.rejectedHelp')}</p>
          <p>
            <strong>{t('provider.status.rejectionReason')}:</strong> <span className="provider-status__reason-text">{registration.rejection_reason}</span>
          </p>
        </div>
      ) : null}
    </section>
  )
}
