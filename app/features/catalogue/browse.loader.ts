import type { QueryClient } from '@tanstack/react-query'
import type { BrowseSearch } from '~/contract/routes'
import type { BrowseCriteria, BrowseVia } from './browse-request'
import { browseQueryOptions, categoryQueryOptions, rootCategoriesQueryOptions, subcategoriesQueryOptions } from './catalogue.queries'

/** What a browse page sends: its search params without the page. */
export function browseCriteria(search: BrowseSearch): BrowseCriteria {
  const { page: _page, ...criteria } = search
  return criteria
}

/**
 * The queries of one browse page, shared by its loader (prefetch) and its components (read). Both
 * browse pages cover the whole catalogue: the top categories, then the chosen one's children.
 */
export function browseQueries(search: BrowseSearch, via: BrowseVia) {
  return {
    nav: rootCategoriesQueryOptions(),
    selected: search.category ? categoryQueryOptions(search.category) : null,
    children: search.category ? subcategoriesQueryOptions(search.category) : null,
    results: browseQueryOptions(browseCriteria(search), search.page ?? 0, via),
  }
}

/**
 * Everything a browse page shows, fetched at once (no waterfall): the category menu, the chosen
 * category and its sub-categories, and the page of services. `false` when the category is unknown.
 */
export async function loadBrowse(queryClient: QueryClient, search: BrowseSearch, via: BrowseVia): Promise<boolean> {
  const q = browseQueries(search, via)
  const [, selected, , results] = await Promise.all([
    queryClient.ensureQueryData(q.nav),
    q.selected ? queryClient.ensureQueryData(q.selected) : undefined,
    q.children ? queryClient.ensureQueryData(q.children) : undefined,
    queryClient.ensureQueryData(q.results),
  ])
  return selected !== null && results !== null
}
