import { createFileRoute, notFound } from '@tanstack/react-router'
import { browseSearch } from '~/contract/routes'
import { loadBrowse } from '~/app/features/catalogue/browse.loader'
import { BrowsePage } from '~/app/features/catalogue/components/browse-page'
import { CataloguePending, CategoryNotFound } from '~/app/features/catalogue/components/list-states'
import { notFoundHead, pageHead } from '~/app/lib/seo'

/** The public browse: the whole catalogue, every category, for visitors and members alike. */
export const Route = createFileRoute('/tutoring/browse')({
  validateSearch: browseSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!(await loadBrowse(context.queryClient, deps, 'public'))) throw notFound()
  },
  head: ({ match }) => (match.status === 'notFound' ? notFoundHead() : pageHead('tutoringBrowse', { canonical: '/tutoring/browse' })),
  pendingComponent: CataloguePending,
  notFoundComponent: CategoryNotFound,
  component: TutoringBrowseRoute,
})

function TutoringBrowseRoute() {
  return <BrowsePage path="/tutoring/browse" search={Route.useSearch()} />
}
