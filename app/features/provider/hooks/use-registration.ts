import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { providerKeys, registrationQueryOptions } from '~/app/features/provider/provider.queries'

/** The caller's registration (loaded by the route) and a way to load it again. */
export function useRegistration(userId: string | null) {
  const queryClient = useQueryClient()
  const { data: registration } = useSuspenseQuery(registrationQueryOptions(userId))
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: providerKeys.registration(userId) }), [queryClient, userId])
  return { registration, refresh }
}
