import { Link } from '@tanstack/react-router'
import { namedRoutes } from '~/contract/routes'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { Phrases } from '~/app/components/phrases'
import { t } from '~/app/lib/i18n/th-provider-landing'

/**
 * The provider landing page (`/provider`). Its call to action goes through the provider login,
 * which brings the visitor back to registration; a signed-in visitor goes straight there.
 */
export function ProviderLanding({ signedIn, isProvider }: { signedIn: boolean; isProvider: boolean }) {
  const steps = [
    { title: t('providerLanding.step1Title'), body: t('providerLanding.step1Body') },
    { title: t('providerLanding.step2Title'), body: t('providerLanding.step2Body') },
    { title: t('providerLanding.step3Title'), body: t('providerLanding.step3Body') },
  ]
  const benefits = [t('providerLanding.benefit1'), t('providerLanding.benefit2'), t('providerLanding.benefit3'), t('providerLanding.benefit4')]
  const cta = isProvider ? (
    <Link to={namedRoutes.ProviderManageService} className="button button--primary button--large">
      {t('providerLanding.manageCta')}
    </Link>
  ) : signedIn ? (
    <Link to={namedRoutes.RegisterProvider} className="button button--primary button--large">
      {t('providerLanding.registerCta')}
    </Link>
  ) : (
    <Link to="/login" search={{ provider: true, redirect: namedRoutes.RegisterProvider }} className="button button--primary button--large">
      {t('providerLanding.registerCta')}
    </Link>
  )
  return (
    <div className="landing landing--provider">
      <section className="hero hero--provider" aria-labelledby="provider-hero-title">
        <h1 id="provider-hero-title" className="hero__title">
          <Phrases text={t('providerLanding.heroTitle')} />
        </h1>
        <p className="hero__body">{t('providerLanding.heroBody')}</p>
        <div className="hero__actions">{cta}</div>
      </section>
      <section className="section" aria-labelledby="provider-steps-title">
        <h2 id="provider-steps-title">{t('providerLanding.stepsTitle')}</h2>
        <ol className="cards cards--steps">
          {steps.map((step, index) => (
            <li key={step.title} className="card">
              <span className="card__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="section" aria-labelledby="provider-benefits-title">
        <h2 id="provider-benefits-title">{t('providerLanding.benefitsTitle')}</h2>
        <ul className="checklist checklist--large">
          {benefits.map((benefit) => (
            <li key={benefit}>
              <Icon art={icons.check} size={22} className="checklist__icon" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="hero__actions">{cta}</div>
      </section>
    </div>
  )
}
