import { Link } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th-auth'

/** `/register-sign-in-with` and `/forgot-password`: sign-in is by one-time code, no password. */
export function SignInExplainer({ heading, showNoPassword }: { heading: string; showNoPassword: boolean }) {
  return (
    <section className="auth-card prose">
      <h1>{heading}</h1>
      {showNoPassword ? <p>{t('auth.noPassword')}</p> : null}
      <h2>{t('auth.howItWorksTitle')}</h2>
      <ol className="steps">
        <li>{t('auth.howItWorks1')}</li>
        <li>{t('auth.howItWorks2')}</li>
        <li>{t('auth.howItWorks3')}</li>
      </ol>
      <Link to="/login" className="button button--primary">
        {t('auth.goToLogin')}
      </Link>
    </section>
  )
}
