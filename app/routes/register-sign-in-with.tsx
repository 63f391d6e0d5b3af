import { createFileRoute } from '@tanstack/react-router'
import { SignInExplainer } from '~/app/features/auth/components/sign-in-explainer'
import { t } from '~/app/lib/i18n/th'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/register-sign-in-with')({
  head: () => pageHead('registerSignInWith', { noindex: true }),
  component: () => <SignInExplainer heading={t('pages.registerSignInWith.title')} showNoPassword={false} />,
})
