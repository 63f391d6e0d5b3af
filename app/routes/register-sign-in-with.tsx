import { createFileRoute } from '@tanstack/react-router'
import { SignInExplainer } from '../features/auth/components/sign-in-explainer'
import { t } from '../lib/i18n/th'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/register-sign-in-with')({
  head: () => pageHead('registerSignInWith', { noindex: true }),
  component: () => <SignInExplainer heading={t('pages.registerSignInWith.title')} showNoPassword={false} />,
})
