import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/th'
// This area's Thai text joins the catalogue when this module loads (see th.ts).
import '../../../lib/i18n/th-admin'

const LINKS = [
  { to: '/admin', label: 'admin.nav.overview', exact: true },
  { to: '/admin/verifications', label: 'admin.nav.verifications', exact: false },
  { to: '/admin/dashboard', label: 'admin.nav.dashboard', exact: true },
  { to: '/admin/dashboard/users', label: 'admin.nav.users', exact: false },
  { to: '/admin/dashboard/appointments', label: 'admin.nav.appointments', exact: false },
  { to: '/admin/cash-in', label: 'admin.nav.cashIn', exact: false },
  { to: '/admin/cash-out', label: 'admin.nav.cashOut', exact: false },
] as const

/** The staff pages' frame: a navigation between them above the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="admin-nav__link" activeOptions={{ exact: link.exact, includeSearch: false }}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}
