import { THAILAND_OFFSET_GMT } from '../../../contract/api/catalogue'
import type { BrowseSearch } from '../../../contract/routes'
import { skipFor } from '../../lib/paging'

/** Services per page on the browse pages. */
export const BROWSE_PAGE_SIZE = 12

/** Browse pages read the weekday and time-of-day filters in Thai time (the site's audience). */
export const BROWSE_OFFSET_GMT = THAILAND_OFFSET_GMT

/** What the browse pages send: the search params without the page, with a fixed root when the page has one. */
export type BrowseCriteria = Omit<BrowseSearch, 'page'>

export const hasFilters = (c: BrowseCriteria) =>
  c.q !== undefined || c.min !== undefined || c.max !== undefined || c.type !== undefined || c.day !== undefined || c.time !== undefined

/**
 * The backend call for a browse page. A category with no keyword or filter is the spec's plain
 * browse (`GET /v2/search/browse/{categoryId}`). Anything else goes to the public search
 * (`GET /v2/search/services`), which takes the same criteria as the booking-session search but
 * needs no token and is cacheable (ETag, 60 s), so server rendering, the public
 * `/tutoring/browse` and shared links all get the same answer; the bearer-only POST
 * `/v2/search/booking-session` stays for the app's booking flow.
 */
export function browseRequestPath(criteria: BrowseCriteria, page: number): string {
  const window = `skip=${skipFor(page, BROWSE_PAGE_SIZE)}&limit=${BROWSE_PAGE_SIZE}`
  if (criteria.category && !hasFilters(criteria)) return `/v2/search/browse/${criteria.category}?${window}`
  const params = new URLSearchParams()
  if (criteria.q !== undefined) params.set('keyword', criteria.q)
  if (criteria.category) params.set('category_id', criteria.category)
  // A range typed backwards still means "between these two prices".
  const [min, max] = criteria.min !== undefined && criteria.max !== undefined && criteria.min > criteria.max ? [criteria.max, criteria.min] : [criteria.min, criteria.max]
  if (min !== undefined) params.set('price_min', String(min))
  if (max !== undefined) params.set('price_max', String(max))
  if (criteria.type) params.set('session_type', criteria.type)
  if (criteria.day !== undefined) params.set('day', String(criteria.day))
  if (criteria.time) params.set('time_of_day', criteria.time)
  if (criteria.day !== undefined || criteria.time) params.set('offset-gmt', String(BROWSE_OFFSET_GMT))
  const query = params.toString()
  return `/v2/search/services?${query ? `${query}&` : ''}${window}`
}
