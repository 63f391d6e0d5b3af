import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { loginRedirectFor } from '~/contract/routes'
import { currentUserQueryOptions } from '~/app/features/auth/auth.queries'
import { sessionFromToken } from '~/app/lib/session/session'
import { renewAccessToken } from '~/app/lib/session/tokens'

/** Every route under this pathless layout needs a session; the spec's sign-in required routes. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    let session = context.session
    if (session.kind === 'signed-out') {
      // In the browser an expired token may still be renewable (the site's server holds the
      // refresh cookie); on the server, the root route already tried at page start.
      const renewed = typeof document === 'undefined' ? null : await renewAccessToken()
      if (!renewed) throw redirect(loginRedirectFor(location.href))
      session = sessionFromToken(renewed)
    }
    // A render shared by all signed-in visitors: the page server checked the token as the API
    // does before choosing it, and the page holds nothing of the visitor (contract/page-request.ts).
    if (session.kind === 'signed-in-shared') return undefined
    // The token's claims are only read here; the backend is what verifies it. Asking it for the
    // profile (cached between navigations) keeps a forged or revoked token from rendering even
    // the shell of a private page.
    const profile = await context.queryClient.ensureQueryData(currentUserQueryOptions(session.userId))
    if (!profile) throw redirect(loginRedirectFor(location.href))
    return session === context.session ? undefined : { session }
  },
  component: Outlet,
})
