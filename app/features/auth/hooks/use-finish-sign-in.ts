import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { UserProfile } from '~/contract/api/user'
import { saveAccessToken } from '~/app/lib/session/tokens'
import { fetchMyProfile } from '~/app/features/auth/auth.api'
import { authKeys } from '~/app/features/auth/auth.queries'
import { postLoginTarget } from '~/app/features/auth/signed-in-redirect'

/**
 * What follows a login or a registration: keep the access token, put the profile in the cache,
 * load the route data again as the signed-in user and go where the user was headed (spec 2). Resolves
 * to the profile, or null when it could not be loaded (the user is signed in all the same).
 */
export function useFinishSignIn({ provider, redirect }: { provider: boolean; redirect?: string | undefined }) {
  const router = useRouter()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async (accessToken: string): Promise<UserProfile | null> => {
    saveAccessToken(accessToken)
    const result = await fetchMyProfile(accessToken)
    const profile = result.isSuccessful ? result.data : null
    if (profile) queryClient.setQueryData(authKeys.user(profile._id), profile)
    await router.invalidate()
    await navigate({ href: postLoginTarget({ provider, redirect, providerId: profile?.provider_id }), replace: true })
    return profile
  }
}
