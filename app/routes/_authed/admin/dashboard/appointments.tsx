import { createFileRoute } from '@tanstack/react-router'
import { whenStaff } from '~/app/features/admin/admin-access'
import { appointmentsSearch } from '~/app/features/admin/admin-search'
import { appointmentsQueryOptions } from '~/app/features/admin/admin.queries'
import { AdminLoadError, AdminPending } from '~/app/features/admin/components/admin-states'
import { AppointmentsPage } from '~/app/features/admin/components/appointments-page'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/admin/dashboard/appointments')({
  validateSearch: appointmentsSearch,
  loaderDeps: ({ search }) => ({ when: search.when ?? 'upcoming', page: search.page ?? 0 }),
  loader: ({ context, deps }) => whenStaff(context, () => context.queryClient.ensureQueryData(appointmentsQueryOptions(deps.when, deps.page))),
  head: () => pageHead('adminAppointments', { noindex: true }),
  pendingComponent: AdminPending,
  errorComponent: AdminLoadError,
  component: AppointmentsRoute,
})

function AppointmentsRoute() {
  return <AppointmentsPage search={Route.useSearch()} />
}
