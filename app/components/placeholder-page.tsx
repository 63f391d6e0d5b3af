import { t } from '../lib/i18n/th'
import type { PageKey } from '../lib/seo'

/** A page whose content arrives with a later capability: its heading says what the page is. */
export function PlaceholderPage({ page }: { page: PageKey }) {
  return (
    <section className="page">
      <h1>{t(`pages.${page}.title`)}</h1>
      <p>{t(`pages.${page}.description`)}</p>
      <p className="muted">{t('common.comingSoon')}</p>
    </section>
  )
}
