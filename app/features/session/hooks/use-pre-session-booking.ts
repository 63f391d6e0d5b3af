import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { Booking } from '~/contract/api/booking'
import { bookingQueryOptions } from '~/app/features/session/session.queries'
import { isBookingId } from '~/app/features/session/session-search'
import { isSignedIn } from '~/app/lib/session/session'

/** What the pre-session page knows of the booking in its address. */
export type PreSessionBooking =
  | { kind: 'none' }
  /** Not a booking id at all (a mistyped or cut link). */
  | { kind: 'invalid' }
  /** A visitor: the booking is theirs to see once signed in (the waiting room asks). */
  | { kind: 'signedOut'; id: string }
  | { kind: 'pending'; id: string }
  | { kind: 'found'; id: string; booking: Booking }
  /** No such booking, or not one of theirs: the backend gives the same answer for both. */
  | { kind: 'missing'; id: string }
  | { kind: 'failed'; id: string; retry: () => void }

/** The booking named by `?booking=` on the pre-session page, read in the browser for the signed-in user. */
export function usePreSessionBooking(raw: string | undefined): PreSessionBooking {
  const { session } = useRouteContext({ from: '__root__' })
  const valid = raw !== undefined && isBookingId(raw)
  const query = useQuery({ ...bookingQueryOptions(valid ? raw : ''), enabled: valid && isSignedIn(session) })
  if (raw === undefined) return { kind: 'none' }
  if (!valid) return { kind: 'invalid' }
  if (!isSignedIn(session)) return { kind: 'signedOut', id: raw }
  if (query.isPending) return { kind: 'pending', id: raw }
  if (query.isError) return { kind: 'failed', id: raw, retry: () => void query.refetch() }
  return query.data ? { kind: 'found', id: raw, booking: query.data.booking } : { kind: 'missing', id: raw }
}
