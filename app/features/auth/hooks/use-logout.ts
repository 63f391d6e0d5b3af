import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { apiRequest } from '~/app/lib/api/client'
import { unregisterPushDevice } from '~/app/lib/push-device'
import { t } from '~/app/lib/i18n/th'
import { clearAccessToken } from '~/app/lib/session/tokens'
import { toast } from '~/app/lib/toast'

/**
 * Signs out: tells the backend (which revokes the refresh token), then forgets the session here.
 * The one write not made through useMutation: the header holds it on every page, and TanStack
 * Query's mutation code would join every page's first load for a button that needs no pending or
 * error state (the next page shows the outcome either way).
 */
export function useLogout() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useCallback(
    async (userId: string | null) => {
      // While the token is still good: this browser stops getting the user's pushes.
      if (userId) await unregisterPushDevice(userId)
      const query = userId ? `?user_id=${encodeURIComponent(userId)}` : ''
      await apiRequest(`/v1/auth/logout${query}`, { credentials: true, auth: true })
      clearAccessToken()
      queryClient.clear()
      await router.invalidate()
      await router.navigate({ to: '/' })
      toast.success(t('account.signedOut'))
    },
    [router, queryClient],
  )
}
