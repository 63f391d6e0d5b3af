import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { loginRedirectFor } from '../../contract/routes'
import { sessionFromToken } from '../lib/session/session'
import { renewAccessToken } from '../lib/session/tokens'

/** Every route under this pathless layout needs a session; the spec's sign-in required routes. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    if (context.session.isLoggedIn) return
    // In the browser an expired or missing token may still be renewable with the refresh cookie;
    // on the server, the root route already tried at page start.
    const renewed = typeof document === 'undefined' ? null : await renewAccessToken()
    if (!renewed) throw redirect(loginRedirectFor(location.href))
    return { session: sessionFromToken(renewed) }
  },
  component: Outlet,
})
