import { createFileRoute } from '@tanstack/react-router'
import { jobsSearchSchema } from '../../../contract/routes'
import { jobsQueryOptions } from '../../features/catalogue/catalogue.queries'
import { JobList } from '../../features/catalogue/components/job-list'
import { CataloguePending } from '../../features/catalogue/components/list-states'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/tutoring/jobs')({
  validateSearch: jobsSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page ?? 0 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(jobsQueryOptions(deps.status, deps.page)),
  head: () => pageHead('tutoringJobs', { canonical: '/tutoring/jobs' }),
  pendingComponent: CataloguePending,
  component: JobsRoute,
})

function JobsRoute() {
  return <JobList search={Route.useSearch()} />
}
