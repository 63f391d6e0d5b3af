import { Link } from '@tanstack/react-router'
import { t } from '../../../lib/i18n/th'
// This area's Thai text joins the catalogue when this module loads (see th.ts).
import '../../../lib/i18n/th-admin'

const TASKS = [
  { to: '/admin/verifications', title: 'admin.nav.verifications', body: 'admin.overview.verifications' },
  { to: '/admin/dashboard', title: 'admin.nav.dashboard', body: 'admin.overview.dashboard' },
  { to: '/admin/dashboard/users', title: 'admin.nav.users', body: 'admin.overview.users' },
  { to: '/admin/dashboard/appointments', title: 'admin.nav.appointments', body: 'admin.overview.appointments' },
  { to: '/admin/cash-in', title: 'admin.nav.cashIn', body: 'admin.overview.cashIn' },
  { to: '/admin/cash-out', title: 'admin.nav.cashOut', body: 'admin.overview.cashOut' },
] as const

/** `/admin`: where each staff task lives. */
export function AdminHome() {
  return (
    <section className="page admin-page">
      <h1>{t('pages.admin.title')}</h1>
      <p className="muted">{t('admin.overview.intro')}</p>
      <ul className="admin-tasks">
        {TASKS.map((task) => (
          <li key={task.to} className="admin-task">
            <h2>
              <Link to={task.to}>{t(task.title)}</Link>
            </h2>
            <p>{t(task.body)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
