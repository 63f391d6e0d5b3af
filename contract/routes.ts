import type { RequestStatus, SessionType, TimeOfDay } from './api/catalogue.ts'
import { OTP_PATTERN } from './values/auth.ts'
import { ID_PATTERN } from './values/ids.ts'
import { isPlainText } from './values/text.ts'

/**
 * The route table of the spec (section 2), as data. Every entry is a typed file route under
 * `app/routes/`; tests compare this table with the generated route tree both ways and ask every
 * entry anonymously, so a route without a flag or a flag without a route fails.
 *
 * `path` uses the router's syntax (`$param`). `example` is a concrete URL the tests request for a
 * path with params or search. `kind: 'resource'` marks a non-HTML route (answered by a server
 * handler, not a page).
 */
export type RouteEntry = {
  readonly path: string
  readonly public: boolean
  readonly example?: string
  readonly kind?: 'page' | 'resource'
  /**
   * The page shows a signed-in visitor nothing of their own but the header's account menu, which
   * the browser fills in: signed-in visitors share one render of it (the `signed-in-shared` audience of contract/page-request.ts).
   * `'with-public-search'`: only while the backend offers the public service search, which the
   * page's render searches with; a backend with the spec's calls only has none, so the render
   * searches with the visitor's token (the spec's booking-session search) and the page is theirs.
   */
  readonly sharedWhenSignedIn?: true | 'with-public-search'
}

export const BLOG_CATEGORY_PATHS = {
  courses: '/tutoring/blogs/courses',
  howToUse: '/tutoring/blogs/how-to-use',
} as const

export const publicRoutes = [
  { path: '/', public: true, sharedWhenSignedIn: true },
  { path: '/landing', public: true },
  { path: '/provider', public: true },
  { path: '/login', public: true },
  { path: '/login', public: true, example: '/login?provider=true' },
  { path: '/register', public: true },
  { path: '/register-sign-in-with', public: true },
  { path: '/forgot-password', public: true },
  { path: '/explore', public: true },
  { path: '/home', public: true },
  { path: '/survey', public: true },
  { path: '/profile', public: true },
  { path: '/profile/$username', public: true, example: '/profile/kru_ploy', sharedWhenSignedIn: true },
  { path: '/services/$sid', public: true, example: '/services/65a000000000000000000001', sharedWhenSignedIn: true },
  { path: '/sitemap.xml', public: true, kind: 'resource' },
  { path: '/tutoring', public: true, sharedWhenSignedIn: true },
  { path: '/tutoring/jobs', public: true, sharedWhenSignedIn: true },
  { path: '/tutoring/browse', public: true, sharedWhenSignedIn: true },
  { path: '/tutoring/blogs', public: true, sharedWhenSignedIn: true },
  { path: '/tutoring/blogs/$categoryId', public: true, example: '/tutoring/blogs/65b000000000000000000001', sharedWhenSignedIn: true },
  { path: '/tutoring/blog/$id', public: true, example: '/tutoring/blog/65c000000000000000000001', sharedWhenSignedIn: true },
  { path: BLOG_CATEGORY_PATHS.courses, public: true, sharedWhenSignedIn: true },
  { path: BLOG_CATEGORY_PATHS.howToUse, public: true, sharedWhenSignedIn: true },
  { path: '/policies/privacy', public: true, sharedWhenSignedIn: true },
  { path: '/policies/terms', public: true, sharedWhenSignedIn: true },
  { path: '/policies/session', public: true, sharedWhenSignedIn: true },
  { path: '/help', public: true },
  { path: '/help/browser-permission', public: true },
  { path: '/help/join-room-guidline', public: true },
  { path: '/session/pre-session', public: true },
] as const satisfies readonly RouteEntry[]

