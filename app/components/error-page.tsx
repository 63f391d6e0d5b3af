import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th'

type ErrorPageProps = Pick<ErrorComponentProps, 'reset'> & {
  readonly title?: string
  readonly body?: string
  readonly retryLabel?: string
}

/** A page whose loading failed, with a retry that loads it again (the router's default error page). */
export function ErrorPage({ reset, title = t('errors.errorTitle'), body = t('errors.errorBody'), retryLabel = t('common.retry') }: ErrorPageProps) {
  const router = useRouter()
  return (
    <section className="page page--center" role="alert">
      {title ? <h1>{title}</h1> : null}
      <p>{body}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {retryLabel}
      </button>
    </section>
  )
}
