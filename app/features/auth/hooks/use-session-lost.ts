import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { loginRedirectFor } from '~/contract/routes'
import { onSessionLost } from '~/app/lib/session/tokens'

/**
 * When a renewal is refused (spec 4): forget the cached data, and send a user on a private page to
 * login (provider paths to the provider login), keeping where they were.
 */
export function useSessionLostRedirect() {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onSessionLost(() => {
        queryClient.clear()
        // During a navigation the guard of the page being entered redirects on its own.
        if (router.state.status === 'pending') return
        // A private page is one under the sign-in guard's layout (the route table marks the same
        // pages: tests/types/route-table.ts), asked of the router rather than of the table, which
        // the browser then need not carry.
        const onPrivatePage = router.state.matches.some((match) => match.routeId === '/_authed')
        if (onPrivatePage) void router.navigate(loginRedirectFor(router.state.location.href))
        else void router.invalidate()
      }),
    [router, queryClient],
  )
}
