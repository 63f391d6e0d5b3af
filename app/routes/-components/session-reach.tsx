import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { SessionsSlot } from '~/app/components/account-menu/account-menu-sections'

// About the signed-in visitor only: the session bar and the account menu's sessions load with the
// page in the browser, so their code stays out of every page's first load and out of the pages of
// visitors who are not signed in.
const loadSessions = () => import('~/app/features/session/components/upcoming-sessions')
const SessionBar = lazy(() => loadSessions().then((m) => ({ default: m.SessionBar })))
const UpcomingSessions = lazy(() => loadSessions().then((m) => ({ default: m.UpcomingSessions })))

/** The bar under the header (see SessionBar): browser only, signed in only. */
export function SessionBarSlot({ userId }: { userId: string | null }) {
  if (!userId) return null
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <SessionBar userId={userId} />
      </Suspense>
    </ClientOnly>
  )
}

/** The account dropdown's sessions section for this visitor. */
export const accountSessionsFor =
  (userId: string | null): SessionsSlot =>
  (item) => (
    <Suspense fallback={null}>
      <UpcomingSessions userId={userId} {...item} />
    </Suspense>
  )
