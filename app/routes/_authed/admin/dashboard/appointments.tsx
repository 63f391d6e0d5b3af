import { createFileRoute } from '@tanstack/react-router'
import { whenStaff } from '../../../../features/admin/admin-access'
import { appointmentsSearchSchema } from '../../../../features/admin/admin-search'
import { appointmentsQueryOptions } from '../../../../features/admin/admin.queries'
import { AdminLoadError, AdminPending } from '../../../../features/admin/components/admin-states'
import { AppointmentsPage } from '../../../../features/admin/components/appointments-page'
import { pageHead } from '../../../../lib/seo'

export const Route = createFileRoute('/_authed/admin/dashboard/appointments')({
  validateSearch: appointmentsSearchSchema,
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
