import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { namedRoutes } from '~/contract/routes'
import { EXACT_ACTIVE } from '~/app/lib/paging'
import { t } from '~/app/lib/i18n/th'
import { AccountDropdown } from './account-menu/account-dropdown-lazy'
import type { AccountSummary, SessionsSlot } from './account-menu/account-menu-sections'
import { BrandMark } from './brand-mark'
import { Icon } from './icon'
import * as icons from './icons'
import { BrowseNavLink } from './browse-nav-link'

export type NavBarProps = {
  variant: 'consumer' | 'provider'
  account: AccountSummary | null
  /** Signed in, the account still loading: its place in the bar is kept, nothing offered yet. */
  accountPending?: boolean
  onOpenApp: () => void
  onLogout: () => void
  /** The account menu is about to be wanted: load what it shows. */
  onAccountWanted?: () => void
  /** The provider bar shows the download button only where it helps. */
  showDownload?: boolean
  /** Extra menu content (the catalogue's category shortcuts), given by the shell; rendered while the menu is open. */
  menuExtras?: (onNavigate: () => void) => ReactNode
  /** The account dropdown's upcoming sessions, given by the shell. */
  accountSessions?: SessionsSlot
}

// The menu drawer loads when first wanted (a pointer over its button, focus, or a tap): no page
// shows it on arrival, so it stays out of the first load.
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenuDialog = lazy(loadMobileMenu)

// Section links are current on their own page only (EXACT_ACTIVE): on /tutoring/blogs, "tutoring"
// is not current beside "blogs".

/** The top bar: logo, download button or account dropdown, and the hamburger for the mobile menu. */
export function NavBar({ variant, account, accountPending = false, onOpenApp, onLogout, onAccountWanted, showDownload = true, menuExtras, accountSessions }: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  // Mounted from the first opening on, so closing it runs like any other dialog's.
  const [menuLoaded, setMenuLoaded] = useState(false)
  const home = variant === 'provider' ? namedRoutes.LandingProvider : namedRoutes.Home
  const signedIn = account !== null || accountPending
  return (
    <header className={`nav-bar nav-bar--${variant}`}>
      <Link to={home} className="nav-bar__brand">
        <BrandMark />
        <span className="nav-bar__brand-text">{t('brand.name')}</span>
        {variant === 'provider' ? <span className="nav-bar__badge">{t('nav.forProviders')}</span> : null}
      </Link>
      <nav aria-label={t('nav.mainMenu')} className="nav-bar__links">
        <Link to="/tutoring" activeOptions={EXACT_ACTIVE} className="nav-bar__link">
          {t('nav.tutoring')}
        </Link>
        <BrowseNavLink signedIn={signedIn} className="nav-bar__link">
          {t('nav.browse')}
        </BrowseNavLink>
        <Link to="/tutoring/blogs" activeOptions={EXACT_ACTIVE} className="nav-bar__link">
          {t('nav.blogs')}
        </Link>
      </nav>
      <div className="nav-bar__actions">
        {account ? (
          <AccountDropdown account={account} onOpenApp={onOpenApp} onLogout={onLogout} onWanted={onAccountWanted} sessions={accountSessions} />
        ) : accountPending ? (
          <span className="account-dropdown__pending" aria-hidden="true" />
        ) : (
          <>
            <Link to="/login" search={variant === 'provider' ? { provider: true } : {}} className="nav-bar__link nav-bar__login">
              {t('nav.login')}
            </Link>
            {showDownload ? (
              <button type="button" className="button button--primary nav-bar__download" onClick={onOpenApp}>
                <span className="label-long">{t('nav.download')}</span>
                <span className="label-short">{t('nav.downloadShort')}</span>
              </button>
            ) : null}
          </>
        )}
        <button type="button" className="icon-button nav-bar__hamburger" aria-label={t('nav.openMenu')} aria-expanded={menuOpen} onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={() => {
            setMenuLoaded(true)
            setMenuOpen(true)
          }}
        >
          <Icon art={icons.menu} />
        </button>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onOpenApp={() => {
              setMenuOpen(false)
              onOpenApp()
            }}
            onNavigate={() => setMenuOpen(false)}
            signedIn={signedIn}
            extras={menuExtras?.(() => setMenuOpen(false))}
          />
        </Suspense>
      ) : null}
    </header>
  )
}

