import { createFileRoute } from '@tanstack/react-router'
import { BookingUnavailable } from '~/app/features/session/components/booking-details'
import { WaitingRoomScreen } from '~/app/features/session/components/waiting-room-screen'
import { bookingQueryOptions } from '~/app/features/session/session.queries'
import { bookingSearch } from '~/app/features/session/session-search'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/session/waiting-room')({
  validateSearch: bookingSearch,
  // A live session's page: no notifications opt-in card over it.
  staticData: { chrome: 'quiet' },
  // The live room (worker, camera, peer connection) runs only in the browser.
  ssr: false,
  loaderDeps: ({ search }) => ({ booking: search.booking }),
  loader: async ({ context, deps }) => {
    if (deps.booking) await context.queryClient.ensureQueryData(bookingQueryOptions(deps.booking))
  },
  head: () => pageHead('waitingRoom', { noindex: true }),
  component: SessionRoute,
})

function SessionRoute() {
  const { booking } = Route.useSearch()
  return booking ? <WaitingRoomScreen bookingId={booking} /> : <BookingUnavailable />
}
