import { queryOptions } from '@tanstack/react-query'
import type { ProviderStatus, UserProfile } from '~/contract/api/user'
import { apiRequest } from '~/app/lib/api/client'
import { ApiCallFailed } from '~/app/lib/api/results'

// Loaded with the first call: every page's root route uses these queries, the schemas are not needed to show it.
const userContract = () => import('~/contract/api/user')
const userProfileSchema = async () => (await userContract()).userProfileSchema
const providerStatusSchema = async () => (await userContract()).providerStatusSchema

export const authKeys = {
  all: ['auth'] as const,
  user: (userId: string | null) => ['auth', 'user', userId] as const,
  providerStatus: (userId: string | null) => ['auth', 'provider-status', userId] as const,
}

/** The signed-in user's profile (`GET /v1/user`); null when the token is refused. */
export const currentUserQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: authKeys.user(userId),
    enabled: userId !== null,
    queryFn: async (): Promise<UserProfile | null> => {
      const result = await apiRequest('/v1/user', { auth: true, schema: userProfileSchema })
      if (result.isSuccessful) return result.data
      // A refused or unknown token is "no profile"; only a network or server failure is an error.
      if (result.statusCode >= 400 && result.statusCode < 500) return null
      throw new ApiCallFailed(result)
    },
  })

/**
 * The provider verification status (`GET /v2/provider`). The spec: fetched only when signed in and
 * not yet known; an answer other than 200 is only logged.
 */
export const providerStatusQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: authKeys.providerStatus(userId),
    enabled: userId !== null,
    staleTime: Infinity,
    queryFn: async (): Promise<ProviderStatus['verify_status']> => {
      const result = await apiRequest('/v2/provider?isOnline=false', { auth: true, schema: providerStatusSchema })
      if (result.statusCode === 200 && result.isSuccessful) return result.data.verify_status
      console.warn('provider status not loaded', result.statusCode, result.message)
      return null
    },
  })
