import { createFileRoute } from '@tanstack/react-router'
import { latestTutoringQueryOptions } from '../../features/catalogue/catalogue.queries'
import { CataloguePending } from '../../features/catalogue/components/list-states'
import { TutoringHome } from '../../features/catalogue/components/tutoring-home'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/tutoring/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(latestTutoringQueryOptions()),
  head: () => pageHead('tutoring', { canonical: '/tutoring' }),
  pendingComponent: CataloguePending,
  component: TutoringHome,
})
