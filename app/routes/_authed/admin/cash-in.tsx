import { createFileRoute } from '@tanstack/react-router'
import { whenStaff } from '~/app/features/admin/admin-access'
import { walletSearch } from '~/app/features/admin/admin-search'
import { walletQueryOptions } from '~/app/features/admin/admin.queries'
import { AdminLoadError, AdminPending } from '~/app/features/admin/components/admin-states'
import { WalletPage } from '~/app/features/admin/components/wallet-page'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/admin/cash-in')({
  validateSearch: walletSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'pending', page: search.page ?? 0 }),
  loader: ({ context, deps }) => whenStaff(context, () => context.queryClient.ensureQueryData(walletQueryOptions('cash_in', deps.status, deps.page))),
  head: () => pageHead('adminCashIn', { noindex: true }),
  pendingComponent: AdminPending,
  errorComponent: AdminLoadError,
  component: CashInRoute,
})

function CashInRoute() {
  return <WalletPage kind="cash_in" search={Route.useSearch()} />
}
