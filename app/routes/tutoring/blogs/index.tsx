import { Link, createFileRoute } from '@tanstack/react-router'
import { blogListSearchSchema } from '../../../../contract/routes'
import { loadBlogList } from '../../../features/catalogue/blogs.loader'
import { BlogList } from '../../../features/catalogue/components/blog-list'
import { CataloguePending } from '../../../features/catalogue/components/list-states'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/tutoring/blogs/')({
  validateSearch: blogListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 0 }),
  loader: ({ context, deps }) => loadBlogList(context.queryClient, undefined, deps.page),
  head: () => pageHead('tutoringBlogs', { canonical: '/tutoring/blogs' }),
  pendingComponent: CataloguePending,
  component: BlogsRoute,
})

function BlogsRoute() {
  const { page } = Route.useSearch()
  return (
    <BlogList
      page={page ?? 0}
      link={(p, children, props) => (
        <Link to="/tutoring/blogs" search={{ page: p || undefined }} {...props}>
          {children}
        </Link>
      )}
    />
  )
}
