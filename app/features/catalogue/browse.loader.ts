import type { QueryClient } from '@tanstack/react-query'
import type { BrowseSearch } from '../../../contract/routes'
import type { BrowseCriteria } from './browse-request'
import { browseQueryOptions, categoryQueryOptions, rootCategoriesQueryOptions, subcategoriesQueryOptions } from './catalogue.queries'

/** The category a browse page lists: the one chosen, else the page's fixed root (tutoring), else all. */
export const selectedCategory = (search: BrowseSearch, rootId: string | undefined) => search.category ?? rootId

export function browseCriteria(search: BrowseSearch, rootId: string | undefined): BrowseCriteria {
  const { page: _page, ...criteria } = search
  return { ...criteria, category: selectedCategory(search, rootId) }
}

/** The queries of one browse page, shared by its loader (prefetch) and its components (read). */
export function browseQueries(search: BrowseSearch, rootId: string | undefined) {
  const selected = selectedCategory(search, rootId)
  return {
    nav: rootId ? subcategoriesQueryOptions(rootId) : rootCategoriesQueryOptions(),
    selected: selected ? categoryQueryOptions(selected) : null,
    children: search.category && search.category !== rootId ? subcategoriesQueryOptions(search.category) : null,
    results: browseQueryOptions(browseCriteria(search, rootId), search.page ?? 0),
  }
}

/**
 * Everything a browse page shows, fetched at once (no waterfall): the category menu, the chosen
 * category and its sub-categories, and the page of services. `false` when the category is unknown.
 */
export async function loadBrowse(queryClient: QueryClient, search: BrowseSearch, rootId?: string): Promise<boolean> {
  const q = browseQueries(search, rootId)
  const [, selected, , results] = await Promise.all([
    queryClient.ensureQueryData(q.nav),
    q.selected ? queryClient.ensureQueryData(q.selected) : undefined,
    q.children ? queryClient.ensureQueryData(q.children) : undefined,
    queryClient.ensureQueryData(q.results),
  ])
  return selected !== null && results !== null
}
