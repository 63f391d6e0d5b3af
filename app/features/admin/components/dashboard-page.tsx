import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DASHBOARD_DAYS } from '~/contract/api/admin'
import { PROVIDER_VERIFY_STATUSES } from '~/contract/api/user'
import { t } from '~/app/lib/i18n/th-admin'
import { formatCount, formatDay } from '~/app/features/admin/admin-format'
import { dashboardQueryOptions } from '~/app/features/admin/admin.queries'
import { StaffTable } from './staff-table'
import { StatGrid } from './stat-grid'

/** `/admin/dashboard`: users, providers by status, bookings per day and wallet requests waiting. */
export function DashboardPage() {
  const { data } = useSuspenseQuery(dashboardQueryOptions())
  const busiest = Math.max(1, ...data.bookings_by_day.map((d) => d.count))
  const bookings = data.bookings_by_day.reduce((sum, d) => sum + d.count, 0)

  return (
    <section className="page admin-page">
      <h1>{t('pages.adminDashboard.title')}</h1>
      <StatGrid
        label={t('admin.dashboard.keyFigures')}
        stats={[
          { label: t('admin.dashboard.usersTotal'), value: formatCount(data.users_total), link: { to: '/admin/dashboard/users' } },
          { label: t('admin.dashboard.bookingsRecent', { days: DASHBOARD_DAYS }), value: formatCount(bookings), link: { to: '/admin/dashboard/appointments' } },
          { label: t('admin.dashboard.walletCashIn'), value: formatCount(data.wallet_pending.cash_in), link: { to: '/admin/cash-in' } },
          { label: t('admin.dashboard.walletCashOut'), value: formatCount(data.wallet_pending.cash_out), link: { to: '/admin/cash-out' } },
        ]}
      />

      <h2 id="providers-by-status">{t('admin.dashboard.providersHeading')}</h2>
      <StatGrid
        labelledBy="providers-by-status"
        stats={PROVIDER_VERIFY_STATUSES.map((status) => ({
          label: t(`admin.providerStatus.${status}`),
          value: formatCount(data.providers_by_status[status]),
          link: { to: '/admin/verifications', search: { status } },
        }))}
      />

      <h2 id="bookings-by-day">{t('admin.dashboard.bookingsHeading', { days: DASHBOARD_DAYS })}</h2>
      <StaffTable
        className="admin-table--days"
        labelledBy="bookings-by-day"
        rows={data.bookings_by_day}
        rowKey={(day) => day.date}
        columns={[
          { label: t('admin.dashboard.bookingsDate'), rowHeader: true, cell: (day) => formatDay(day.date) },
          {
            label: t('admin.dashboard.bookingsCount'),
            cell: (day) => (
              <>
                <span className="admin-bar" style={{ width: `${(day.count / busiest) * 100}%` }} aria-hidden="true" />
                <span className="admin-bar__value">{formatCount(day.count)}</span>
              </>
            ),
          },
        ]}
      />
      <p>
        <Link to="/admin/dashboard/appointments">{t('admin.dashboard.viewAppointments')}</Link>
      </p>
    </section>
  )
}
