import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { SvgIcon } from '~/app/components/icon'
import { t } from '~/app/lib/i18n/th-admin'
import { STAFF_PAGES } from '~/app/features/admin/staff-pages'

/**
 * Between the staff pages: a sidebar on wide screens, a row of tabs that scrolls sideways on
 * phones. Exactly one link is current (the dashboard's own link is exact: its users and
 * appointments pages have theirs).
 */
export function StaffNav() {
  const list = useRef<HTMLUListElement>(null)
  const pathname = useLocation({ select: (location) => location.pathname })

  // On a phone the current tab may sit past the right edge of the row: bring it into view
  // (without moving the page, which scrollIntoView could).
  useEffect(() => {
    const row = list.current
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    const left = current.offsetLeft // the row is the links' offset parent (position: relative)
    if (left < row.scrollLeft || left + current.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - 16
  }, [pathname])

  return (
    <nav className="staff-nav" aria-label={t('admin.nav.label')}>
      <ul ref={list} className="staff-nav__list">
        {STAFF_PAGES.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="staff-nav__link" activeOptions={{ exact: link.exact, includeSearch: false }}>
              <SvgIcon d={link.icon} size={20} className="staff-nav__icon" />
              <span>{t(link.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
