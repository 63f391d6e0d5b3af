import { Link } from '@tanstack/react-router'
import { SvgIcon } from '../../../components/icon'
import { t } from '../../../lib/i18n/th'
import { staffIcons } from '../staff-icons'
// This area's Thai text joins the catalogue when this module loads (see th.ts).
import '../../../lib/i18n/th-admin'

const TASKS = [
  { to: '/admin/verifications', title: 'admin.nav.verifications', body: 'admin.overview.verifications', icon: 'verifications' },
  { to: '/admin/dashboard', title: 'admin.nav.dashboard', body: 'admin.overview.dashboard', icon: 'dashboard' },
  { to: '/admin/dashboard/users', title: 'admin.nav.users', body: 'admin.overview.users', icon: 'users' },
  { to: '/admin/dashboard/appointments', title: 'admin.nav.appointments', body: 'admin.overview.appointments', icon: 'appointments' },
  { to: '/admin/cash-in', title: 'admin.nav.cashIn', body: 'admin.overview.cashIn', icon: 'cashIn' },
  { to: '/admin/cash-out', title: 'admin.nav.cashOut', body: 'admin.overview.cashOut', icon: 'cashOut' },
] as const

/** `/admin`: where each staff task lives, one card each (the whole card is its link). */
export function AdminHome() {
  return (
    <section className="page admin-page">
      <h1>{t('pages.admin.title')}</h1>
      <p className="muted">{t('admin.overview.intro')}</p>
      <ul className="admin-tasks">
        {TASKS.map((task) => (
          <li key={task.to} className="admin-task">
            <SvgIcon d={staffIcons[task.icon]} size={24} className="admin-task__icon" />
            <h2>
              <Link to={task.to} className="admin-task__link">
                {t(task.title)}
              </Link>
            </h2>
            <p>{t(task.body)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
