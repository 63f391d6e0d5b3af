import { createFileRoute } from '@tanstack/react-router'
import { whenStaff } from '~/app/features/admin/admin-access'
import { walletSearch } from '~/app/features/admin/admin-search'
import { walletQueryOptions } from '~/app/features/admin/admin.queries'
import { AdminLoadError, AdminPending } from '~/app/features/admin/components/admin-states'
import { WalletPage } from '~/app/features/admin/components/wallet-page'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/admin/cash-out')({
  validateSearch: walletSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'pending', page: search.page ?? 0 }),
  loader: ({ context, deps }) => whenStaff(context, () => context.queryClient.ensureQueryData(walletQueryOptions('cash_out', deps.status, deps.page))),
  head: () => pageHead('adminCashOut', { noindex: true }),
  pendingComponent: AdminPending,
  errorComponent: AdminLoadError,
  component: CashOutRoute,
})

function CashOutRoute() {
  return <WalletPage kind="cash_out" search={Route.useSearch()} />
}
