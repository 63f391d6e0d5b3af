import { queryOptions } from '@tanstack/react-query'
import { fetchRegistration } from './provider.api'
import { unwrap } from '~/app/lib/api/results'

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
      return unwrap(await fetchRegistration())
    },
  })
