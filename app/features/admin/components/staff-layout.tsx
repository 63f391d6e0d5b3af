import { Link, useLinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AccountDropdown } from '../../../components/account-menu/account-dropdown'
import type { AccountSummary } from '../../../components/account-menu/account-menu-sections'
import { BrandMark } from '../../../components/brand-mark'
import { Icon } from '../../../components/icon'
import { EXACT_ACTIVE } from '../../../lib/paging'
import { t } from '../../../lib/i18n/th'
import { StaffNav } from './staff-nav'
// This area's Thai text joins the catalogue when this module loads (see th.ts).
import '../../../lib/i18n/th-admin'

export type StaffAccount = {
  account: AccountSummary | null
  accountPending: boolean
  onLogout: () => void
  onOpenApp: () => void
}

/**
 * The back office's own frame (the route's chrome is `staff`, app/lib/page-chrome.ts): a compact
 * staff header, the staff navigation (a sidebar on wide screens) and the page's `<main>`. None of
 * the public site's marketing header, footer or prompts.
 */
export function StaffLayout({ children, ...account }: StaffAccount & { children: ReactNode }) {
  return (
    <div className="staff">
      <StaffHeader {...account} />
      <div className="staff__body">
        <StaffNav />
        <main id="main" tabIndex={-1} className="staff__main">
          {children}
        </main>
      </div>
    </div>
  )
}

function StaffHeader({ account, accountPending, onLogout, onOpenApp }: StaffAccount) {
  return (
    <header className="staff-header">
      <StaffHomeLink />
      <div className="staff-header__actions">
        {/* Exact: the public home is never "current" from here. */}
        <Link to="/" activeOptions={EXACT_ACTIVE} className="staff-header__site">
          <Icon name="globe" size={20} />
          <span className="staff-header__site-text">{t('admin.frame.toSite')}</span>
        </Link>
        {account ? (
          <>
            <span className="staff-header__who">
              <span className="visually-hidden">{t('admin.frame.signedInAs')} </span>
              {account.username}
            </span>
            <AccountDropdown account={account} onOpenApp={onOpenApp} onLogout={onLogout} />
          </>
        ) : accountPending ? (
          <span className="account-dropdown__pending" aria-hidden="true" />
        ) : null}
      </div>
    </header>
  )
}

/**
 * The brand and the back-office label, leading to the staff overview. A way home, not a place in
 * the menu: it never says it is the current page (the navigation's own link does, once).
 */
function StaffHomeLink() {
  const { 'aria-current': _current, ...props } = useLinkProps({ to: '/admin' })
  return (
    <a {...props} className="staff-header__brand">
      <BrandMark size={30} />
      <span className="staff-header__name">{t('brand.name')}</span>
      <span className="staff-header__badge">{t('admin.frame.label')}</span>
    </a>
  )
}
