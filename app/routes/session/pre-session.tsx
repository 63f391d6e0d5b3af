import { createFileRoute } from '@tanstack/react-router'
import { PreSessionScreen } from '~/app/features/session/components/pre-session-screen'
import { preSessionSearch } from '~/app/features/session/session-search'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/session/pre-session')({
  validateSearch: preSessionSearch,
  // A live session's page: no notifications opt-in card over it.
  staticData: { chrome: 'quiet' },
  head: () => pageHead('preSession', { canonical: '/session/pre-session' }),
  component: PreSessionRoute,
})

function PreSessionRoute() {
  const { booking } = Route.useSearch()
  return <PreSessionScreen bookingId={booking} />
}
