import { queryOptions } from '@tanstack/react-query'
import { fetchRegistration } from './provider.api'

export const providerKeys = {
  all: ['provider'] as const,
  registration: (userId: string | null) => ['provider', 'registration', userId] as const,
  document: (url: string) => ['provider', 'document', url] as const,
}

/** The signed-in user's provider registration (`GET /v2/provider/registration`); failures throw. */
export const registrationQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: providerKeys.registration(userId),
    enabled: userId !== null,
    queryFn: async () => {
      const result = await fetchRegistration()
      if (!result.isSuccessful) throw new Error(result.message)
      return result.data
    },
  })
