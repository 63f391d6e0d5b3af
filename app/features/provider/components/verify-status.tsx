import { Link } from '@tanstack/react-router'
import { namedRoutes } from '~/contract/routes'
import { t, type MessageKey } from '~/app/lib/i18n/th-provider'
import { useRegistration } from '~/app/features/provider/hooks/use-registration'
import { useStatusSync } from '~/app/features/provider/hooks/use-status-sync'
import type { AccountStatusProps } from './registration-page'
import { StatusPanel } from './status-panel'

const ACTION: Record<'none' | 'draft' | 'submitted' | 'approved' | 'rejected', MessageKey> = {
  none: 'provider.verify.start',
  draft: 'provider.verify.continue',
  rejected: 'provider.verify.fix',
  submitted: 'provider.verify.view',
  approved: 'provider.verify.view',
}

/** `/profile/verify`: the identity verification status, and the way to the registration to continue or fix it. */
export function VerifyStatus({ userId, accountStatus, onStatusChange }: AccountStatusProps) {
  const { registration } = useRegistration(userId)
  useStatusSync(registration.verify_status, accountStatus, onStatusChange)
  const status = registration.verify_status ?? 'none'
  return (
    <section className="page provider-page" aria-labelledby="provider-verify-title">
      <h1 id="provider-verify-title">{t('pages.profileVerify.title')}</h1>
      <p className="muted">{t('provider.verify.intro')}</p>
      <StatusPanel registration={registration} />
      <p>
        <Link to={namedRoutes.RegisterProvider} className={`button${status === 'approved' || status === 'submitted' ? '' : ' button--primary'}`}>
          {t(ACTION[status])}
        </Link>
      </p>
    </section>
  )
}
