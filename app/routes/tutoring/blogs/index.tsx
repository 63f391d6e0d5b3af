import { Link, createFileRoute } from '@tanstack/react-router'
import { blogListSearch } from '~/contract/routes'
import { loadBlogList } from '~/app/features/catalogue/blogs.loader'
import { BlogList } from '~/app/features/catalogue/components/blog-list'
import { CataloguePending } from '~/app/features/catalogue/components/list-states'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/tutoring/blogs/')({
  validateSearch: blogListSearch,
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
