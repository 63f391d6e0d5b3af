import { queryOptions } from '@tanstack/react-query'
import type { ContentKey } from '~/contract/api/contents'
import { apiRequest } from '~/app/lib/api/client'
import { unwrap } from '~/app/lib/api/results'

// Loaded with the first call (the policy pages' routes are in every page's first load).
const contentSchema = async () => (await import('~/contract/api/contents')).contentSchema

export const contentKeys = {
  all: ['content'] as const,
  policy: (key: ContentKey) => ['content', 'policy', key] as const,
}

/** A policy document (`GET /v2/contents/terms|privacy`). */
export const policyQueryOptions = (key: ContentKey) =>
  queryOptions({
    queryKey: contentKeys.policy(key),
    staleTime: 5 * 60_000,
    queryFn: async () => {
      return unwrap(await apiRequest(`/v2/contents/${key}`, { schema: contentSchema }))
    },
  })
