import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { t } from '../../../lib/i18n/th-admin'
import { formatDateTime, formatTime, sameBangkokDay } from '../admin-format'
import type { AppointmentsSearch } from '../admin-search'
import { ADMIN_PAGE_SIZE, appointmentsQueryOptions } from '../admin.queries'
import { AdminEmpty, AdminFilterChips, AdminPager } from './admin-states'

const WHEN = ['upcoming', 'past'] as const

/** `/admin/dashboard/appointments`: every booking, upcoming (soonest first) or past. */
export function AppointmentsPage({ search }: { search: AppointmentsSearch }) {
  const when = search.when ?? 'upcoming'
  const page = search.page ?? 0
  const { data } = useSuspenseQuery(appointmentsQueryOptions(when, page))

  return (
    <section className="page admin-page">
      <h1>{t('pages.adminAppointments.title')}</h1>
      <AdminFilterChips
        label={t('admin.appointments.whenLabel')}
        values={WHEN}
        current={when}
        text={(w) => t(`admin.appointments.${w}`)}
        link={(w, children, props) => (
          <Link to="/admin/dashboard/appointments" search={{ when: w }} {...props}>
            {children}
          </Link>
        )}
      />
      <p className="muted">{t('admin.common.total', { count: data.total })}</p>
      {data.items.length === 0 ? (
        <AdminEmpty>{t(page > 0 ? 'admin.common.pageEmpty' : when === 'upcoming' ? 'admin.appointments.emptyUpcoming' : 'admin.appointments.emptyPast')}</AdminEmpty>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.appointments.columnTime')}</th>
              <th scope="col">{t('admin.appointments.columnService')}</th>
              <th scope="col">{t('admin.appointments.columnConsumer')}</th>
              <th scope="col">{t('admin.appointments.columnProvider')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((a) => (
              <tr key={a._id}>
                <td data-label={t('admin.appointments.columnTime')}>
                  {t('admin.appointments.timeRange', {
                    start: formatDateTime(a.start_at),
                    end: sameBangkokDay(a.start_at, a.end_at) ? formatTime(a.end_at) : formatDateTime(a.end_at),
                  })}
                </td>
                <td data-label={t('admin.appointments.columnService')}>{a.service.title}</td>
                <td data-label={t('admin.appointments.columnConsumer')}>{a.consumer.display_name}</td>
                <td data-label={t('admin.appointments.columnProvider')}>{a.provider.display_name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager
        page={page}
        total={data.total}
        size={ADMIN_PAGE_SIZE}
        link={(p, children, props) => (
          <Link to="/admin/dashboard/appointments" search={{ ...search, page: p === 0 ? undefined : p }} {...props}>
            {children}
          </Link>
        )}
      />
    </section>
  )
}