export const signInRoutes = [
  { path: '/provider/register', public: false },
  // The same for everyone signed in: its render searches with the public search. The browser then
  // searches with the visitor's token (the spec's booking-session search), which answers the same.
  { path: '/browse', public: false, sharedWhenSignedIn: 'with-public-search' },
  { path: '/provider/services', public: false },
  { path: '/provider/service', public: false },
  { path: '/services/create', public: false },
  { path: '/services/manage', public: false },
  { path: '/messages', public: false },
  { path: '/wallet', public: false },
  { path: '/wallet/cash-in', public: false },
  { path: '/wallet/cash-in-promptpay', public: false },
  { path: '/wallet/cash-in-status', public: false },
  { path: '/wallet/cash-out', public: false },
  { path: '/wallet/cash-out-status', public: false },
  { path: '/services', public: false },
  { path: '/services/manage-bookings', public: false },
  { path: '/payment/payment', public: false },
  { path: '/payment/payment-status', public: false },
  { path: '/payment/payment-prompt-pay', public: false },
  { path: '/profile/verify', public: false },
  { path: '/mobile/menu', public: false },
  { path: '/mobile/notification', public: false },
  { path: '/session/waiting-room', public: false },
  { path: '/session/video-session', public: false },
  { path: '/session/summary', public: false },
  { path: '/admin', public: false },
  { path: '/admin/cash-in', public: false },
  { path: '/admin/cash-out', public: false },
  { path: '/admin/verifications', public: false },
  { path: '/admin/dashboard', public: false },
  { path: '/admin/dashboard/appointments', public: false },
  { path: '/admin/dashboard/users', public: false },
] as const satisfies readonly RouteEntry[]

/** Routes that are not in the spec's table but that we answer: a redirect to a spec route. */
export const aliasRoutes = [
  // The spec's path keeps its misspelling (it is a contract); the correct spelling redirects to it.
  { path: '/help/join-room-guideline', to: '/help/join-room-guidline' },
] as const

/** Resources we serve beside the spec's routes (not pages). */
export const resourceRoutes = [{ path: '/robots.txt', public: true, kind: 'resource' }] as const satisfies readonly RouteEntry[]

// Pure (as `reservedUsernames` below): the browser's bundle never reads the table.
export const routeTable: readonly RouteEntry[] = /* @__PURE__ */ ([] as RouteEntry[]).concat(publicRoutes, signInRoutes, resourceRoutes)

/**
 * Names no one may take as a username: the fixed pages beside `/profile/$username` (a provider
 * named `verify` would otherwise have the profile address of `/profile/verify`, which the fixed page
 * wins). Derived from the route table, so a new fixed page there reserves its name.
 */
// Pure: a bundle that never reads it (the browser's) leaves it, and the table, out.
export const reservedUsernames: ReadonlySet<string> = /* @__PURE__ */ fixedProfilePages()

function fixedProfilePages(): ReadonlySet<string> {
  return new Set(
    routeTable.flatMap((route) => {
      const match = /^\/profile\/([^/$]+)$/.exec(route.path)
      return match ? [match[1]!] : []
    }),
  )
}

export type PublicPath = (typeof publicRoutes)[number]['path']
export type SignInPath = (typeof signInRoutes)[number]['path']
export type ResourcePath = (typeof resourceRoutes)[number]['path']
export type AppPath = PublicPath | SignInPath | ResourcePath

/** The spec's named route entries. */
export const namedRoutes = {
  Home: '/',
  LandingProvider: '/provider',
  RegisterProvider: '/provider/register',
  ProviderManageService: '/provider/services',
} as const satisfies Record<string, AppPath>

/** Default external links; deployments override them through configuration. */
export const externalLinks = {
  GooglePlayStore: 'https://play.google.com/store/apps/details?id=th.co.marketplace.app',
  AppleAppStore: 'https://apps.apple.com/th/app/id0000000000',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://twitter.com/',
  youtube: 'https://www.youtube.com/',
  instagram: 'https://www.instagram.com/',
} as const

/** Each entry's pattern split into its segments, once (the server matches every page request). */
const routePatterns: readonly { entry: RouteEntry; pattern: readonly string[] }[] = /* @__PURE__ */ routeTable.map((entry) => ({ entry, pattern: entry.path.split('/') }))

/** Turns a concrete pathname into the table's pattern (`/services/abc` -> `/services/$sid`). */
export function matchRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const parts = clean.split('/')
  let best: { entry: RouteEntry; score: number } | undefined
  for (const { entry, pattern } of routePatterns) {
    if (pattern.length !== parts.length) continue
    let score = 0
    let ok = true
    for (let i = 0; i < pattern.length; i++) {
      const seg = pattern[i]!
      if (seg.startsWith('$')) continue
      if (seg !== parts[i]) {
        ok = false
        break
      }
      score++
    }
    // Static segments beat params, as in the router (`/profile/verify` over `/profile/$username`).
    if (ok && (!best || score > best.score)) best = { entry, score }
  }
  return best?.entry
}

