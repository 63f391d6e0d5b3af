import { queryOptions } from '@tanstack/react-query'
import { THAILAND_OFFSET_GMT, type Service } from '~/contract/api/catalogue'
import { getMyService, getSchedule, listMyServices, listSubcategories, listTopCategories } from './my-services.api'
import { ApiCallFailed, unwrap } from '~/app/lib/api/results'

/** The list shows no times, so it is asked for in Thai time (what the server renders with too). */
export const LIST_OFFSET_GMT = THAILAND_OFFSET_GMT

export const myServicesKeys = {
  all: ['my-services'] as const,
  list: () => ['my-services', 'list'] as const,
  service: (id: string, offsetGmt: number) => ['my-services', 'service', id, offsetGmt] as const,
  schedule: (offsetGmt: number) => ['my-services', 'schedule', offsetGmt] as const,
  categories: (parentId: string | null) => ['my-services', 'categories', parentId] as const,
}

/** The backend refuses (403) anyone who is not an approved provider: a state the pages explain, not an error. */
export type Mine<T> = { kind: 'provider'; data: T } | { kind: 'not-provider' }

const refused = (status: number) => status === 403

export const myServicesQueryOptions = () =>
  queryOptions({
    queryKey: myServicesKeys.list(),
    queryFn: async (): Promise<Mine<Service[]>> => {
      const result = await listMyServices(LIST_OFFSET_GMT)
      if (result.isSuccessful) return { kind: 'provider', data: result.data.items }
      if (refused(result.statusCode)) return { kind: 'not-provider' }
      throw new ApiCallFailed(result)
    },
  })

/** One of mine, its weekly grid in `offsetGmt`; `null` data when it is not (or no longer) mine. */
export const myServiceQueryOptions = (id: string, offsetGmt: number) =>
  queryOptions({
    queryKey: myServicesKeys.service(id, offsetGmt),
    queryFn: async (): Promise<Mine<Service | null>> => {
      const result = await getMyService(id, offsetGmt)
      if (result.isSuccessful) return { kind: 'provider', data: result.data }
      if (refused(result.statusCode)) return { kind: 'not-provider' }
      if (result.statusCode === 404 || result.statusCode === 400) return { kind: 'provider', data: null }
      throw new ApiCallFailed(result)
    },
  })

export const scheduleQueryOptions = (offsetGmt: number) =>
  queryOptions({
    queryKey: myServicesKeys.schedule(offsetGmt),
    queryFn: async () => {
      const result = await getSchedule(offsetGmt)
      if (result.isSuccessful) return { kind: 'provider', data: result.data } as const
      if (refused(result.statusCode)) return { kind: 'not-provider' } as const
      throw new ApiCallFailed(result)
    },
  })

/** Top-level categories (`parentId` null) or the children of one. */
export const categoriesQueryOptions = (parentId: string | null) =>
  queryOptions({
    queryKey: myServicesKeys.categories(parentId),
    staleTime: 5 * 60_000,
    queryFn: async () => {
      return unwrap(parentId === null ? await listTopCategories() : await listSubcategories(parentId)).items
    },
  })
