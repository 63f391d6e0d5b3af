import { Link } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th'

export function NotFoundPage() {
  return (
    <section className="page page--center">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundBody')}</p>
      <Link to="/" className="button button--primary">
        {t('common.backHome')}
      </Link>
    </section>
  )
}
