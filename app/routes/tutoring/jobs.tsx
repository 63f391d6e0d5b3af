import { createFileRoute } from '@tanstack/react-router'
import { jobsSearch } from '~/contract/routes'
import { jobsQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { JobList } from '~/app/features/catalogue/components/job-list'
import { CataloguePending } from '~/app/features/catalogue/components/list-states'
import { setPageStatus } from '~/app/lib/response-status'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/tutoring/jobs')({
  validateSearch: jobsSearch,
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page ?? 0 }),
  loader: async ({ context, deps }) => {
    // A failed list is not a page to keep or index: 503, so the page cache leaves it out.
    if (!(await context.queryClient.ensureQueryData(jobsQueryOptions(deps.status, deps.page)))) setPageStatus(503)
  },
  head: () => pageHead('tutoringJobs', { canonical: '/tutoring/jobs' }),
  pendingComponent: CataloguePending,
  component: JobsRoute,
})

function JobsRoute() {
  return <JobList search={Route.useSearch()} />
}
