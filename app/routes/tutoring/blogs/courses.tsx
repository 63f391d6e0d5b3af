import { Link, createFileRoute } from '@tanstack/react-router'
import { BLOG_CATEGORY_IDS } from '../../../../contract/api/blogs'
import { blogListSearchSchema } from '../../../../contract/routes'
import { loadBlogList } from '../../../features/catalogue/blogs.loader'
import { BlogList } from '../../../features/catalogue/components/blog-list'
import { CataloguePending } from '../../../features/catalogue/components/list-states'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/tutoring/blogs/courses')({
  validateSearch: blogListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 0 }),
  loader: ({ context, deps }) => loadBlogList(context.queryClient, BLOG_CATEGORY_IDS.courses, deps.page),
  head: () => pageHead('blogCourses', { canonical: '/tutoring/blogs/courses' }),
  pendingComponent: CataloguePending,
  component: CoursesRoute,
})

function CoursesRoute() {
  const { page } = Route.useSearch()
  return (
    <BlogList
      categoryId={BLOG_CATEGORY_IDS.courses}
      page={page ?? 0}
      link={(p, children, props) => (
        <Link to="/tutoring/blogs/courses" search={{ page: p || undefined }} {...props}>
          {children}
        </Link>
      )}
    />
  )
}
