import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isPublicPath, loginRedirectFor } from '~/contract/routes'
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
        const { pathname, href } = router.state.location
        if (isPublicPath(pathname)) void router.invalidate()
        else void router.navigate(loginRedirectFor(href))
      }),
    [router, queryClient],
  )
}
