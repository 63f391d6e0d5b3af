import { Link } from '@tanstack/react-router'
import { config } from '~/app/lib/config'
import { t } from '~/app/lib/i18n/th'

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')} className="site-footer__links">
        <Link to="/help">{t('pages.help.title')}</Link>
        <Link to="/policies/terms">{t('pages.terms.title')}</Link>
        <Link to="/policies/privacy">{t('pages.privacy.title')}</Link>
        <Link to="/policies/session">{t('pages.sessionPolicy.title')}</Link>
        <Link to="/provider">{t('footer.becomeProvider')}</Link>
      </nav>
      <ul className="site-footer__social" aria-label={t('mobileMenu.follow')}>
        <li><a href={config.socialLinks.facebook} rel="noopener noreferrer" target="_blank">Facebook</a></li>
        <li><a href={config.socialLinks.twitter} rel="noopener noreferrer" target="_blank">Twitter</a></li>
        <li><a href={config.socialLinks.youtube} rel="noopener noreferrer" target="_blank">YouTube</a></li>
        <li><a href={config.socialLinks.instagram} rel="noopener noreferrer" target="_blank">Instagram</a></li>
      </ul>
      <p className="site-footer__copy">{t('footer.copyright', { year })}</p>
    </footer>
  )
}
