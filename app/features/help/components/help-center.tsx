import { Link } from '@tanstack/react-router'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { t } from '~/app/lib/i18n/th-help'

export function HelpCenter() {
  const faqs = [
    { q: t('help.q1'), a: t('help.a1') },
    { q: t('help.q2'), a: t('help.a2') },
    { q: t('help.q3'), a: t('help.a3') },
    { q: t('help.q4'), a: t('help.a4') },
  ]
  return (
    <div className="page prose">
      <h1>{t('pages.help.title')}</h1>
      <p>{t('help.intro')}</p>
      <h2>{t('help.guidesTitle')}</h2>
      <ul className="link-list">
        <li>
          <Link to="/help/browser-permission">
            <Icon art={icons.camera} size={22} />
            {t('pages.browserPermission.title')}
          </Link>
        </li>
        <li>
          <Link to="/help/join-room-guidline">
            <Icon art={icons.video} size={22} />
            {t('pages.joinRoomGuide.title')}
          </Link>
        </li>
        <li>
          <Link to="/policies/session">
            <Icon art={icons.shield} size={22} />
            {t('pages.sessionPolicy.title')}
          </Link>
        </li>
      </ul>
      <h2>{t('help.faqTitle')}</h2>
      <div className="faq">
        {faqs.map((faq) => (
          <details key={faq.q}>
            <summary>{faq.q}</summary>
            <p>{faq.a}</p>
          </details>
        ))}
      </div>
    </div>
  )
}
