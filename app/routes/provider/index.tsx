import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { currentUserQueryOptions } from '~/app/features/auth/auth.queries'
import { ProviderLanding } from '~/app/features/marketing/components/provider-landing'
import { hasProviderId } from '~/app/lib/provider-status'
import { pageHead } from '~/app/lib/seo'
import { isSignedIn } from '~/app/lib/session/session'

export const Route = createFileRoute('/provider/')({
  head: () => pageHead('providerLanding', { canonical: '/provider' }),
  component: ProviderLandingRoute,
})

function ProviderLandingRoute() {
  const { session } = Route.useRouteContext()
  const user = useQuery(currentUserQueryOptions(session.userId))
  return <ProviderLanding signedIn={isSignedIn(session)} isProvider={hasProviderId(user.data?.provider_id)} />
}
