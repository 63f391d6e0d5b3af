import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { upcomingSessionsQueryOptions } from '~/app/features/session/upcoming-sessions.queries'

/**
 * The signed-in person's upcoming sessions, asked for in the browser only: a server render (and so
 * the page cache, and the copy shared by every signed-in visitor) never holds them.
 */
export function useUpcomingSessions(userId: string | null) {
  const hydrated = useHydrated()
  return useQuery({ ...upcomingSessionsQueryOptions(userId), enabled: hydrated && userId !== null })
}
