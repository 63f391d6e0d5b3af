import { Link } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th-admin'

/** 403: the signed-in user may not see this page (the staff pages, for anyone but staff). */
export function ForbiddenPage() {
  return (
    <section className="page page--center forbidden-page">
      <h1>{t('admin.forbidden.title')}</h1>
      <p>{t('admin.forbidden.body')}</p>
      <Link to="/" className="button button--primary">
        {t('admin.forbidden.home')}
      </Link>
    </section>
  )
}
