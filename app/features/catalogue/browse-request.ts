import type { BookingSessionSearch } from '~/contract/api/catalogue'
import { THAILAND_OFFSET_GMT } from '~/contract/values/time'
import type { BrowseSearch } from '~/contract/routes'
import { skipFor } from '~/app/lib/paging'

/** Services per page on the browse pages. */
export const BROWSE_PAGE_SIZE = 12

/** Browse pages read the weekday and time-of-day filters in Thai time (the site's audience). */
export const BROWSE_OFFSET_GMT = THAILAND_OFFSET_GMT

/** What the browse pages send: the search params without the page, with a fixed root when the page has one. */
export type BrowseCriteria = Omit<BrowseSearch, 'page'>

export const hasFilters = (c: BrowseCriteria) =>
  c.q !== undefined || c.min !== undefined || c.max !== undefined || c.type !== undefined || c.day !== undefined || c.time !== undefined

/**
 * Who asks: `/browse` is for signed-in people and, in the browser, searches as the spec does, with
 * their token (`POST /v2/search/booking-session`; the server's render asks the public search, see
 * catalogue.queries.ts); the public `/tutoring/browse` asks without one.
 */
export type BrowseVia = 'signed-in' | 'public'

/** The spec's plain browse (`GET /v2/search/browse/{categoryId}`): a category with no keyword or filter. */
export function plainBrowsePath(criteria: BrowseCriteria, page: number): string | null {
  return criteria.category && !hasFilters(criteria) ? `/v2/search/browse/${criteria.category}?${pageWindow(page)}` : null
}

const pageWindow = (page: number) => `skip=${skipFor(page, BROWSE_PAGE_SIZE)}&limit=${BROWSE_PAGE_SIZE}`

/** A range typed backwards still means "between these two prices". */
const priceRange = (c: BrowseCriteria) => (c.min !== undefined && c.max !== undefined && c.min > c.max ? [c.max, c.min] : [c.min, c.max])

/** The spec's search for signed-in people: the body of `POST /v2/search/booking-session`. */
export function bookingSessionSearchBody(criteria: BrowseCriteria, page: number): BookingSessionSearch {
  const [min, max] = priceRange(criteria)
  return {
    ...(criteria.category ? { category_id: criteria.category } : {}),
    ...(criteria.q !== undefined ? { keyword: criteria.q } : {}),
    ...(min !== undefined ? { price_min: min } : {}),
    ...(max !== undefined ? { price_max: max } : {}),
    ...(criteria.type ? { session_type: criteria.type } : {}),
    ...(criteria.day !== undefined ? { day: criteria.day } : {}),
    ...(criteria.time ? { time_of_day: criteria.time } : {}),
    ...(criteria.day !== undefined || criteria.time ? { offset_gmt: BROWSE_OFFSET_GMT } : {}),
    skip: skipFor(page, BROWSE_PAGE_SIZE),
    limit: BROWSE_PAGE_SIZE,
  }
}

/**
 * The public search for visitors (our addition, `GET /v2/search/services`): the booking-session
 * search's criteria without a token, and cacheable (ETag), so server rendering, the public
 * `/tutoring/browse` and shared links all get the same answer. A backend with the spec's calls
 * only answers it 404, and the page says the search failed.
 */
export function browseRequestPath(criteria: BrowseCriteria, page: number): string {
  const plain = plainBrowsePath(criteria, page)
  if (plain) return plain
  const window = pageWindow(page)
  const params = new URLSearchParams()
  if (criteria.q !== undefined) params.set('keyword', criteria.q)
  if (criteria.category) params.set('category_id', criteria.category)
  const [min, max] = priceRange(criteria)
  if (min !== undefined) params.set('price_min', String(min))
  if (max !== undefined) params.set('price_max', String(max))
  if (criteria.type) params.set('session_type', criteria.type)
  if (criteria.day !== undefined) params.set('day', String(criteria.day))
  if (criteria.time) params.set('time_of_day', criteria.time)
  if (criteria.day !== undefined || criteria.time) params.set('offset-gmt', String(BROWSE_OFFSET_GMT))
  const query = params.toString()
  return `/v2/search/services?${query ? `${query}&` : ''}${window}`
}
