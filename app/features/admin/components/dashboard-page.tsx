import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DASHBOARD_DAYS } from '../../../../contract/api/admin'
import { PROVIDER_VERIFY_STATUSES } from '../../../../contract/api/user'
import { t } from '../../../lib/i18n/th'
import { formatCount, formatDay } from '../admin-format'
import { dashboardQueryOptions } from '../admin.queries'
// This area's Thai text joins the catalogue when this module loads (see th.ts).
import '../../../lib/i18n/th-admin'

/** `/admin/dashboard`: users, providers by status, bookings per day and wallet requests waiting. */
export function DashboardPage() {
  const { data } = useSuspenseQuery(dashboardQueryOptions())
  const busiest = Math.max(1, ...data.bookings_by_day.map((d) => d.count))

  return (
    <section className="page admin-page">
      <h1>{t('pages.adminDashboard.title')}</h1>
      <ul className="admin-stats">
        <li className="admin-stat">
          <span className="admin-stat__label">{t('admin.dashboard.usersTotal')}</span>
          <span className="admin-stat__value">{formatCount(data.users_total)}</span>
          <Link to="/admin/dashboard/users">{t('admin.dashboard.viewUsers')}</Link>
        </li>
        <li className="admin-stat">
          <span className="admin-stat__label">{t('admin.dashboard.walletCashIn')}</span>
          <span className="admin-stat__value">{formatCount(data.wallet_pending.cash_in)}</span>
          <Link to="/admin/cash-in">{t('admin.nav.cashIn')}</Link>
        </li>
        <li className="admin-stat">
          <span className="admin-stat__label">{t('admin.dashboard.walletCashOut')}</span>
          <span className="admin-stat__value">{formatCount(data.wallet_pending.cash_out)}</span>
          <Link to="/admin/cash-out">{t('admin.nav.cashOut')}</Link>
        </li>
      </ul>

      <h2>{t('admin.dashboard.providersHeading')}</h2>
      <ul className="admin-stats">
        {PROVIDER_VERIFY_STATUSES.map((status) => (
          <li key={status} className="admin-stat">
            <span className="admin-stat__label">{t(`admin.providerStatus.${status}`)}</span>
            <span className="admin-stat__value">{formatCount(data.providers_by_status[status])}</span>
            {status === 'submitted' ? <Link to="/admin/verifications">{t('admin.dashboard.review')}</Link> : null}
          </li>
        ))}
      </ul>

      <h2 id="bookings-by-day">{t('admin.dashboard.bookingsHeading', { days: DASHBOARD_DAYS })}</h2>
      <table className="admin-table admin-table--days" aria-labelledby="bookings-by-day">
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.bookingsDate')}</th>
            <th scope="col">{t('admin.dashboard.bookingsCount')}</th>
          </tr>
        </thead>
        <tbody>
          {data.bookings_by_day.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>
                <span className="admin-bar" style={{ width: `${(day.count / busiest) * 100}%` }} aria-hidden="true" />
                <span className="admin-bar__value">{formatCount(day.count)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to="/admin/dashboard/appointments">{t('admin.dashboard.viewAppointments')}</Link>
      </p>
    </section>
  )
}