/** What the backend offers that decides whether some pages are shared (`sharedWhenSignedIn`). */
export type SharingBackend = { readonly publicSearch: boolean }

/** True for a page signed-in visitors share one render of (`sharedWhenSignedIn`), with this backend. */
export function isSharedWhenSignedIn(pathname: string, backend: SharingBackend): boolean {
  const shared = matchRoute(pathname)?.sharedWhenSignedIn
  return shared === true || (shared === 'with-public-search' && backend.publicSearch)
}

export function isPublicPath(pathname: string): boolean {
  const entry = matchRoute(pathname)
  // Unknown paths are not guarded: they reach the not-found page.
  return entry ? entry.public : true
}

/** Where the sign-in guard sends a visitor, keeping where they were going. */
export function loginRedirectFor(href: string): { to: '/login'; search: LoginSearch } {
  const pathname = href.split('?')[0] ?? '/'
  const provider = pathname === '/provider' || pathname.startsWith('/provider/')
  // An address longer than a return address may be (a pasted or crafted one) keeps only its path:
  // written whole into the login address it would make a `Location` header no client accepts.
  const redirect = href.length <= MAX_REDIRECT_LENGTH ? href : pathname.length <= MAX_REDIRECT_LENGTH ? pathname : undefined
  return { to: '/login', search: { ...(provider ? { provider: true } : {}), ...(redirect ? { redirect } : {}) } }
}

/** The longest return address `?redirect=` takes (`safeRedirect`). */
export const MAX_REDIRECT_LENGTH = 2048

// ---------------------------------------------------------------------------------------------
// Search params and history state
//
// Every page's search params are read by plain functions rather than zod schemas: route
// definitions are in every page's first load, and zod with them would be too (docs/performance.md).
// Each reader takes what the router parsed from the address (strings, numbers, booleans, objects),
// keeps a field only when it is well formed, and drops it otherwise, so a hand-edited address shows
// the default view rather than an error. A dropped field is returned as `undefined`, never left
// out: the router lays the reader's result over the address's own fields, so a field left out
// would reach the page as the address wrote it. Strings keep the contract's text rule (`isPlainText`):
// `tests/unit/contract/search-params.test.ts` feeds every page's reader control characters and
// broken UTF-16 in every field it reads.

type RawSearch = Record<string, unknown>

const wholeNumber = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined

// Any origin works: a path that resolves against it to another origin is not local.
const LOCAL_BASE = 'http://local.invalid'
const isLocalPath = (v: string) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')
const isLocalText = (v: string, max: number) => v.length >= 1 && v.length <= max && isPlainText(v) && isLocalPath(v)

/**
 * A same-site relative path only, so a redirect target can never send the user elsewhere. The
 * text rule comes first: a browser drops a tab or a newline inside a URL, so `/<tab>/evil.example`
 * would become `//evil.example`. What passes is rewritten as the URL parser reads it
 * (percent-encoded, plain ASCII), so it can go into a `Location` header as it is, and checked
 * again: `/a/..//evil.example` reads as `//evil.example`.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isLocalText(value, MAX_REDIRECT_LENGTH)) return undefined
  let resolved: string
  try {
    const url = new URL(value, LOCAL_BASE)
    resolved = url.origin === LOCAL_BASE ? url.pathname + url.search + url.hash : ''
  } catch {
    return undefined
  }
  return isLocalText(resolved, 8192) ? resolved : undefined
}

export type LoginSearch = { provider?: boolean; redirect?: string }

/** `/login`: the provider flag (`?provider=true`) and where to go after signing in. */
export function loginSearch(raw: RawSearch): LoginSearch {
  const provider = raw.provider === true || raw.provider === 'true' ? true : raw.provider === false || raw.provider === 'false' ? false : undefined
  return { provider, redirect: safeRedirect(raw.redirect) }
}

/** `/register` keeps the login screen's query (the provider flag and where to go after). */
export const registerSearch = loginSearch
export type RegisterSearch = LoginSearch

/**
 * The verified destination and code the login screen carries to `/register` (spec 2), in the
 * router's history state rather than the address, so the code never sits in a URL, a log or a
 * Referer. History state can hold anything, so `/register` reads it through this: the whole,
 * well-formed draft, or `null`.
 */
