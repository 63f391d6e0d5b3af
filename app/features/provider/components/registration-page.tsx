import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { toast } from '~/app/lib/toast'
import { namedRoutes } from '~/contract/routes'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-provider'
import { useRegistration } from '~/app/features/provider/hooks/use-registration'
import { useStatusSync } from '~/app/features/provider/hooks/use-status-sync'
import { RegistrationForm } from './registration-form'
import { RegistrationSummary } from './registration-summary'
import { StatusPanel } from './status-panel'

export type AccountStatusProps = {
  userId: string | null
  /** The status the account menu shows (undefined while it loads). */
  accountStatus: string | null | undefined
  /** Called when the registration's status differs from `accountStatus`. */
  onStatusChange?: () => void
}

/**
 * `/provider/register`: the form while a draft or rejected; a read-only summary while staff
 * review it; a way on to the services once approved.
 */
export function RegistrationPage({ userId, accountStatus, onStatusChange }: AccountStatusProps) {
  const { registration, refresh } = useRegistration(userId)
  const status = registration.verify_status
  useStatusSync(status, accountStatus, onStatusChange)
  const outcome = useRef<HTMLHeadingElement>(null)
  const previous = useRef(status)

  // Just submitted (or decided while the page was open): the new state's heading takes focus.
  useEffect(() => {
    if (previous.current !== status && (status === 'submitted' || status === 'approved')) outcome.current?.focus()
    previous.current = status
  }, [status])

  const onLocked = () => {
    toast.info(t('provider.register.locked'))
    void refresh()
  }

  return (
    <section className="page provider-page" aria-labelledby="provider-register-title">
      <h1 id="provider-register-title">{t('pages.providerRegister.title')}</h1>
      {status === 'submitted' ? (
        <>
          <div className="provider-outcome provider-outcome--submitted">
            <h2 ref={outcome} tabIndex={-1}>
              {t('provider.submitted.title')}
            </h2>
            <p>{t('provider.submitted.body')}</p>
          </div>
          <StatusPanel registration={registration} />
          <RegistrationSummary values={registration} documents={registration.documents} />
        </>
      ) : status === 'approved' ? (
        <>
          <div className="provider-outcome provider-outcome--approved">
            <h2 ref={outcome} tabIndex={-1}>
              {t('provider.approved.title')}
            </h2>
            <p>{t('provider.approved.body')}</p>
            <Link to={namedRoutes.ProviderManageService} className="button button--primary">
              {t('provider.approved.manageServices')}
            </Link>
          </div>
          <StatusPanel registration={registration} />
        </>
      ) : (
        <>
          <p className="muted">{t('provider.register.intro')}</p>
          {status ? <StatusPanel registration={registration} /> : null}
          <RegistrationForm userId={userId} registration={registration} onLocked={onLocked} />
        </>
      )}
    </section>
  )
}

/** While the registration loads. */
export function RegistrationPending() {
  return (
    <section className="page page--center">
      <Spinner />
    </section>
  )
}

/** The registration could not be loaded: say so in Thai and offer to try again. */
export function RegistrationLoadError() {
  const router = useRouter()
  return (
    <section className="page page--center" role="alert">
      <p>{t('provider.register.loadFailed')}</p>
      <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
        {t('common.retry')}
      </button>
    </section>
  )
}
