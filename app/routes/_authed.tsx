import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { loginRedirectFor } from '../../contract/routes'

/** Every route under this pathless layout needs a session; the spec's sign-in required routes. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isLoggedIn) throw redirect(loginRedirectFor(location.href))
  },
  component: Outlet,
})
