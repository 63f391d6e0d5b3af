import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { ID_PATTERN } from '~/contract/values/ids'
import { blogListSearch } from '~/contract/routes'
import { loadBlogList } from '~/app/features/catalogue/blogs.loader'
import { BlogList } from '~/app/features/catalogue/components/blog-list'
import { BlogNotFound, CataloguePending } from '~/app/features/catalogue/components/list-states'
import { t } from '~/app/lib/i18n/th'
import { notFoundHead, pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/tutoring/blogs/$categoryId')({
  validateSearch: blogListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 0 }),
  loader: async ({ context, params, deps }) => {
    if (!ID_PATTERN.test(params.categoryId)) throw notFound()
    const { category } = await loadBlogList(context.queryClient, params.categoryId, deps.page)
    if (!category) throw notFound()
    return { name: category.name, description: category.description }
  },
  head: ({ loaderData, match }) =>
    match.status === 'notFound'
      ? notFoundHead(t('blogs.categoryNotFoundTitle'))
      : loaderData ? pageHead('blogCategory', { canonical: match.pathname, title: loaderData.name, description: loaderData.description || undefined }) : pageHead('blogCategory', { noindex: true }),
  pendingComponent: CataloguePending,
  notFoundComponent: () => <BlogNotFound category />,
  component: BlogCategoryRoute,
})

function BlogCategoryRoute() {
  const { categoryId } = Route.useParams()
  const { page } = Route.useSearch()
  return (
    <BlogList
      categoryId={categoryId}
      page={page ?? 0}
      link={(p, children, props) => (
        <Link to="/tutoring/blogs/$categoryId" params={{ categoryId }} search={{ page: p || undefined }} {...props}>
          {children}
        </Link>
      )}
    />
  )
}
