import { createFileRoute } from '@tanstack/react-router'
import { whenStaff } from '~/app/features/admin/admin-access'
import { usersSearch } from '~/app/features/admin/admin-search'
import { usersQueryOptions } from '~/app/features/admin/admin.queries'
import { AdminLoadError, AdminPending } from '~/app/features/admin/components/admin-states'
import { UsersPage } from '~/app/features/admin/components/users-page'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/admin/dashboard/users')({
  validateSearch: usersSearch,
  loaderDeps: ({ search }) => ({ q: search.q, role: search.role, page: search.page ?? 0 }),
  loader: ({ context, deps }) => whenStaff(context, () => context.queryClient.ensureQueryData(usersQueryOptions(deps.q, deps.role, deps.page))),
  head: () => pageHead('adminUsers', { noindex: true }),
  pendingComponent: AdminPending,
  errorComponent: AdminLoadError,
  component: UsersRoute,
})

function UsersRoute() {
  return <UsersPage search={Route.useSearch()} />
}
