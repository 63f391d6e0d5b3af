import { queryOptions } from '@tanstack/react-query'
import type { Locale, RequestStatus, ServicePage } from '~/contract/api/catalogue'
import { MAX_LIMIT } from '~/contract/values/paging'
import { apiRequest, type AnswerSchema } from '~/app/lib/api/client'
import { config, isServerBuild } from '~/app/lib/config'
import { skipFor } from '~/app/lib/paging'
import { BROWSE_PAGE_SIZE, bookingSessionSearchBody, browseRequestPath, hasFilters, plainBrowsePath, type BrowseCriteria, type BrowseVia } from './browse-request'
import { LATEST_TUTORING_LIMIT } from './list-sizes'
import { ApiCallFailed, orNull, unwrap } from '~/app/lib/api/results'
import { hasPublicSearch } from './search-capability'
import { categoryTileViews, providerProfileView, serviceCardViewPage } from './service-card-view'

// The answers' schemas load with the first call, not with the page: this module is in every page's
// first load (the home page and the menus use it), the contract's schemas and zod are not.
const catalogue = () => import('~/contract/api/catalogue')
const blogs = () => import('~/contract/api/blogs')
const servicePageSchema = async () => (await catalogue()).servicePageSchema
const providerProfileSchema = async () => (await catalogue()).providerProfileSchema
const categorySchema = async () => (await catalogue()).categorySchema
const categoryPageSchema = async () => (await catalogue()).categoryPageSchema
const serviceRequestPageSchema = async () => (await catalogue()).serviceRequestPageSchema
const blogSchema = async () => (await blogs()).blogSchema
const blogPageSchema = async () => (await blogs()).blogPageSchema
const blogCategoryPageSchema = async () => (await blogs()).blogCategoryPageSchema

export const catalogueKeys = {
  all: ['catalogue'] as const,
  service: (id: string, offsetGmt: number) => ['catalogue', 'service', id, offsetGmt] as const,
  reviews: (id: string, page: number) => ['catalogue', 'reviews', id, page] as const,
  profile: (username: string) => ['catalogue', 'profile', username] as const,
}

/** A provider's public profile (`GET /v2/profile/{username}`), its services as cards; `null` when there is none. */
export const providerProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: catalogueKeys.profile(username),
    queryFn: async () => {
      const profile = orNull(await apiRequest(`/v2/profile/${encodeURIComponent(username)}`, { schema: providerProfileSchema }))
      return profile && providerProfileView(profile)
    },
  })

// ---------------------------------------------------------------------------------------------
// Browse, tutoring, jobs and blogs

export const JOBS_PAGE_SIZE = 6
export const BLOGS_PAGE_SIZE = 6
/** Category lists are short (tens); one call of the largest page takes them all. */
const ALL = `limit=${MAX_LIMIT}`

/** A GET whose failure is an error for the route's error page. */
const getOrThrow = async <T,>(path: string, schema: AnswerSchema<T>): Promise<T> => unwrap(await apiRequest(path, { schema }))

/** A GET where "not there" (404, or an id the backend refuses) is `null` for the page's own not-found. */
const getOrNull = async <T,>(path: string, schema: AnswerSchema<T>): Promise<T | null> => orNull(await apiRequest(path, { schema }))

/** The top categories, each as its tile or chip (see CategoryTileView); `null` when there are none to ask for. */
export const rootCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories', 'roots'],
    queryFn: async () => {
      const page = await getOrNull(`/v2/category?level=1&${ALL}`, categoryPageSchema)
      return page && categoryTileViews(page)
    },
  })

export const subcategoriesQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', 'children', parentId],
    queryFn: () => getOrNull(`/v2/category/subcat?parent_id=${parentId}&${ALL}`, categoryPageSchema),
  })

export const categoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['catalogue', 'categories', 'one', id], queryFn: () => getOrNull(`/v2/category/id/${id}`, categorySchema) })

/** The menu's category shortcuts (`GET /v2/category/hamburger-bar`); rarely change, so kept a while. */
export const hamburgerCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories', 'hamburger'],
    queryFn: () => getOrThrow(`/v2/category/hamburger-bar?${ALL}`, categoryPageSchema),
    staleTime: 5 * 60_000,
    // Typed as one goes: a failure says so at once and offers a retry (another key asks again).
    retry: false,
  })

/**
 * One page of a browse page's services, each as its card (see ServiceCardView: the page's data
 * travels into its HTML); an unknown category is `null`.
 */
export const browseQueryOptions = (criteria: BrowseCriteria, page: number, via: BrowseVia = 'public') =>
  queryOptions({
    queryKey: ['catalogue', 'browse', via, criteria, page],
    queryFn: async () => {
      const answer = await browsePage(criteria, page, via)
      return answer && serviceCardViewPage(answer)
    },
  })

