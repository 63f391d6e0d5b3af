import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th'

/** A catalogue page while its data loads (the routes' pendingComponent). */
export function CataloguePending() {
  return (
    <section className="page page--center">
      <Spinner label={t('catalogue.loadingList')} />
    </section>
  )
}

/** A page number past the end of a list (an old link): say so and offer the first page. */
export function EmptyPage({ first }: { first: ReactNode }) {
  return (
    <div>
      <p>{t('catalogue.pageEmpty')}</p>
      <p>{first}</p>
    </div>
  )
}

export function CategoryNotFound() {
  return (
    <section className="page page--center">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundBody')}</p>
      <Link to="/tutoring/browse" className="button button--primary">
        {t('landing.browseCta')}
      </Link>
    </section>
  )
}

export function BlogNotFound({ category = false }: { category?: boolean }) {
  return (
    <section className="page page--center">
      <h1>{t(category ? 'blogs.categoryNotFoundTitle' : 'blogs.notFoundTitle')}</h1>
      <p>{t(category ? 'blogs.categoryNotFoundBody' : 'blogs.notFoundBody')}</p>
      <Link to="/tutoring/blogs" className="button button--primary">
        {t('blogs.backToBlogs')}
      </Link>
    </section>
  )
}
