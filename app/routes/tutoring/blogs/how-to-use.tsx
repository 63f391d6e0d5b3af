import { Link, createFileRoute } from '@tanstack/react-router'
import { config } from '~/app/lib/config'
import { blogListSearch } from '~/contract/routes'
import { loadBlogList } from '~/app/features/catalogue/blogs.loader'
import { BlogList } from '~/app/features/catalogue/components/blog-list'
import { CataloguePending } from '~/app/features/catalogue/components/list-states'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/tutoring/blogs/how-to-use')({
  validateSearch: blogListSearch,
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
