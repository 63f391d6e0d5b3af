import { z } from 'zod/mini'
import { idSchema, isoDateTimeSchema, optionalQueryInt } from './common.ts'
import { pageSchema, pagingBodySchema, pagingQuerySchema } from './paging.ts'
import { singleLineRule, text } from './text.ts'
import { DAYS_PER_WEEK, HOURS_PER_DAY, scheduleOverview, THAILAND_OFFSET_GMT, TIME_OF_DAY_HOURS, TIMES_OF_DAY } from '../values/time.ts'

export { DAYS_PER_WEEK, HOURS_PER_DAY, scheduleOverview, THAILAND_OFFSET_GMT, TIME_OF_DAY_HOURS, TIMES_OF_DAY }

/**
 * Categories, services, reviews, tutoring job requests and public provider profiles (spec 3
 * "Category", "Service default shape", "Weekly schedule", "Request status"; spec 7 "Categories
 * and services"). The spec names the calls and the entity fields; the answer shapes are ours and
 * documented here. Every public GET answer carries a strong `ETag` and
 * `cache-control: public, max-age=60`; `If-None-Match` with that tag answers 304 without a body.
 */

/** The root of the tutoring domain (`/tutoring`): the latest-tutoring call and the jobs page use it. */
export const TUTORING_CATEGORY_ID = '65f100000000000000000001'

export const LOCALES = ['EN', 'TH', 'CN'] as const
export const localeSchema = z.enum(LOCALES)
export type Locale = z.infer<typeof localeSchema>

/** A category's name in every locale; `TH` is also the category's `name`. */
export const localeNamesSchema = z.object({ EN: z.string(), TH: z.string(), CN: z.string() })

/** The fixed tags of a search text field: trimmed, NFC, 1 to 100 characters. */
const searchTextSchema = text({ trim: true, nfc: true, min: 1, minMessage: 'must not be empty', max: 100 })
/** A keyword of the services search: as above, but may be empty (no keyword). */
const keywordSchema = text({ trim: true, nfc: true, max: 100 })

// ---------------------------------------------------------------------------------------------
// Categories

export const categorySchema = z.object({
  _id: idSchema,
  /** The Thai name (same as `locale.TH`). */
  name: z.string(),
  description: z.string(),
  /** Site paths or absolute URLs; empty string when the category has none. */
  picture: z.string(),
  picture_square: z.string(),
  picture_landscape: z.string(),
  /** 1 for a root, 2 for its children, and so on. */
  level: z.number().check(z.int(), z.gte(1)),
  locale: localeNamesSchema,
  /** Ancestor ids from the root down to the parent; empty for a root. */
  tree: z.array(idSchema),
  /** Our addition: the parent's id (the last element of `tree`), null for a root. */
  parent_id: z.nullable(idSchema),
  /**
   * `is_last_node`: the category has no sub-categories (a leaf). `service_count`: public services
   * (visible, approved, by an approved provider) in this category and every category under it.
   */
  last_node_info: z.object({
    is_last_node: z.boolean(),
    service_count: z.number().check(z.int(), z.gte(0)),
  }),
  /** Listed by `GET /v2/category/hamburger-bar` (the mobile menu's shortcuts). */
  hamburger_bar_visible: z.boolean(),
})
export type Category = z.infer<typeof categorySchema>

/** Category lists (level, sub-categories, hamburger bar, locale search): paged, ordered as the site shows them. */
export const categoryPageSchema = pageSchema(categorySchema)
export type CategoryPage = z.infer<typeof categoryPageSchema>

/** `GET /v2/category/id/{id}`: 404 when unknown. */
export const categoryIdParamsSchema = z.object({ id: idSchema })

/** `GET /v2/category?level=`: without `level`, every category. */
export const categoryLevelQuerySchema = z.extend(pagingQuerySchema, { level: optionalQueryInt(1, 10) })

/** `GET /v2/category/subcat?parent_id=`: the direct children; 404 when the parent is unknown. */
export const subcategoryQuerySchema = z.extend(pagingQuerySchema, { parent_id: idSchema })

/** `GET /v2/category/hamburger-bar`. */
export const hamburgerQuerySchema = pagingQuerySchema

/**
 * `GET /v2/category/locale?locale=EN|TH|CN&value=&parent-category-id=`: categories whose name in
 * `locale` contains `value` (anywhere, also inside a Thai word; Latin letters case-insensitive).
 * With `parent-category-id`, only categories under it at any depth (404 when it is unknown).
 */
export const categoryLocaleQuerySchema = z.extend(pagingQuerySchema, {
  locale: localeSchema,
  value: searchTextSchema,
  'parent-category-id': z.optional(idSchema),
})

// ---------------------------------------------------------------------------------------------
// Services

