import { createFileRoute } from '@tanstack/react-router'
import { MyServicesPage } from '~/app/features/my-services/components/my-services-page'
import { myServicesQueryOptions } from '~/app/features/my-services/my-services.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/provider/services')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myServicesQueryOptions()),
  head: () => pageHead('providerServices', { noindex: true }),
  component: MyServicesPage,
})
