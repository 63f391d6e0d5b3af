import { createFileRoute } from '@tanstack/react-router'
import { MyServicesPage } from '../../../features/my-services/components/my-services-page'
import { myServicesQueryOptions } from '../../../features/my-services/my-services.queries'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/services/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myServicesQueryOptions()),
  head: () => pageHead('services', { noindex: true }),
  component: MyServicesPage,
})
