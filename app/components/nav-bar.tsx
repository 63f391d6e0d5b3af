import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { namedRoutes } from '../../contract/routes'
import { config } from '../lib/config'
import { EXACT_ACTIVE } from '../lib/paging'
import { t } from '../lib/i18n/th'
import { AccountDropdown } from './account-menu/account-dropdown'
import type { AccountSummary, SessionsSlot } from './account-menu/account-menu-sections'
import { BrandMark } from './brand-mark'
import { Icon } from './icon'
import { Modal } from './modal'

export type NavBarProps = {
  variant: 'consumer' | 'provider'
  account: AccountSummary | null
  /** Signed in, the account still loading: its place in the bar is kept, nothing offered yet. */
  accountPending?: boolean
  onOpenApp: () => void
  onLogout: () => void
  /** The provider bar shows the download button only where it helps. */
  showDownload?: boolean
  /** Extra menu content (the catalogue's category shortcuts), given by the shell; rendered while the menu is open. */
  menuExtras?: (onNavigate: () => void) => ReactNode
  /** The account dropdown's upcoming sessions, given by the shell. */
  accountSessions?: SessionsSlot
}

// Section links are current on their own page only (EXACT_ACTIVE): on /tutoring/blogs, "tutoring"
// is not current beside "blogs".

/** The top bar: logo, download button or account dropdown, and the hamburger for the mobile menu. */
export function NavBar({ variant, account, accountPending = false, onOpenApp, onLogout, showDownload = true, menuExtras, accountSessions }: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false)
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
          <AccountDropdown account={account} onOpenApp={onOpenApp} onLogout={onLogout} sessions={accountSessions} />
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
        <button type="button" className="icon-button nav-bar__hamburger" aria-label={t('nav.openMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <Icon name="menu" />
        </button>
      </div>
      <Modal open={menuOpen} onClose={() => setMenuOpen(false)} title={t('mobileMenu.title')} variant="drawer">
        <MobileMenu
          onOpenApp={() => {
            setMenuOpen(false)
            onOpenApp()
          }}
          onNavigate={() => setMenuOpen(false)}
          signedIn={signedIn}
          extras={menuExtras?.(() => setMenuOpen(false))}
        />
      </Modal>
    </header>
  )
}

/**
 * "Browse services": the spec's signed-in `/browse` for a member, the public browse (the same
 * catalogue) for a visitor, who would otherwise meet a login form for no reason.
 */
function BrowseNavLink({ signedIn, ...props }: { signedIn: boolean; className?: string; onClick?: () => void; children: ReactNode }) {
  return signedIn ? <Link to="/browse" activeOptions={EXACT_ACTIVE} {...props} /> : <Link to="/tutoring/browse" activeOptions={EXACT_ACTIVE} {...props} />
}

function MobileMenu({ onOpenApp, onNavigate, signedIn, extras }: { onOpenApp: () => void; onNavigate: () => void; signedIn: boolean; extras?: ReactNode }) {
  const social = [
    { name: 'Facebook', href: config.socialLinks.facebook, icon: 'facebook' },
    { name: 'Twitter', href: config.socialLinks.twitter, icon: 'twitter' },
    { name: 'YouTube', href: config.socialLinks.youtube, icon: 'youtube' },
    { name: 'Instagram', href: config.socialLinks.instagram, icon: 'instagram' },
  ] as const
  return (
    <nav aria-label={t('mobileMenu.title')} className="mobile-menu">
      <button type="button" className="button button--primary mobile-menu__download" onClick={onOpenApp}>
        <Icon name="download" size={22} />
        {t('mobileMenu.download')}
      </button>
      <ul className="mobile-menu__links">
        <li>
          <Link to="/tutoring" activeOptions={EXACT_ACTIVE} onClick={onNavigate}>
            {t('nav.tutoring')}
          </Link>
        </li>
        <li>
          <BrowseNavLink signedIn={signedIn} onClick={onNavigate}>
            {t('nav.browse')}
          </BrowseNavLink>
        </li>
        <li>
          <Link to="/tutoring/blogs" activeOptions={EXACT_ACTIVE} onClick={onNavigate}>
            {t('nav.blogs')}
          </Link>
        </li>
        {signedIn ? (
          <li>
            <Link to="/mobile/menu" onClick={onNavigate}>
              {t('nav.myAccount')}
            </Link>
          </li>
        ) : (
          <li>
            <Link to="/login" onClick={onNavigate}>
              {t('nav.login')}
            </Link>
          </li>
        )}
      </ul>
      {extras}
      <h3 className="mobile-menu__heading">{t('mobileMenu.follow')}</h3>
      <ul className="mobile-menu__social">
        {social.map((s) => (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              <Icon name={s.icon} size={26} />
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
