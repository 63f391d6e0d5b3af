import { createFileRoute } from '@tanstack/react-router'
import { ServiceEditorPage } from '~/app/features/my-services/components/service-editor-page'
import { myServicesQueryOptions } from '~/app/features/my-services/my-services.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/services/create')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myServicesQueryOptions()),
  head: () => pageHead('servicesCreate', { noindex: true }),
  component: () => <ServiceEditorPage serviceId={undefined} />,
})
