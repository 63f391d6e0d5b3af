import { createFileRoute } from '@tanstack/react-router'
import { PreSessionScreen } from '../../features/session/components/pre-session-screen'
import { preSessionSearchSchema } from '../../features/session/session-search'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/session/pre-session')({
  validateSearch: preSessionSearchSchema,
  // A live session's page: no notifications opt-in card over it.
  staticData: { chrome: 'quiet' },
  head: () => pageHead('preSession', { canonical: '/session/pre-session' }),
  component: PreSessionRoute,
})

function PreSessionRoute() {
  const { booking } = Route.useSearch()
  return <PreSessionScreen bookingId={booking} />
}