/**
 * Spec 3, "Weekly schedule": 7 days x 24 hours, each `{Hour, Selected}`. Always all 7 days in
 * order (Day 0 = Sunday) with all 24 hours in order.
 */
export const weeklyScheduleSchema = z.array(
  z.object({
    Day: z.number().check(z.int(), z.gte(0), z.lte(6)),
    Hours: z.array(z.object({ Hour: z.number().check(z.int(), z.gte(0), z.lte(23)), Selected: z.boolean() })).check(z.length(HOURS_PER_DAY)),
  }),
).check(z.length(DAYS_PER_WEEK))
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>

export const timeOfDaySchema = z.enum(TIMES_OF_DAY)
export type TimeOfDay = z.infer<typeof timeOfDaySchema>

/** Spec 3: the overview of a weekly schedule, 7 days x 4 blocks `{TimeOfDay, Density}`. */
export const scheduleOverviewSchema = z.array(
  z.object({
    Day: z.number().check(z.int(), z.gte(0), z.lte(6)),
    Blocks: z.array(z.object({ TimeOfDay: timeOfDaySchema, Density: z.number().check(z.int(), z.gte(0), z.lte(6)) })).check(z.length(TIMES_OF_DAY.length)),
  }),
)
export type OverviewDay = z.infer<typeof scheduleOverviewSchema>[number]

export const SESSION_TYPES = ['instant', 'public', 'private'] as const
export const sessionTypeSchema = z.enum(SESSION_TYPES)
export type SessionType = z.infer<typeof sessionTypeSchema>

export const SERVICE_VERIFY_STATUSES = ['pending', 'approved', 'rejected'] as const
export const serviceVerifyStatusSchema = z.enum(SERVICE_VERIFY_STATUSES)

/** Average of 1-5 star reviews rounded to 2 decimals; 0 when `count` is 0. */
export const ratingSchema = z.object({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.number().check(z.int(), z.gte(0)),
})
export type Rating = z.infer<typeof ratingSchema>

/** The category a service or request is filed under, enough to show and link it. */
export const categorySummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  locale: localeNamesSchema,
  tree: z.array(idSchema),
})

/** Who offers a service. `rating` covers the reviews of all of the provider's public services. */
export const providerCardSchema = z.object({
  /** The provider's user id. */
  user_id: idSchema,
  /** The providers record id (the user's `provider_id`). */
  provider_id: idSchema,
  username: z.string(),
  /** The name the provider chose; the username when they chose none. */
  display_name: z.string(),
  profile_picture: z.nullable(z.string()),
  rating: ratingSchema,
})
export type ProviderCard = z.infer<typeof providerCardSchema>

/**
 * A service as lists show it: the spec's default shape without `opens` (the weekly grid only
 * makes sense in the caller's time zone, which the view call takes). Publicly only services with
 * `visible: true` and `verify_status: 'approved'` (by an approved provider) are ever answered.
 */
export const serviceCardSchema = z.object({
  _id: idSchema,
  category_id: idSchema,
  category: categorySummarySchema,
  provider: providerCardSchema,
  title: z.string(),
  description: z.string(),
  /** Whole Thai baht per session. */
  price: z.number().check(z.int(), z.gte(0)),
  enabled_instant: z.boolean(),
  enabled_public_session: z.boolean(),
  enabled_private_session: z.boolean(),
  minutes_per_session: z.number().check(z.int(), z.gte(1)),
  max_attendees_per_session: z.number().check(z.int(), z.gte(1)),
  min_attendees_for_private: z.number().check(z.int(), z.gte(1)),
  /** Site paths or URLs of sample material. */
  example_documents: z.array(z.string()),
  /** URL of an introduction video; null when none. */
  video: z.nullable(z.string()),
  /** Site paths (e.g. `/images/covers/service-01-calculus.svg`) or URLs; the first is the cover. */
  thumbnails: z.array(z.string()),
  highlights: z.array(z.string()),
  /** What the consumer should have ready for a session. */
  require_items: z.array(z.string()),
  proof_picture: z.nullable(z.string()),
  verify_status: serviceVerifyStatusSchema,
  visible: z.boolean(),
  rating: ratingSchema,
  /** UTC (`Z`) in lists; in the caller's offset on the view call. */
  created_at: isoDateTimeSchema,
})
export type ServiceCard = z.infer<typeof serviceCardSchema>

/**
 * What a list page keeps of each service it lists (app/features/catalogue/service-card-view.ts):
 * the card's fields only, with the cover as the one thumbnail. A page's data travels into its HTML
 * for hydration, so the fields no card shows (description, highlights, the session settings) stay
 * on the server.
 */
export type ServiceCardView = Pick<ServiceCard, '_id' | 'title' | 'price' | 'thumbnails' | 'rating'> & {
  category: Pick<ServiceCard['category'], 'name'>
  provider: Pick<ServiceCard['provider'], 'display_name' | 'profile_picture'>
}
export type ServiceCardViewPage = Omit<ServicePage, 'items'> & { items: ServiceCardView[] }

