import { Link } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th-my-services'

/** Shown instead of the services pages to anyone who is not an approved provider (the backend refuses them too). */
export function NotProvider() {
  return (
    <section className="page page--center my-services-gate" aria-labelledby="not-provider-title">
      <h1 id="not-provider-title">{t('myServices.notProvider.title')}</h1>
      <p>{t('myServices.notProvider.body')}</p>
      <Link to="/provider/register" className="button button--primary">
        {t('myServices.notProvider.register')}
      </Link>
    </section>
  )
}
