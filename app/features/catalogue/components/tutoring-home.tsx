import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Phrases } from '~/app/components/phrases'
import { t } from '~/app/lib/i18n/th-catalogue'
import { latestTutoringQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { ServiceGrid } from './service-card'

/** `/tutoring`: what the tutoring section offers, and the newest tutoring services. */
export function TutoringHome() {
  const latest = useSuspenseQuery(latestTutoringQueryOptions()).data
  return (
    <section className="page tutoring" aria-labelledby="tutoring-title">
      <h1 id="tutoring-title"><Phrases text={t('tutoring.heroTitle')} /></h1>
      <p>{t('tutoring.heroBody')}</p>
      <nav aria-label={t('tutoring.explore')}>
        <ul className="link-row">
          <li>
            <Link to="/tutoring/browse" className="button button--primary">
              {t('tutoring.browseLink')}
            </Link>
          </li>
          <li>
            <Link to="/tutoring/jobs" className="button">
              {t('tutoring.jobsLink')}
            </Link>
          </li>
          <li>
            <Link to="/tutoring/blogs" className="button">
              {t('tutoring.blogsLink')}
            </Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="tutoring-latest">
        <h2 id="tutoring-latest">{t('tutoring.latestTitle')}</h2>
        <ServiceGrid services={latest.items} empty={<p>{t('tutoring.noLatest')}</p>} />
      </section>
    </section>
  )
}
