import type { QueryClient } from '@tanstack/react-query'
import { browseQueryOptions, rootCategoriesQueryOptions } from './catalogue.queries'

/** The home page's catalogue: every top category and the first page of services, fetched together. */
export const homeQueries = () => ({ categories: rootCategoriesQueryOptions(), services: browseQueryOptions({}, 0) })

export async function loadHomeCatalogue(queryClient: QueryClient): Promise<void> {
  const q = homeQueries()
  await Promise.all([queryClient.ensureQueryData(q.categories), queryClient.ensureQueryData(q.services)])
}
