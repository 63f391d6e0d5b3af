import { Link } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th-app-only'
import { useDownloadPrompt } from './download-app/download-prompt'
import { Icon } from './icon'
import * as icons from './icons'

export type AppOnlyFeature = 'explore' | 'wallet' | 'payment' | 'messages' | 'bookings'

/** For screens that live in the mobile app: says so and offers the app, instead of a dead end. */
export function ContinueInApp({ heading, feature }: { heading: string; feature: AppOnlyFeature }) {
  const { openDownloadPrompt } = useDownloadPrompt()
  return (
    <section className="page continue-in-app" aria-labelledby="continue-in-app-title">
      <h1 id="continue-in-app-title">{heading}</h1>
      <div className="continue-in-app__panel">
        <Icon art={icons.phone} size={48} className="continue-in-app__icon" />
        <h2>{t('appOnly.title')}</h2>
        <p>{t('appOnly.body', { feature: t(`appOnly.features.${feature}`) })}</p>
        <div className="hero__actions">
          <button type="button" className="button button--primary" onClick={() => openDownloadPrompt('consumer')}>
            <Icon art={icons.download} size={22} />
            {t('appOnly.open')}
          </button>
          <Link to="/" className="button">
            {t('appOnly.back')}
          </Link>
        </div>
      </div>
    </section>
  )
}