export type RegisterDraft = { mode: 'phone' | 'email'; destination: string; otp: string }
export function registerDraft(state: unknown): RegisterDraft | null {
  if (typeof state !== 'object' || state === null) return null
  const { mode, destination, otp } = state as Record<string, unknown>
  if (mode !== 'phone' && mode !== 'email') return null
  if (typeof destination !== 'string' || destination.length > 254 || !isPlainText(destination)) return null
  if (typeof otp !== 'string' || !OTP_PATTERN.test(otp)) return null
  return { mode, destination, otp }
}

/**
 * A page number in the URL (from 0). Anything that is not a whole number in range is dropped, so a
 * hand-edited URL shows the first page instead of an error.
 */
export const pageParam = (value: unknown): number | undefined => wholeNumber(value, 0, 10_000)

/** One of a few words in the URL (`?status=`, `?when=`): anything else reads as none. */
export const choiceParam =
  <const T extends readonly string[]>(values: T) =>
  (value: unknown): T[number] | undefined =>
    typeof value === 'string' && values.includes(value) ? value : undefined

/** An id in the URL (`?id=`, `?booking=`): a malformed one reads as none. */
export const idParam = (value: unknown): string | undefined => (typeof value === 'string' && ID_PATTERN.test(value) ? value : undefined)

/** A free-text search param, trimmed and NFC-normalised. The router reads `?q=123` as the number 123: kept as text. */
export function textParam(value: unknown): string | undefined {
  if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string' || !isPlainText(value)) return undefined
  const text = String(value).trim().normalize('NFC')
  return text.length >= 1 && text.length <= 100 ? text : undefined
}

/** Text kept as written (`?booking=` of the pre-session page), at most `max` characters. */
export const rawTextParam = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max && isPlainText(value) ? value : undefined

/** `/services/{sid}`: which page of reviews is open (from 0). */
export type ServiceSearch = { reviews?: number }
export const serviceSearch = (raw: RawSearch): ServiceSearch => ({ reviews: pageParam(raw.reviews) })

// Written out again rather than imported: this file is in every page's first load and the
// catalogue's schemas are not. The types keep the lists equal to the catalogue's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const SESSION_TYPE_PARAMS = ['instant', 'public', 'private'] as const
const TIME_OF_DAY_PARAMS = ['night', 'morning', 'afternoon', 'evening'] as const
const STATUS_PARAMS = ['pending', 'open', 'closed'] as const
export const searchParamListsMatchCatalogue: [
  Same<(typeof SESSION_TYPE_PARAMS)[number], SessionType>,
  Same<(typeof TIME_OF_DAY_PARAMS)[number], TimeOfDay>,
  Same<(typeof STATUS_PARAMS)[number], RequestStatus>,
] = [true, true, true]

const priceParam = (value: unknown) => wholeNumber(value, 0, 1_000_000)
const sessionTypeParam = choiceParam(SESSION_TYPE_PARAMS)
const timeOfDayParam = choiceParam(TIME_OF_DAY_PARAMS)
const statusParam = choiceParam(STATUS_PARAMS)

/**
 * `/browse` and `/tutoring/browse`: the category, the keyword and the filters of the services
 * search, and the page. Names are short because people read and share these URLs. Every field
 * is optional and an invalid one is dropped (an empty form field arrives as `''`).
 */
export type BrowseSearch = {
  category?: string
  q?: string
  min?: number
  max?: number
  type?: SessionType
  day?: number
  time?: TimeOfDay
  page?: number
}
export const browseSearch = (raw: RawSearch): BrowseSearch =>
  ({
    category: idParam(raw.category),
    q: textParam(raw.q),
    min: priceParam(raw.min),
    max: priceParam(raw.max),
    type: sessionTypeParam(raw.type),
    day: wholeNumber(raw.day, 0, 6),
    time: timeOfDayParam(raw.time),
    page: pageParam(raw.page),
  })

/** `/tutoring/jobs`: one request status (or all) and the page. */
export type JobsSearch = { status?: RequestStatus; page?: number }
export const jobsSearch = (raw: RawSearch): JobsSearch => ({ status: statusParam(raw.status), page: pageParam(raw.page) })

/** Blog lists: the page. */
export type BlogListSearch = { page?: number }
export const blogListSearch = (raw: RawSearch): BlogListSearch => ({ page: pageParam(raw.page) })
