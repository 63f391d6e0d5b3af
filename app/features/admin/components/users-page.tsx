import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, type FormEvent } from 'react'
import { USER_ROLES, type UserRole } from '~/contract/api/user'
import type { AdminUser } from '~/contract/api/admin'
import { NO_ID } from '~/contract/api/common'
import { EXACT_ACTIVE } from '~/app/lib/paging'
import { t } from '~/app/lib/i18n/th-admin'
import { formatDateTime } from '~/app/features/admin/admin-format'
import type { UsersSearch } from '~/app/features/admin/admin-search'
import { usersQueryOptions } from '~/app/features/admin/admin.queries'
import { StaffList, type StaffColumn } from './staff-table'

const isRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value)

/** `/admin/dashboard/users`: every user, searchable by name, phone or e-mail and filtered by role. */
export function UsersPage({ search }: { search: UsersSearch }) {
  const page = search.page ?? 0
  const { data } = useSuspenseQuery(usersQueryOptions(search.q, search.role, page))
  const navigate = useNavigate()
  const id = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get('q') ?? '').trim()
    const role = String(form.get('role') ?? '')
    void navigate({ to: '/admin/dashboard/users', search: { q: q === '' ? undefined : q, role: isRole(role) ? role : undefined } })
  }

  return (
    <section className="page admin-page">
      <h1>{t('pages.adminUsers.title')}</h1>
      {/* Keyed by the URL's values so Back and Forward refill the fields. */}
      <form key={`${search.q ?? ''}|${search.role ?? ''}`} className="admin-filters" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('admin.users.searchLabel')}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={search.q ?? ''} maxLength={100} aria-describedby={`${id}-hint`} />
          <p id={`${id}-hint`} className="field-hint">
            {t('admin.users.searchHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('admin.users.roleLabel')}</label>
          <select id={`${id}-role`} name="role" defaultValue={search.role ?? ''}>
            <option value="">{t('admin.users.allRoles')}</option>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`admin.users.role.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            {t('admin.users.search')}
          </button>
          {search.q || search.role ? (
            <Link to="/admin/dashboard/users" search={{}} activeOptions={EXACT_ACTIVE} className="button">
              {t('admin.users.clear')}
            </Link>
          ) : null}
        </div>
      </form>

      <StaffList
        total={data.total}
        items={data.items}
        page={page}
        empty={t('admin.users.empty')}
        columns={COLUMNS}
        pageLink={(p, children, props) => (
          <Link to="/admin/dashboard/users" search={{ ...search, page: p === 0 ? undefined : p }} {...props}>
            {children}
          </Link>
        )}
      />
    </section>
  )
}

const COLUMNS: readonly StaffColumn<AdminUser>[] = [
  { label: t('admin.users.columnUsername'), cell: (user) => user.username },
  { label: t('admin.users.columnContact'), className: 'admin-table__contact', cell: (user) => [user.phone, user.email].filter(Boolean).join(' · ') || t('admin.common.notProvided') },
  { label: t('admin.users.columnRole'), cell: (user) => t(`admin.users.role.${user.role}`) },
  {
    label: t('admin.users.columnProvider'),
    cell: (user) => (user.provider_status ? t(`admin.providerStatus.${user.provider_status}`) : user.provider_id === NO_ID ? t('admin.users.notProvider') : user.provider_id),
  },
  { label: t('admin.users.columnCreatedAt'), cell: (user) => formatDateTime(user.created_at) },
]
