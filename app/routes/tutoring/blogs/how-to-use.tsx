import { Link, createFileRoute } from '@tanstack/react-router'
import { config } from '../../../lib/config'
import { blogListSearchSchema } from '../../../../contract/routes'
import { loadBlogList } from '../../../features/catalogue/blogs.loader'
import { BlogList } from '../../../features/catalogue/components/blog-list'
import { CataloguePending } from '../../../features/catalogue/components/list-states'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/tutoring/blogs/how-to-use')({
  validateSearch: blogListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 0 }),
  loader: ({ context, deps }) => loadBlogList(context.queryClient, config.blogCategoryIds.howToUse, deps.page),
  head: () => pageHead('blogHowToUse', { canonical: '/tutoring/blogs/how-to-use' }),
  pendingComponent: CataloguePending,
  component: HowToUseRoute,
})

function HowToUseRoute() {
  const { page } = Route.useSearch()
  return (
    <BlogList
      categoryId={config.blogCategoryIds.howToUse}
      page={page ?? 0}
      link={(p, children, props) => (
        <Link to="/tutoring/blogs/how-to-use" search={{ page: p || undefined }} {...props}>
          {children}
        </Link>
      )}
    />
  )
}
