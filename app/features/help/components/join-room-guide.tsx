import { Link } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th-help'

export function JoinRoomGuide() {
  const steps = [t('help.joinRoom.step1'), t('help.joinRoom.step2'), t('help.joinRoom.step3'), t('help.joinRoom.step4'), t('help.joinRoom.step5')]
  return (
    <div className="page prose">
      <h1>{t('pages.joinRoomGuide.title')}</h1>
      <p>{t('help.joinRoom.intro')}</p>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="hero__actions">
        <Link to="/session/pre-session" className="button button--primary">
          {t('help.joinRoom.checkCta')}
        </Link>
        <Link to="/help/browser-permission" className="button">
          {t('help.joinRoom.permissionCta')}
        </Link>
      </div>
    </div>
  )
}
