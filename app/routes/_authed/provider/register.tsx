import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { authKeys, providerStatusQueryOptions } from '~/app/features/auth/auth.queries'
import { RegistrationLoadError, RegistrationPage, RegistrationPending } from '~/app/features/provider/components/registration-page'
import { registrationQueryOptions } from '~/app/features/provider/provider.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/provider/register')({
  // The registration, and the account's provider status shown beside it, come with the page.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(registrationQueryOptions(context.session.userId)),
      context.queryClient.prefetchQuery(providerStatusQueryOptions(context.session.userId)),
    ])
  },
  head: () => pageHead('providerRegister', { noindex: true }),
  pendingComponent: RegistrationPending,
  errorComponent: RegistrationLoadError,
  component: ProviderRegisterRoute,
})

function ProviderRegisterRoute() {
  const { session } = Route.useRouteContext()
  const queryClient = useQueryClient()
  // Features do not import each other: this route connects the registration to the account
  // menu's queries (its status text, and the provider id once approved).
  const accountStatus = useQuery(providerStatusQueryOptions(session.userId)).data
  const refreshAccount = useCallback(() => void queryClient.invalidateQueries({ queryKey: authKeys.all }), [queryClient])
  return <RegistrationPage userId={session.userId} accountStatus={accountStatus} onStatusChange={refreshAccount} />
}
