import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { currentUserQueryOptions } from '../../features/auth/auth.queries'
import { ProviderLanding } from '../../features/marketing/components/provider-landing'
import { hasProviderId } from '../../lib/provider-status'
import { pageHead } from '../../lib/seo'
import { isSignedIn } from '../../lib/session/session'

export const Route = createFileRoute('/provider/')({
  head: () => pageHead('providerLanding', { canonical: '/provider' }),
  component: ProviderLandingRoute,
})

function ProviderLandingRoute() {
  const { session } = Route.useRouteContext()
  const user = useQuery(currentUserQueryOptions(session.userId))
  return <ProviderLanding signedIn={isSignedIn(session)} isProvider={hasProviderId(user.data?.provider_id)} />
}
