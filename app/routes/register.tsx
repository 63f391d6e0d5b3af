import { createFileRoute, redirect } from '@tanstack/react-router'
import { registerSearch } from '~/contract/routes'
import { RegisterPending, RegisterScreen } from '~/app/features/auth/components/register-screen'
import { signedInTarget } from '~/app/features/auth/signed-in-redirect'
import { useRegisterDraft } from '~/app/features/auth/hooks/use-register-draft'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/register')({
  validateSearch: registerSearch,
  beforeLoad: async ({ context, search }) => {
    const target = await signedInTarget(context, search)
    if (target) throw redirect({ href: target, replace: true })
  },
  head: () => pageHead('register', { noindex: true }),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { provider, redirect: target } = Route.useSearch()
  const draft = useRegisterDraft()
  if (draft === undefined) return <RegisterPending />
  return <RegisterScreen draft={draft} provider={provider === true} redirect={target} />
}
