import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th'

export function ErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <section className="page page--center" role="alert">
      <h1>{t('errors.errorTitle')}</h1>
      <p>{t('errors.errorBody')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {t('common.retry')}
      </button>
    </section>
  )
}
