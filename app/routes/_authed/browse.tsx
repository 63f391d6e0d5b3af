import { createFileRoute, notFound } from '@tanstack/react-router'
import { browseSearch } from '~/contract/routes'
import { loadBrowse } from '~/app/features/catalogue/browse.loader'
import { BrowsePage } from '~/app/features/catalogue/components/browse-page'
import { CataloguePending, CategoryNotFound } from '~/app/features/catalogue/components/list-states'
import { notFoundHead, pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/browse')({
  validateSearch: browseSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!(await loadBrowse(context.queryClient, deps, 'signed-in'))) throw notFound()
  },
  head: ({ match }) => (match.status === 'notFound' ? notFoundHead() : pageHead('browse', { noindex: true })),
  pendingComponent: CataloguePending,
  notFoundComponent: CategoryNotFound,
  component: BrowseRoute,
})

function BrowseRoute() {
  return <BrowsePage path="/browse" search={Route.useSearch()} />
}
