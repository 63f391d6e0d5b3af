import { createFileRoute, redirect } from '@tanstack/react-router'
import { loginSearch } from '~/contract/routes'
import { LoginScreen } from '~/app/features/auth/components/login-screen'
import { signedInTarget } from '~/app/features/auth/signed-in-redirect'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: async ({ context, search }) => {
    const target = await signedInTarget(context, search)
    if (target) throw redirect({ href: target, replace: true })
  },
  head: () => pageHead('login', { noindex: true }),
  component: LoginRoute,
})

function LoginRoute() {
  const { provider, redirect: target } = Route.useSearch()
  // A new key per variant starts the form afresh when the visitor switches between them.
  return <LoginScreen key={provider ? 'provider' : 'consumer'} provider={provider === true} redirect={target} />
}
