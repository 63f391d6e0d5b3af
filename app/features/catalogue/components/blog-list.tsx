import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { BlogCategory } from '~/contract/api/blogs'
import { config } from '~/app/lib/config'
import { formatThaiDate } from '~/app/lib/format'
import { t } from '~/app/lib/i18n/th-catalogue'
import { EXACT_ACTIVE, pageCount } from '~/app/lib/paging'
import { blogCategoriesQueryOptions, blogListQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { BlogNotFound, EmptyPage } from './list-states'
import { Pager, type PageLink } from './pager'
import { TimeAgo } from './time-ago'

/** A blog category's page: the two fixed ones have their own paths (spec 2). */
export function BlogCategoryLink({ category, children, current }: { category: Pick<BlogCategory, '_id'>; children: ReactNode; current?: boolean }) {
  const props = { className: 'chip', activeOptions: EXACT_ACTIVE, ...(current ? { 'aria-current': 'page' as const } : {}) }
  if (category._id === config.blogCategoryIds.courses) return <Link to="/tutoring/blogs/courses" {...props}>{children}</Link>
  if (category._id === config.blogCategoryIds.howToUse) return <Link to="/tutoring/blogs/how-to-use" {...props}>{children}</Link>
  return (
    <Link to="/tutoring/blogs/$categoryId" params={{ categoryId: category._id }} {...props}>
      {children}
    </Link>
  )
}

/**
 * `/tutoring/blogs` (every tutoring blog) and the blog-category pages: the categories, a page of
 * blogs, newest first, and paging. `link` builds the page's own paging links.
 */
export function BlogList({ categoryId, page, link }: { categoryId?: string; page: number; link: PageLink }) {
  const categories = useSuspenseQuery(blogCategoriesQueryOptions()).data
  const blogs = useSuspenseQuery(blogListQueryOptions(categoryId, page)).data
  const category = categoryId ? categories.items.find((c) => c._id === categoryId) : undefined
  if (categoryId && !category) return <BlogNotFound category />
  const count = pageCount(blogs.total, blogs.limit)
  return (
    <section className="page blogs" aria-labelledby="blogs-title">
      <h1 id="blogs-title">{category ? category.name : t('pages.tutoringBlogs.title')}</h1>
      {category?.description ? <p>{category.description}</p> : null}
      <nav aria-label={t('blogs.categories')} className="chips">
        <ul>
          <li>
            <Link to="/tutoring/blogs" activeOptions={EXACT_ACTIVE} className="chip" {...(!categoryId ? { 'aria-current': 'page' as const } : {})}>
              {t('blogs.all')}
            </Link>
          </li>
          {categories.items.map((c) => (
            <li key={c._id}>
              <BlogCategoryLink category={c} current={c._id === categoryId}>
                {c.name}
              </BlogCategoryLink>
            </li>
          ))}
        </ul>
      </nav>
      {blogs.items.length === 0 ? (
        blogs.total > 0 ? (
          <EmptyPage first={link(0, t('catalogue.firstPage'), { activeOptions: EXACT_ACTIVE })} />
        ) : (
          <p>{t('blogs.empty')}</p>
        )
      ) : (
        <ul className="card-grid card-grid--three" aria-label={t('blogs.list')}>
          {blogs.items.map((blog) => (
            <li key={blog._id}>
              <article className="service-card">
                {blog.cover_picture ? <img src={blog.cover_picture} alt="" width={320} height={180} loading="lazy" decoding="async" /> : null}
                <div className="service-card__body">
                  <p className="service-card__category">{blog.blog_category.name}</p>
                  <h2 className="service-card__title">
                    <Link to="/tutoring/blog/$id" params={{ id: blog._id }} className="service-card__link">
                      {blog.title}
                    </Link>
                  </h2>
                  <p className="service-card__excerpt">{blog.excerpt}</p>
                  <p className="muted">
                    {t('blogs.by', { author: blog.author })} · <span title={formatThaiDate(blog.created_at)}><TimeAgo iso={blog.created_at} /></span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} count={count} link={link} />
    </section>
  )
}
