import { createFileRoute } from '@tanstack/react-router'
import { whenStaff } from '~/app/features/admin/admin-access'
import { dashboardQueryOptions } from '~/app/features/admin/admin.queries'
import { AdminLoadError, AdminPending } from '~/app/features/admin/components/admin-states'
import { DashboardPage } from '~/app/features/admin/components/dashboard-page'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/admin/dashboard/')({
  loader: ({ context }) => whenStaff(context, () => context.queryClient.ensureQueryData(dashboardQueryOptions())),
  head: () => pageHead('adminDashboard', { noindex: true }),
  pendingComponent: AdminPending,
  errorComponent: AdminLoadError,
  component: DashboardPage,
})