/**
 * What the home page and the browse pages keep of each top category (its tile or its chip): the
 * name, the square picture and the count of services. Like the cards, these travel into the page's
 * HTML, so the description, the other pictures and the tree stay on the server.
 */
export type CategoryTileView = Pick<Category, '_id' | 'name' | 'picture_square'> & { last_node_info: Pick<Category['last_node_info'], 'service_count'> }

/**
 * `GET /v2/service/view/{serviceId}?offset-gmt=`: the whole service, with `opens`. Shifted to the
 * caller's offset: `created_at` (written with that offset, e.g. `+07:00`, `-05:00`, `+05:30`) and
 * `opens` (stored in UTC; rotated so `Day`/`Hour` are the caller's local weekday and hour, wrapping
 * across day and week boundaries). For an offset with minutes (5.5), a local hour is selected when
 * the UTC hour holding its first minute is. Nothing else in the answer is a time.
 */
export const serviceSchema = z.extend(serviceCardSchema, { opens: weeklyScheduleSchema })
export type Service = z.infer<typeof serviceSchema>

/**
 * What a service's page keeps of the service (app/features/catalogue/service-page-view.ts): the
 * fields the page shows, and the weekly grid as its overview (days x time-of-day blocks, what the
 * page draws) instead of 168 hours. Like the cards, it travels into the page's HTML for hydration.
 */
export type ServicePageView = Pick<
  Service,
  | '_id'
  | 'title'
  | 'description'
  | 'price'
  | 'thumbnails'
  | 'rating'
  | 'video'
  | 'highlights'
  | 'require_items'
  | 'created_at'
  | 'enabled_instant'
  | 'enabled_public_session'
  | 'enabled_private_session'
  | 'minutes_per_session'
  | 'max_attendees_per_session'
  | 'min_attendees_for_private'
> & {
  category: Pick<Service['category'], 'name'>
  provider: Pick<Service['provider'], 'username' | 'display_name' | 'profile_picture' | 'rating'>
  overview: OverviewDay[]
}

export const servicePageSchema = pageSchema(serviceCardSchema)
export type ServicePage = z.infer<typeof servicePageSchema>

/** The caller's offset from GMT in hours, -12 to 14, in quarter hours (7, -5, 5.5, 5.75). */
export const OFFSET_GMT_PATTERN = /^[+-]?\d{1,2}(\.\d{1,2})?$/
const offsetNumberSchema = z
  .number()
  .check(
    z.gte(-12, 'must be at least -12'),
    z.lte(14, 'must be at most 14'),
    z.refine((n) => Number.isInteger(n * 4), 'must be whole quarter hours'),
  )
export const offsetGmtQuerySchema = z.pipe(
  z.pipe(
    z.optional(z.string().check(singleLineRule, z.regex(OFFSET_GMT_PATTERN, 'must be hours from GMT, e.g. 7 or -5 or 5.5'))),
    z.transform((s) => (s === undefined ? 0 : Number(s))),
  ),
  offsetNumberSchema,
)

export const serviceIdParamsSchema = z.object({ serviceId: idSchema })
/** `POST /v2/service/set-visibility/{serviceId}/{true|false}`. */
export const visibilityParamsSchema = z.object({ serviceId: idSchema, visible: z.enum(['true', 'false']) })
/** Absent `offset-gmt` means 0 (UTC). */
export const serviceViewQuerySchema = z.object({ 'offset-gmt': offsetGmtQuerySchema })

/** `GET /v2/search/browse/{categoryId}?skip=&limit=`: public services in the category and under it, newest first. */
export const browseParamsSchema = z.object({ categoryId: idSchema })
export const browseQuerySchema = pagingQuerySchema

/** `GET /v2/service/tutoring/latest?limit=`: public services under the tutoring root, newest first. */
export const latestQuerySchema = pagingQuerySchema

const priceBound = z.number().check(z.int('must be a whole number'), z.gte(0, 'must be at least 0'), z.lte(1_000_000, 'must be at most 1000000'))

type PriceRange = { price_min?: number | undefined; price_max?: number | undefined }
const priceOrder = z.refine<PriceRange>(
  (c) => c.price_min === undefined || c.price_max === undefined || c.price_min <= c.price_max,
  { message: 'must not be below price_min', path: ['price_max'] },
)

/**
 * `POST /v2/search/booking-session` (bearer): public services matching every given criterion,
 * newest first. `keyword` matches inside words (Thai too) in the title, the description and the
 * category's names; `category_id` includes the categories under it (404 when unknown);
 * `price_min`/`price_max` are whole baht per session, inclusive; `session_type` requires that
 * session kind to be enabled; `day` (0 = Sunday) and `time_of_day` require at least one open hour
 * in that day / block (both: in that block of that day), read in the caller's time zone
 * `offset_gmt` (our addition; default 0 = UTC).
 */
