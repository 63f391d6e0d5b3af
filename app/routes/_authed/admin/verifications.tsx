import { createFileRoute } from '@tanstack/react-router'
import { whenStaff } from '../../../features/admin/admin-access'
import { verificationsSearchSchema } from '../../../features/admin/admin-search'
import { registrationQueryOptions, registrationsQueryOptions } from '../../../features/admin/admin.queries'
import { AdminLoadError, AdminPending } from '../../../features/admin/components/admin-states'
import { VerificationsPage } from '../../../features/admin/components/verifications-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/admin/verifications')({
  validateSearch: verificationsSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'submitted', page: search.page ?? 0, id: search.id }),
  loader: ({ context, deps }) =>
    whenStaff(context, () =>
      Promise.all([
        context.queryClient.ensureQueryData(registrationsQueryOptions(deps.status, deps.page)),
        deps.id ? context.queryClient.ensureQueryData(registrationQueryOptions(deps.id)) : null,
      ]),
    ),
  head: () => pageHead('adminVerifications', { noindex: true }),
  pendingComponent: AdminPending,
  errorComponent: AdminLoadError,
  component: VerificationsRoute,
})

function VerificationsRoute() {
  return <VerificationsPage search={Route.useSearch()} />
}
