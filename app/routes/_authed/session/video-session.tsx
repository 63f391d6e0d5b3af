import { createFileRoute } from '@tanstack/react-router'
import { BookingUnavailable } from '~/app/features/session/components/booking-details'
import { VideoSessionScreen } from '~/app/features/session/components/video-session-screen'
import { bookingQueryOptions } from '~/app/features/session/session.queries'
import { bookingSearch } from '~/app/features/session/session-search'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/session/video-session')({
  validateSearch: bookingSearch,
  // The call fills the window: no site header, footer, opt-in card or toasts over it.
  staticData: { chrome: 'none' },
  // The live room (worker, camera, peer connection) runs only in the browser.
  ssr: false,
  loaderDeps: ({ search }) => ({ booking: search.booking }),
  loader: async ({ context, deps }) => {
    if (deps.booking) await context.queryClient.ensureQueryData(bookingQueryOptions(deps.booking))
  },
  head: () => pageHead('videoSession', { noindex: true }),
  component: SessionRoute,
})

function SessionRoute() {
  const { booking } = Route.useSearch()
  return booking ? <VideoSessionScreen bookingId={booking} /> : <BookingUnavailable />
}
