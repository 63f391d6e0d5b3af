import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { authKeys, providerStatusQueryOptions } from '~/app/features/auth/auth.queries'
import { RegistrationLoadError, RegistrationPending } from '~/app/features/provider/components/registration-page'
import { VerifyStatus } from '~/app/features/provider/components/verify-status'
import { registrationQueryOptions } from '~/app/features/provider/provider.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/profile/verify')({
  // The registration, and the account's provider status shown beside it, come with the page.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(registrationQueryOptions(context.session.userId)),
      context.queryClient.prefetchQuery(providerStatusQueryOptions(context.session.userId)),
    ])
  },
  head: () => pageHead('profileVerify', { noindex: true }),
  pendingComponent: RegistrationPending,
  errorComponent: RegistrationLoadError,
  component: ProfileVerifyRoute,
})

function ProfileVerifyRoute() {
  const { session } = Route.useRouteContext()
  const queryClient = useQueryClient()
  // As on /provider/register: keeps the account menu's status in step with the registration.
  const accountStatus = useQuery(providerStatusQueryOptions(session.userId)).data
  const refreshAccount = useCallback(() => void queryClient.invalidateQueries({ queryKey: authKeys.all }), [queryClient])
  return <VerifyStatus userId={session.userId} accountStatus={accountStatus} onStatusChange={refreshAccount} />
}
