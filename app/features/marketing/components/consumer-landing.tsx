import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDownloadPrompt } from '~/app/components/download-app/download-prompt'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import type { IconArt } from '~/app/components/icons'
import { Phrases } from '~/app/components/phrases'
import { t } from '~/app/lib/i18n/th-landing'

/**
 * The consumer landing page (`/`, `/landing`, `/home`): the catalogue first (`search` in the hero,
 * `catalogue` under it, both given by the route), then the story.
 */
export function ConsumerLanding({ search, catalogue }: { search?: ReactNode; catalogue?: ReactNode }) {
  const { openDownloadPrompt } = useDownloadPrompt()
  const steps = [
    { icon: icons.search, title: t('landing.step1Title'), body: t('landing.step1Body') },
    { icon: icons.calendar, title: t('landing.step2Title'), body: t('landing.step2Body') },
    { icon: icons.video, title: t('landing.step3Title'), body: t('landing.step3Body') },
  ] satisfies { icon: IconArt; title: string; body: string }[]
  const reasons = [
    { icon: icons.shield, title: t('landing.why1Title'), body: t('landing.why1Body') },
    { icon: icons.bell, title: t('landing.why2Title'), body: t('landing.why2Body') },
    { icon: icons.phone, title: t('landing.why3Title'), body: t('landing.why3Body') },
  ] satisfies { icon: IconArt; title: string; body: string }[]
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__title">
          <Phrases text={t('landing.heroTitle')} />
        </h1>
        <p className="hero__body">{t('landing.heroBody')}</p>
        {search}
        <div className="hero__actions">
          <Link to="/tutoring/browse" className="button button--large">
            {t('landing.browseCta')}
          </Link>
          <button type="button" className="button button--large" onClick={() => openDownloadPrompt('consumer')}>
            {t('landing.downloadCta')}
          </button>
        </div>
      </section>
      {catalogue}
      <section className="section" aria-labelledby="how-title">
        <h2 id="how-title">{t('landing.howTitle')}</h2>
        <ol className="cards cards--steps">
          {steps.map((step) => (
            <li key={step.title} className="card">
              <Icon art={step.icon} className="card__icon" />
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title">{t('landing.whyTitle')}</h2>
        <ul className="cards">
          {reasons.map((reason) => (
            <li key={reason.title} className="card">
              <Icon art={reason.icon} className="card__icon" />
              <h3>{reason.title}</h3>
              <p>{reason.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section banner" aria-labelledby="provider-title">
        <h2 id="provider-title">{t('landing.providerTitle')}</h2>
        <p>{t('landing.providerBody')}</p>
        <Link to="/provider" className="button button--primary">
          {t('landing.providerCta')}
        </Link>
      </section>
    </div>
  )
}
