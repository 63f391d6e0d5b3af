import { Outlet, createFileRoute } from '@tanstack/react-router'
import { ForbiddenPage } from '../../components/forbidden-page'
import { currentUserQueryOptions } from '../../features/auth/auth.queries'
import { isStaffRole } from '../../features/admin/admin-access'
import { AdminLayout } from '../../features/admin/components/admin-layout'

/**
 * Every /admin page: staff only, decided here once from the profile `_authed` already loaded
 * (cached). Anyone else sees the 403 page and the child pages' loaders do not run (`whenStaff`).
 * The backend refuses their calls on its own (403) in any case.
 */
export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: async ({ context }) => {
    const profile = await context.queryClient.ensureQueryData(currentUserQueryOptions(context.session.userId))
    return { staff: isStaffRole(profile?.role) }
  },
  component: AdminRoute,
})

function AdminRoute() {
  const { staff } = Route.useRouteContext()
  if (!staff) return <ForbiddenPage />
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  )
}
