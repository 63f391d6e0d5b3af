import { createFileRoute } from '@tanstack/react-router'
import { MyServicesPage } from '~/app/features/my-services/components/my-services-page'
import { myServicesQueryOptions } from '~/app/features/my-services/my-services.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/services/manage')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myServicesQueryOptions()),
  head: () => pageHead('servicesManage', { noindex: true }),
  component: MyServicesPage,
})
