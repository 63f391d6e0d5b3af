import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AdminAppointment } from '~/contract/api/admin'
import { t } from '~/app/lib/i18n/th-admin'
import { formatDateTime, formatTime, sameBangkokDay } from '~/app/features/admin/admin-format'
import type { AppointmentsSearch } from '~/app/features/admin/admin-search'
import { appointmentsQueryOptions } from '~/app/features/admin/admin.queries'
import { AdminFilterChips } from './admin-states'
import { StaffList, type StaffColumn } from './staff-table'

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
      <StaffList
        total={data.total}
        items={data.items}
        page={page}
        empty={t(when === 'upcoming' ? 'admin.appointments.emptyUpcoming' : 'admin.appointments.emptyPast')}
        columns={COLUMNS}
        pageLink={(p, children, props) => (
          <Link to="/admin/dashboard/appointments" search={{ ...search, page: p === 0 ? undefined : p }} {...props}>
            {children}
          </Link>
        )}
      />
    </section>
  )
}

const COLUMNS: readonly StaffColumn<AdminAppointment>[] = [
  {
    label: t('admin.appointments.columnTime'),
    cell: (a) => t('admin.appointments.timeRange', { start: formatDateTime(a.start_at), end: sameBangkokDay(a.start_at, a.end_at) ? formatTime(a.end_at) : formatDateTime(a.end_at) }),
  },
  { label: t('admin.appointments.columnService'), cell: (a) => a.service.title },
  { label: t('admin.appointments.columnConsumer'), cell: (a) => a.consumer.display_name },
  { label: t('admin.appointments.columnProvider'), cell: (a) => a.provider.display_name },
]
