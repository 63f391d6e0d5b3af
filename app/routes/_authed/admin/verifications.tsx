import { createFileRoute } from '@tanstack/react-router'
import { whenStaff } from '~/app/features/admin/admin-access'
import { verificationsSearch } from '~/app/features/admin/admin-search'
import { registrationQueryOptions, registrationsQueryOptions } from '~/app/features/admin/admin.queries'
import { AdminLoadError, AdminPending } from '~/app/features/admin/components/admin-states'
import { VerificationsPage } from '~/app/features/admin/components/verifications-page'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/admin/verifications')({
  validateSearch: verificationsSearch,
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
