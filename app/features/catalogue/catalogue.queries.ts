import { queryOptions } from '@tanstack/react-query'
import { providerProfileSchema, reviewPageSchema, serviceSchema } from '../../../contract/api/catalogue'
import { apiRequest } from '../../lib/api/client'

export const REVIEWS_PAGE_SIZE = 5

/** Thailand's offset: what a page rendered on the server assumes until the browser says otherwise. */
export const DEFAULT_OFFSET_GMT = 7

export const catalogueKeys = {
  all: ['catalogue'] as const,
  service: (id: string, offsetGmt: number) => ['catalogue', 'service', id, offsetGmt] as const,
  reviews: (id: string, page: number) => ['catalogue', 'reviews', id, page] as const,
  profile: (username: string) => ['catalogue', 'profile', username] as const,
}

/** A not-found answer is `null` (the page shows its own 404); other failures throw. */
export const serviceQueryOptions = (id: string, offsetGmt: number) =>
  queryOptions({
    queryKey: catalogueKeys.service(id, offsetGmt),
    queryFn: async () => {
      const result = await apiRequest(`/v2/service/view/${id}?offset-gmt=${offsetGmt}`, { schema: serviceSchema })
      if (result.isSuccessful) return result.data
      if (result.statusCode === 404 || result.statusCode === 400) return null
      throw new Error(result.message)
    },
  })

export const reviewsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.reviews(id, page),
    queryFn: async () => {
      const result = await apiRequest(`/v2/reviews/${id}?skip=${page * REVIEWS_PAGE_SIZE}&limit=${REVIEWS_PAGE_SIZE}`, { schema: reviewPageSchema })
      if (!result.isSuccessful) throw new Error(result.message)
      return result.data
    },
  })

/** A provider's public profile (`GET /v2/profile/{username}`); `null` when there is none. */
export const providerProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: catalogueKeys.profile(username),
    queryFn: async () => {
      const result = await apiRequest(`/v2/profile/${encodeURIComponent(username)}`, { schema: providerProfileSchema })
      if (result.isSuccessful) return result.data
      if (result.statusCode === 404 || result.statusCode === 400) return null
      throw new Error(result.message)
    },
  })
