import { Link } from '@tanstack/react-router'
import type { Blog } from '~/contract/api/blogs'
import { formatThaiDate, timeAgo } from '~/app/lib/format'
import { t } from '~/app/lib/i18n/th-catalogue'
import { BlogCategoryLink } from './blog-list'

/**
 * `/tutoring/blog/{id}`. `content_html` was sanitized by the backend when it was saved (an
 * allow-list of tags and URL schemes; see contract/api/blogs.ts), so it is rendered as is.
 */
export function BlogArticle({ blog }: { blog: Blog }) {
  return (
    <article className="page blog" aria-labelledby="blog-title">
      <p className="muted">
        <Link to="/tutoring/blogs">{t('pages.tutoringBlogs.title')}</Link> ›{' '}
        <BlogCategoryLink category={blog.blog_category}>{blog.blog_category.name}</BlogCategoryLink>
      </p>
      <h1 id="blog-title">{blog.title}</h1>
      <p className="muted">
        {t('blogs.by', { author: blog.author })} ·{' '}
        <time dateTime={blog.created_at} suppressHydrationWarning>
          {t('blogs.published', { date: formatThaiDate(blog.created_at), ago: timeAgo(blog.created_at) })}
        </time>
      </p>
      {blog.cover_picture ? <img className="blog__cover" src={blog.cover_picture} alt="" width={960} height={540} decoding="async" /> : null}
      <div className="blog__content" dangerouslySetInnerHTML={{ __html: blog.content_html }} />
      <p>
        <BlogCategoryLink category={blog.blog_category}>{t('blogs.moreIn', { name: blog.blog_category.name })}</BlogCategoryLink>
      </p>
    </article>
  )
}
