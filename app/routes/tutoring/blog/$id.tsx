import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadBlog } from '~/app/features/catalogue/blogs.loader'
import { blogQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { BlogArticle } from '~/app/features/catalogue/components/blog-article'
import { BlogNotFound, CataloguePending } from '~/app/features/catalogue/components/list-states'
import { t } from '~/app/lib/i18n/th'
import { notFoundHead, pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/tutoring/blog/$id')({
  loader: async ({ context, params }) => {
    const blog = await loadBlog(context.queryClient, params.id)
    if (!blog) throw notFound()
    return { title: blog.title, excerpt: blog.excerpt }
  },
  head: ({ loaderData, match }) =>
    match.status === 'notFound'
      ? notFoundHead(t('blogs.notFoundTitle'))
      : loaderData ? pageHead('blog', { canonical: match.pathname, title: loaderData.title, description: loaderData.excerpt.slice(0, 160) }) : pageHead('blog', { noindex: true }),
  pendingComponent: CataloguePending,
  notFoundComponent: () => <BlogNotFound />,
  component: BlogRoute,
})

function BlogRoute() {
  const { id } = Route.useParams()
  const blog = useSuspenseQuery(blogQueryOptions(id)).data
  return blog ? <BlogArticle blog={blog} /> : <BlogNotFound />
}