export const bookingSessionSearchSchema = z
  .object({
    category_id: z.optional(idSchema),
    keyword: z.optional(keywordSchema),
    price_min: z.optional(priceBound),
    price_max: z.optional(priceBound),
    session_type: z.optional(sessionTypeSchema),
    day: z.optional(z.number().check(z.int('must be a whole number'), z.gte(0, 'must be 0 (Sunday) to 6'), z.lte(6, 'must be 0 (Sunday) to 6'))),
    time_of_day: z.optional(timeOfDaySchema),
    offset_gmt: z.optional(offsetNumberSchema),
    skip: pagingBodySchema.shape.skip,
    limit: pagingBodySchema.shape.limit,
  })
  .check(priceOrder)
export type BookingSessionSearch = z.output<typeof bookingSessionSearchSchema>

/**
 * Our addition: `GET /v2/search/services?keyword=&category_id=&price_min=&price_max=&session_type=&day=&time_of_day=&offset-gmt=&skip=&limit=`,
 * the same search without a token for the web's browse pages (cacheable: it does not depend on the caller).
 */
export const publicServiceSearchQuerySchema = z
  .extend(pagingQuerySchema, {
    keyword: z.optional(keywordSchema),
    category_id: z.optional(idSchema),
    price_min: optionalQueryInt(0, 1_000_000),
    price_max: optionalQueryInt(0, 1_000_000),
    session_type: z.optional(sessionTypeSchema),
    day: optionalQueryInt(0, 6),
    time_of_day: z.optional(timeOfDaySchema),
    'offset-gmt': offsetGmtQuerySchema,
  })
  .check(priceOrder)

// ---------------------------------------------------------------------------------------------
// Reviews

export const reviewSchema = z.object({
  _id: idSchema,
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  text: z.string(),
  reviewer: z.object({ username: z.string(), profile_picture: z.nullable(z.string()) }),
  created_at: isoDateTimeSchema,
})
export type Review = z.infer<typeof reviewSchema>

/**
 * `GET /v2/reviews/{serviceId}?skip=&limit=`: newest first; `average` is over all the service's
 * reviews (not just this page), 2 decimals, 0 when there are none. 404 for a service that is not public.
 */
export const reviewPageSchema = z.extend(pageSchema(reviewSchema), { average: ratingSchema.shape.average })
export type ReviewPage = z.infer<typeof reviewPageSchema>

// ---------------------------------------------------------------------------------------------
// Tutoring job requests

export const REQUEST_STATUSES = ['pending', 'open', 'closed'] as const
export const requestStatusSchema = z.enum(REQUEST_STATUSES)
export type RequestStatus = z.infer<typeof requestStatusSchema>

export const serviceRequestSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  category: categorySummarySchema,
  /** Whole Thai baht the requester offers. */
  budget: z.number().check(z.int(), z.gte(0)),
  status: requestStatusSchema,
  requester: z.object({ username: z.string() }),
  created_at: isoDateTimeSchema,
})
export type ServiceRequest = z.infer<typeof serviceRequestSchema>

/**
 * `GET /v2/service-request?domain-id=&status=&skip=&limit=` (no token): requests filed under the
 * `domain-id` category or any category under it (every request without it; 404 when unknown).
 * Ordered open first, then pending, then closed, newest first within each. `status` (our
 * addition) keeps only one status.
 */
export const serviceRequestQuerySchema = z.extend(pagingQuerySchema, {
  'domain-id': z.optional(idSchema),
  status: z.optional(requestStatusSchema),
})
export const serviceRequestPageSchema = pageSchema(serviceRequestSchema)
export type ServiceRequestPage = z.infer<typeof serviceRequestPageSchema>

// ---------------------------------------------------------------------------------------------
// Public provider profile

/**
 * Our addition for `/profile/{username}`: `GET /v2/profile/{username}`. 404 for an unknown
 * username or a user who is not an approved provider. `services` are the provider's public
 * services, newest first (at most 50).
 */
export const providerProfileSchema = z.object({
  username: z.string(),
  display_name: z.string(),
  profile_picture: z.nullable(z.string()),
  about: z.string(),
  provider_id: idSchema,
  rating: ratingSchema,
  services: z.array(serviceCardSchema),
})
export type ProviderProfile = z.infer<typeof providerProfileSchema>
/** A provider's profile as its page keeps it: each service as its card (see ServiceCardView). */
export type ProviderProfileView = Omit<ProviderProfile, 'services'> & { services: ServiceCardView[] }

export const profileParamsSchema = z.object({ username: text({ min: 1, max: 100 }) })
