import { createFileRoute } from '@tanstack/react-router'
import { latestTutoringQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { CataloguePending } from '~/app/features/catalogue/components/list-states'
import { TutoringHome } from '~/app/features/catalogue/components/tutoring-home'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/tutoring/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(latestTutoringQueryOptions()),
  head: () => pageHead('tutoring', { canonical: '/tutoring' }),
  pendingComponent: CataloguePending,
  component: TutoringHome,
})
