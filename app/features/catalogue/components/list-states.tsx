import type { ReactNode } from 'react'
import { MessagePage } from '~/app/components/message-page'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-catalogue'

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

export const CategoryNotFound = () => (
  <MessagePage title={t('errors.notFoundTitle')} body={t('errors.notFoundBody')} to="/tutoring/browse" action={t('landing.browseCta')} />
)

export const ServiceNotFound = () => (
  <MessagePage title={t('catalogue.notFoundTitle')} body={t('catalogue.notFoundBody')} to="/tutoring/browse" action={t('landing.browseCta')} />
)

export const ProfileNotFound = () => (
  <MessagePage title={t('catalogue.profileNotFoundTitle')} body={t('catalogue.profileNotFoundBody')} to="/tutoring/browse" action={t('landing.browseCta')} />
)

export const BlogNotFound = ({ category = false }: { category?: boolean }) => (
  <MessagePage
    title={t(category ? 'blogs.categoryNotFoundTitle' : 'blogs.notFoundTitle')}
    body={t(category ? 'blogs.categoryNotFoundBody' : 'blogs.notFoundBody')}
    to="/tutoring/blogs"
    action={t('blogs.backToBlogs')}
  />
)
