import { createFileRoute, notFound } from '@tanstack/react-router'
import { TUTORING_CATEGORY_ID } from '../../../contract/api/catalogue'
import { browseSearchSchema } from '../../../contract/routes'
import { loadBrowse } from '../../features/catalogue/browse.loader'
import { BrowsePage } from '../../features/catalogue/components/browse-page'
import { CataloguePending, CategoryNotFound } from '../../features/catalogue/components/list-states'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/tutoring/browse')({
  validateSearch: browseSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!(await loadBrowse(context.queryClient, deps, TUTORING_CATEGORY_ID))) throw notFound()
  },
  head: () => pageHead('tutoringBrowse', { canonical: '/tutoring/browse' }),
  pendingComponent: CataloguePending,
  notFoundComponent: CategoryNotFound,
  component: TutoringBrowseRoute,
})

function TutoringBrowseRoute() {
  return <BrowsePage path="/tutoring/browse" search={Route.useSearch()} rootId={TUTORING_CATEGORY_ID} />
}
