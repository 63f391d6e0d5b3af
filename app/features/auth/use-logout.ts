import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ACCESS_TOKEN_COOKIE, apiRequest } from '../../lib/api/client'

/** Signs out: tells the backend (which revokes the refresh token), then forgets the session here. */
export function useLogout() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useCallback(
    async (userId: string | null) => {
      const query = userId ? `?user_id=${encodeURIComponent(userId)}` : ''
      await apiRequest(`/v1/auth/logout${query}`, { credentials: true, auth: true })
      document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
      queryClient.clear()
      await router.invalidate()
      await router.navigate({ to: '/' })
    },
    [router, queryClient],
  )
}
