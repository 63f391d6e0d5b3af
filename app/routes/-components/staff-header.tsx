import { Link, useLinkProps } from '@tanstack/react-router'
import { AccountDropdown } from '~/app/components/account-menu/account-dropdown-lazy'
import { BrandMark } from '~/app/components/brand-mark'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { EXACT_ACTIVE } from '~/app/lib/paging'
import { t } from '~/app/lib/i18n/th-account'
import { useSiteAccount } from './site-account'

/**
 * The staff pages' header (chrome `staff`): the brand with the staff area's name, leading to the
 * staff overview; a way to the public site; the account and its menu (the site's own, so signing
 * out is the same everywhere). Drawn by the shell, which loads it for staff pages only
 * (lazyInBrowser in site-shell.tsx).
 */
export function StaffHeader() {
  const { account, accountPending, onLogout, onOpenApp, onMenuWanted } = useSiteAccount()
  // A way home, not a place in the menu: never "current" (the staff navigation marks the page, once).
  const { 'aria-current': _current, ...home } = useLinkProps({ to: '/admin' })
  return (
    <header className="staff-header">
      <a {...home} className="staff-header__brand">
        <BrandMark size={30} />
        <span className="staff-header__name">{t('brand.name')}</span>
        <span className="staff-header__badge">{t('account.staffArea')}</span>
      </a>
      <div className="staff-header__actions">
        <Link to="/" activeOptions={EXACT_ACTIVE} className="staff-header__site">
          <Icon art={icons.globe} size={20} />
          <span className="staff-header__site-text">{t('nav.toSite')}</span>
        </Link>
        {account ? (
          <>
            <span className="staff-header__who">{account.username}</span>
            <AccountDropdown account={account} onOpenApp={() => onOpenApp()} onLogout={onLogout} onWanted={onMenuWanted} />
          </>
        ) : accountPending ? (
          <span className="account-dropdown__pending" aria-hidden="true" />
        ) : null}
      </div>
    </header>
  )
}
