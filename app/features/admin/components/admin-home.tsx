import { Link } from '@tanstack/react-router'
import { SvgIcon } from '~/app/components/icon'
import { t } from '~/app/lib/i18n/th-admin'
import { STAFF_PAGES } from '~/app/features/admin/staff-pages'

// Every staff page but the overview itself, with what it is for.
const TASKS = STAFF_PAGES.filter((page) => page.about !== null)

/** `/admin`: where each staff task lives, one card each (the whole card is its link). */
export function AdminHome() {
  return (
    <section className="page admin-page">
      <h1>{t('pages.admin.title')}</h1>
      <p className="muted">{t('admin.overview.intro')}</p>
      <ul className="admin-tasks">
        {TASKS.map((task) => (
          <li key={task.to} className="admin-task">
            <SvgIcon d={task.icon} size={24} className="admin-task__icon" />
            <h2>
              <Link to={task.to} className="admin-task__link">
                {t(task.label)}
              </Link>
            </h2>
            <p>{t(task.about)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
