import { createFileRoute } from '@tanstack/react-router'
import { SignInExplainer } from '../features/auth/components/sign-in-explainer'
import { t } from '../lib/i18n/th'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/forgot-password')({
  head: () => pageHead('forgotPassword', { noindex: true }),
  component: () => <SignInExplainer heading={t('pages.forgotPassword.title')} showNoPassword />,
})