async function browsePage(criteria: BrowseCriteria, page: number, via: BrowseVia): Promise<ServicePage | null> {
  const plain = plainBrowsePath(criteria, page)
  if (plain) return getOrNull(plain, servicePageSchema)
  // In the browser a signed-in visitor searches as the spec does, with their token. The server's
  // render of their page asks the public search where there is one: the same answer for everyone,
  // so one render can serve every signed-in visitor (contract/routes.ts).
  if (via === 'signed-in' && !isServerBuild) return bookingSessionSearch(criteria, page)
  if (await hasPublicSearch()) return getOrNull(browseRequestPath(criteria, page), servicePageSchema)
  // The backend has the spec's calls only: the signed-in search with the visitor's token; for
  // visitors, the plain list is the spec's latest services, one page of them, and a keyword or a
  // filter has no call without a token.
  if (via === 'signed-in') return bookingSessionSearch(criteria, page)
  if (!hasFilters(criteria)) return latestAsBrowsePage(page)
  throw new ApiCallFailed({ isSuccessful: false, statusCode: 404, code: 'not_found', message: 'The backend has no search without a token' })
}

/** The spec's search for signed-in people (`POST /v2/search/booking-session`, with their token); `null` for an unknown category. */
async function bookingSessionSearch(criteria: BrowseCriteria, page: number): Promise<ServicePage | null> {
  const body = bookingSessionSearchBody(criteria, page)
  return orNull(await apiRequest('/v2/search/booking-session', { method: 'POST', auth: true, body, schema: servicePageSchema }))
}

/** The spec's latest services as one browse page (no more pages: the call has no paging). */
async function latestAsBrowsePage(page: number): Promise<ServicePage> {
  if (page > 0) return { items: [], total: 0, skip: skipFor(page, BROWSE_PAGE_SIZE), limit: BROWSE_PAGE_SIZE }
  const latest = await getOrThrow(`/v2/service/tutoring/latest?limit=${BROWSE_PAGE_SIZE}`, servicePageSchema)
  return { items: latest.items, total: latest.items.length, skip: 0, limit: BROWSE_PAGE_SIZE }
}

export const latestTutoringQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'tutoring', 'latest'],
    queryFn: async () => serviceCardViewPage(await getOrThrow(`/v2/service/tutoring/latest?limit=${LATEST_TUTORING_LIMIT}`, servicePageSchema)),
  })

/** Tutoring job requests (spec: no token). */
export const jobsQueryOptions = (status: RequestStatus | undefined, page: number) =>
  queryOptions({
    queryKey: ['catalogue', 'jobs', status ?? 'all', page],
    // The spec: this call "returns null on failure"; the page then shows the list's frame with a retry.
    queryFn: async () => {
      const path = `/v2/service-request?domain-id=${config.tutoringDomainId}${status ? `&status=${status}` : ''}&skip=${skipFor(page, JOBS_PAGE_SIZE)}&limit=${JOBS_PAGE_SIZE}`
      const result = await apiRequest(path, { schema: serviceRequestPageSchema })
      return result.isSuccessful ? result.data : null
    },
  })

export const blogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'blogs', 'categories'],
    queryFn: () => getOrThrow(`/v2/blogs/categories?domain-id=${config.tutoringDomainId}&${ALL}`, blogCategoryPageSchema),
  })

/** A page of tutoring blogs, of one category or all. */
export const blogListQueryOptions = (categoryId: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['catalogue', 'blogs', 'list', categoryId ?? 'all', page],
    queryFn: () =>
      getOrThrow(
        `/v2/blogs/blogs?domain-id=${config.tutoringDomainId}${categoryId ? `&blog-category-ids=${categoryId}` : ''}&skip=${skipFor(page, BLOGS_PAGE_SIZE)}&limit=${BLOGS_PAGE_SIZE}`,
        blogPageSchema,
      ),
  })

export const blogQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['catalogue', 'blogs', 'one', id], queryFn: () => getOrNull(`/v2/blogs/blogs/${id}`, blogSchema) })

/** How many categories the category finder lists at most. */
export const CATEGORY_FINDER_LIMIT = 8

/**
 * The category finder (`GET /v2/category/locale`): categories whose name in `locale` holds
 * `value`. Category names change rarely, so an answer is kept a while.
 */
export const categoryFinderQueryOptions = (locale: Locale, value: string) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', 'find', locale, value],
    queryFn: () => getOrThrow(`/v2/category/locale?locale=${locale}&value=${encodeURIComponent(value)}&limit=${CATEGORY_FINDER_LIMIT}`, categoryPageSchema),
    staleTime: 5 * 60_000,
    // Typed as one goes: a failure says so at once and offers a retry (another key asks again).
    retry: false,
  })
