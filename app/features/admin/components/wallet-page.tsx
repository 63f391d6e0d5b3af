import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from '~/app/lib/toast'
import type { WalletTransaction } from '~/contract/api/admin'
import { WALLET_STATUSES } from '~/contract/api/wallet'
import { t } from '~/app/lib/i18n/th-admin'
import { formatBaht, formatDateTime } from '~/app/features/admin/admin-format'
import { decisionErrorMessage } from '~/app/features/admin/admin-messages'
import type { WalletSearch } from '~/app/features/admin/admin-search'
import { useDecideWallet, walletQueryOptions } from '~/app/features/admin/admin.queries'
import { AdminFilterChips } from './admin-states'
import { ReasonDialog } from './reason-dialog'
import { StaffList, type StaffColumn } from './staff-table'

const PAGES = {
  cash_in: { path: '/admin/cash-in', title: 'pages.adminCashIn.title' },
  cash_out: { path: '/admin/cash-out', title: 'pages.adminCashOut.title' },
} as const

/** `/admin/cash-in` and `/admin/cash-out`: wallet requests by status; pending ones are decided here. */
export function WalletPage({ kind, search }: { kind: WalletTransaction['kind']; search: WalletSearch }) {
  const status = search.status ?? 'pending'
  const page = search.page ?? 0
  const { data } = useSuspenseQuery(walletQueryOptions(kind, status, page))
  const { path, title } = PAGES[kind]

  return (
    <section className="page admin-page">
      <h1>{t(title)}</h1>
      <AdminFilterChips
        label={t('admin.wallet.statusLabel')}
        values={WALLET_STATUSES}
        current={status}
        text={(s) => t(`admin.wallet.status.${s}`)}
        link={(s, children, props) => (
          <Link to={path} search={{ status: s }} {...props}>
            {children}
          </Link>
        )}
      />
      <StaffList
        total={data.total}
        items={data.items}
        page={page}
        empty={t(status === 'pending' ? 'admin.wallet.emptyPending' : 'admin.wallet.empty')}
        columns={status === 'pending' ? PENDING_COLUMNS : DECIDED_COLUMNS}
        pageLink={(p, children, props) => (
          <Link to={path} search={{ ...search, page: p === 0 ? undefined : p }} {...props}>
            {children}
          </Link>
        )}
      />
    </section>
  )
}

const COMMON_COLUMNS: readonly StaffColumn<WalletTransaction>[] = [
  { label: t('admin.wallet.columnUser'), cell: (tx) => tx.user.username },
  { label: t('admin.wallet.columnAmount'), className: 'admin-table__number', cell: (tx) => formatBaht(tx.amount) },
  { label: t('admin.wallet.columnMethod'), cell: (tx) => t(`admin.wallet.method.${tx.method}`) },
  { label: t('admin.wallet.columnCreatedAt'), cell: (tx) => formatDateTime(tx.created_at) },
]
const PENDING_COLUMNS = [...COMMON_COLUMNS, { label: t('admin.wallet.columnActions'), cell: (tx: WalletTransaction) => <WalletDecision tx={tx} /> }]
const DECIDED_COLUMNS = [...COMMON_COLUMNS, { label: t('admin.wallet.columnStatus'), cell: (tx: WalletTransaction) => <WalletOutcome tx={tx} /> }]

/** A pending request's approve and reject buttons (reject asks for a reason). */
function WalletDecision({ tx }: { tx: WalletTransaction }) {
  const decide = useDecideWallet()
  const [rejecting, setRejecting] = useState(false)
  const names = { amount: formatBaht(tx.amount), username: tx.user.username }

  // mutateAsync: a decided request leaves the pending list, unmounting this row before mutate's
  // own callbacks would run.
  const approve = async () => {
    try {
      await decide.mutateAsync({ id: tx._id, decision: 'approve' })
      toast.success(t('admin.wallet.approved', names))
    } catch (error) {
      toast.error(decisionErrorMessage(error, 'wallet'))
    }
  }
  const reject = async (reason: string) => {
    try {
      await decide.mutateAsync({ id: tx._id, decision: 'reject', reason })
      toast.success(t('admin.wallet.rejected', names))
      return true
    } catch (error) {
      toast.error(decisionErrorMessage(error, 'wallet'))
      return false
    }
  }

  return (
    <>
      <div className="admin-actions admin-actions--row">
        <button type="button" className="button button--primary" onClick={() => void approve()} disabled={decide.isPending} aria-label={t('admin.wallet.approveLabel', names)}>
          {t('admin.wallet.approve')}
        </button>
        <button type="button" className="button button--danger" onClick={() => setRejecting(true)} disabled={decide.isPending} aria-label={t('admin.wallet.rejectLabel', names)}>
          {t('admin.wallet.reject')}
        </button>
      </div>
      <ReasonDialog open={rejecting} onClose={() => setRejecting(false)} onConfirm={reject} />
    </>
  )
}

/** A decided request's status, with the reason and when it was decided. */
function WalletOutcome({ tx }: { tx: WalletTransaction }) {
  return (
    <>
      <span className={`admin-status admin-status--${tx.status}`}>{t(`admin.wallet.status.${tx.status}`)}</span>
      {tx.reason ? <span className="admin-table__note">{t('admin.wallet.reason', { reason: tx.reason })}</span> : null}
      {tx.reviewed_at ? <span className="admin-table__note">{t('admin.wallet.reviewedAt', { date: formatDateTime(tx.reviewed_at) })}</span> : null}
    </>
  )
}
