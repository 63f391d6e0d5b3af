import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { config } from '~/app/lib/config'
import { EXACT_ACTIVE } from '~/app/lib/paging'
import { t } from '~/app/lib/i18n/th'
import { BrowseNavLink } from './browse-nav-link'
import { Icon } from './icon'
import * as icons from './icons'
import { Modal } from './modal'

/** The menu drawer of phones and tablets, loaded by the nav bar when first opened. */
export default function MobileMenuDialog({
  open,
  onClose,
  ...menu
}: {
  open: boolean
  onClose: () => void
  onOpenApp: () => void
  onNavigate: () => void
  signedIn: boolean
  extras?: ReactNode
}) {
  return (
    <Modal open={open} onClose={onClose} title={t('mobileMenu.title')} variant="drawer">
      <MobileMenu {...menu} />
    </Modal>
  )
}

function MobileMenu({ onOpenApp, onNavigate, signedIn, extras }: { onOpenApp: () => void; onNavigate: () => void; signedIn: boolean; extras?: ReactNode }) {
  const social = [
    { name: 'Facebook', href: config.socialLinks.facebook, icon: icons.facebook },
    { name: 'Twitter', href: config.socialLinks.twitter, icon: icons.twitter },
    { name: 'YouTube', href: config.socialLinks.youtube, icon: icons.youtube },
    { name: 'Instagram', href: config.socialLinks.instagram, icon: icons.instagram },
  ] as const
  return (
    <nav aria-label={t('mobileMenu.title')} className="mobile-menu">
      <button type="button" className="button button--primary mobile-menu__download" onClick={onOpenApp}>
        <Icon art={icons.download} size={22} />
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
              <Icon art={s.icon} size={26} />
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
