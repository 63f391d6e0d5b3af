import { createFileRoute } from '@tanstack/react-router'
import { ServiceEditorPage } from '~/app/features/my-services/components/service-editor-page'
import { editServiceSearch } from '~/app/features/my-services/my-services-search'
import { myServicesQueryOptions } from '~/app/features/my-services/my-services.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/provider/service')({
  validateSearch: editServiceSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(myServicesQueryOptions()),
  head: () => pageHead('providerService', { noindex: true }),
  component: EditServiceRoute,
})

function EditServiceRoute() {
  const { id } = Route.useSearch()
  return <ServiceEditorPage key={id ?? 'new'} serviceId={id} />
}
