import { Outlet, createFileRoute } from '@tanstack/react-router'
import { ForbiddenPage } from '~/app/components/forbidden-page'
import { currentUserQueryOptions } from '~/app/features/auth/auth.queries'
import { isStaffRole } from '~/app/features/admin/admin-access'
import { StaffLayout } from '~/app/features/admin/components/staff-layout'
import { setPageStatus } from '~/app/lib/response-status'

/**
 * Every /admin page: staff only, decided here once from the profile `_authed` already loaded
 * (cached). Anyone else sees the 403 page (HTTP 403 when rendered on the server) in the site's
 * frame, and the child pages' loaders do not run (`whenStaff`); staff get the back office's own
 * frame (chrome `staff`, which the shell grants on this context's `staff`): the shell's staff header,
 * and here the staff navigation beside the page.
 * The backend refuses their calls on its own (403) in any case.
 */
export const Route = createFileRoute('/_authed/admin')({
  staticData: { chrome: 'staff' },
  beforeLoad: async ({ context }) => {
    const profile = await context.queryClient.ensureQueryData(currentUserQueryOptions(context.session.userId))
    const staff = isStaffRole(profile?.role)
    if (!staff) setPageStatus(403)
    return { staff }
  },
  component: AdminRoute,
})

function AdminRoute() {
  const { staff } = Route.useRouteContext()
  if (!staff) return <ForbiddenPage />
  return (
    <StaffLayout>
      <Outlet />
    </StaffLayout>
  )
}
