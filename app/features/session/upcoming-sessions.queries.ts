import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '~/app/lib/api/client'
import { unwrap } from '~/app/lib/api/results'
import { sessionKeys } from './session-keys'
import { refetchIntervalFor, UPCOMING_LIST_LIMIT, type UpcomingSessions } from './upcoming-sessions'

// Apart from session.queries.ts (the session pages' own queries): this is used only by the lazily
// loaded session bar and account-menu list. The answer's schema loads with the first call.
const bookingListSchema = async () => (await import('~/contract/api/booking')).bookingListSchema

/**
 * The signed-in person's few soonest sessions, for the session bar and the account menu. Personal:
 * enabled only in the browser (`useUpcomingSessions`), so a page rendered for everyone holds none.
 * Asked again every minute while one is near (see refetchIntervalFor), and on window focus.
 */
export const upcomingSessionsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: sessionKeys.upcoming(userId),
    queryFn: async (): Promise<UpcomingSessions> => {
      const { bookings } = unwrap(await apiRequest(`/v2/booking?scope=upcoming&limit=${UPCOMING_LIST_LIMIT}`, { auth: true, schema: bookingListSchema }))
      return { bookings, receivedAt: Date.now() }
    },
    staleTime: 30_000,
    refetchInterval: (query) => refetchIntervalFor(query.state.data, Date.now()),
  })
