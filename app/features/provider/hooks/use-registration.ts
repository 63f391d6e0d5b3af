import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ProviderRegistration } from '../../../../contract/api/provider'
import { providerKeys, registrationQueryOptions } from '../provider.queries'

/** The caller's registration (loaded by the route) and a way to keep the cache in step with answers. */
export function useRegistration(userId: string | null) {
  const queryClient = useQueryClient()
  const { data: registration } = useSuspenseQuery(registrationQueryOptions(userId))
  const setRegistration = useCallback(
    (next: ProviderRegistration) => queryClient.setQueryData(providerKeys.registration(userId), next),
    [queryClient, userId],
  )
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: providerKeys.registration(userId) }), [queryClient, userId])
  return { registration, setRegistration, refresh }
}
