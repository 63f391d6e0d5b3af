import { and, desc, eq, getTableColumns, gte, ilike, lte, or, sql, type Column, type SQL } from 'drizzle-orm'
import type { SessionType } from '~/contract/api/catalogue'
import type { Database } from '~/server/db/client'
import { categories, providers, reviews, services, users } from '~/server/db/schema'
import { isForeignKeyViolation } from '~/server/db/db-errors'
import { inCategoryTree } from './categories-repository'
import { likePattern, publicServiceCondition } from './catalogue-sql'

/** A public service with what its answer shows of the category, the provider and the reviews. */
export type ServiceRow = typeof services.$inferSelect & {
  category: { id: string; nameTh: string; nameEn: string; nameCn: string; tree: string[] }
  provider: { id: string; userId: string; displayName: string; username: string; profilePicture: string }
  rating: { average: number; count: number }
  providerRating: { average: number; count: number }
}

export type ServiceFilter = {
  /** The category and every category under it. */
  readonly categoryId?: string | undefined
  readonly providerId?: string | undefined
  /** Substring of the title, the description or a name of the category (ILIKE). */
  readonly keyword?: string | undefined
  readonly priceMin?: number | undefined
  readonly priceMax?: number | undefined
  readonly sessionType?: SessionType | undefined
  /** At least one of these UTC week-hours (day * 24 + hour) is open. */
  readonly openAnyOf?: readonly number[] | undefined
}

export type ReviewRow = {
  id: string
  rating: number
  text: string
  createdAt: Date
  reviewerUsername: string
  reviewerPicture: string
}

export type PublicProviderRow = {
  providerId: string
  userId: string
  username: string
  displayName: string
  about: string
  profilePicture: string
  rating: { average: number; count: number }
}

export type Window = { skip: number; limit: number }

export type CatalogueServicesRepository = {
  /** The service if it is public (visible, approved, approved provider). */
  findPublicById(id: string): Promise<ServiceRow | undefined>
  /** Public services matching every criterion, newest first. */
  listPublic(filter: ServiceFilter, window: Window): Promise<{ rows: ServiceRow[]; total: number }>
  /** One page of a service's reviews, newest first (how many and their average: its `rating`). */
  listReviews(serviceId: string, window: Window): Promise<ReviewRow[]>
  /** An approved provider by username (as stored: lowercased). */
  findApprovedProviderByUsername(username: string): Promise<PublicProviderRow | undefined>
  /** Every service of one provider, hidden and unapproved included (their own list), newest first. */
  listByProvider(providerId: string): Promise<ServiceRow[]>
  /** Any service, public or not (the owner's edit, the owner check). */
  findById(id: string): Promise<ServiceRow | undefined>
  insert(values: typeof services.$inferInsert): Promise<string>
  /** Changes a service only if `providerId` owns it; answers whether it did. */
  update(id: string, providerId: string, values: Partial<typeof services.$inferInsert>): Promise<boolean>
  /** 'removed', 'missing' (not theirs or no such service) or 'booked' (sessions refer to it). */
  remove(id: string, providerId: string): Promise<'removed' | 'missing' | 'booked'>
}

const SESSION_COLUMN = {
  instant: services.enabledInstant,
  public: services.enabledPublicSession,
  private: services.enabledPrivateSession,
} as const

/** The count and sum of some ratings (stars 1 to 5). */
type RatingTotals = [count: number, sum: number]

/**
 * The average to two decimals (halves away from zero, as PostgreSQL's `round(avg(r), 2)`) and the
 * count: 0 and 0 without ratings. Integer arithmetic until the one division, so a half is a half.
 */
export function ratingOf([count, sum]: RatingTotals): { average: number; count: number } {
  return { average: count === 0 ? 0 : Math.round((sum * 100) / count) / 100, count }
}

function toRatingTotals(value: unknown): RatingTotals {
  if (!Array.isArray(value) || value.length !== 2) throw new Error('rating totals: the driver answered no int[2]')
  return [Number(value[0]), Number(value[1])]
}

// The provider's rating: the totals the provider keeps (`rating_count`, `rating_sum`: their public
// services' own totals summed, by a trigger on services, migration 0017), shown only while the
// provider is approved (a provider's own list shows their services before then). It used to be
// summed here for every card, a sub-query scanning the provider's services again per row: on the
// embedded database a fifth of a search's time (docs/performance.md).
const providerRatingTotals = sql<RatingTotals>`case when ${providers.verifyStatus} = 'approved' then array[${providers.ratingCount}, ${providers.ratingSum}] else array[0, 0] end`.mapWith(
  toRatingTotals,
)

/** Which criteria a filter gives (and which session type): the public list's query for it is built once. */
const filterShape = (filter: ServiceFilter): string =>
  [filter.categoryId, filter.providerId, filter.keyword || undefined, filter.priceMin, filter.priceMax, filter.openAnyOf].map((v) => (v === undefined ? '-' : '+')).join('') +
  (filter.sessionType ?? '')

/** The values of a filter's criteria, by the names its query's placeholders have (`filterCondition`). */
const filterValues = (filter: ServiceFilter): Record<string, unknown> => ({
  categoryId: filter.categoryId,
  providerId: filter.providerId,
  keyword: filter.keyword ? likePattern(filter.keyword) : undefined,
  priceMin: filter.priceMin,
  priceMax: filter.priceMax,
  // Integers we computed, passed as one array literal parameter.
  openAnyOf: filter.openAnyOf === undefined ? undefined : `{${filter.openAnyOf.join(',')}}`,
})

/** The filter's criteria, each value a placeholder named as in `filterValues`. */
function filterCondition(filter: ServiceFilter): SQL | undefined {
  const keyword = sql.placeholder('keyword')
  return and(
    filter.categoryId === undefined ? undefined : inCategoryTree(sql.placeholder('categoryId')),
    filter.providerId === undefined ? undefined : eq(services.providerId, sql.placeholder('providerId')),
    !filter.keyword
      ? undefined
      : or(
          ilike(services.title, keyword),
          ilike(services.description, keyword),
          ilike(categories.nameTh, keyword),
          ilike(categories.nameEn, keyword),
          ilike(categories.nameCn, keyword),
        ),
    filter.priceMin === undefined ? undefined : gte(services.price, sql.placeholder('priceMin')),
    filter.priceMax === undefined ? undefined : lte(services.price, sql.placeholder('priceMax')),
    filter.sessionType === undefined ? undefined : eq(SESSION_COLUMN[filter.sessionType], true),
    filter.openAnyOf === undefined ? undefined : sql`${services.openHours} && ${sql.placeholder('openAnyOf')}::int[]`,
  )
}

/** `json_build_object` of some columns or expressions, each under its key (a plain identifier of ours). */
function jsonObject(fields: Record<string, Column | SQL>): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => {
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`jsonObject: ${key} is not a plain key`)
    return sql`${sql.raw(`'${key}'`)}, ${field}`
  })
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`
}

/** A service row as the database's JSON text makes it (timestamps as ISO text, the provider's totals as [count, sum]). */
type ServiceJson = Omit<ServiceRow, 'createdAt' | 'updatedAt' | 'rating' | 'providerRating'> & {
  createdAt: string | Date
  updatedAt: string | Date
  rating: unknown
  providerRating: RatingTotals | { average: number; count: number }
}

/** A service row from its JSON text: the timestamps as dates, both ratings as averages. */
function serviceRowOf(text: string): ServiceRow {
  const row = JSON.parse(text) as ServiceJson
  row.createdAt = new Date(row.createdAt)
  row.updatedAt = new Date(row.updatedAt)
  row.rating = ratingOf([row.ratingCount, row.ratingSum])
  row.providerRating = ratingOf(toRatingTotals(row.providerRating))
  return row as ServiceRow
}

// Each service of a list as one JSON text: the service's columns, its category's and provider's
// fields and the provider's totals. Read field by field, a card's forty-odd values (five arrays
// among them) were each decoded by the driver's JavaScript on the embedded database's thread, a
// third of a search's time there, then copied across threads and mapped again by the ORM; one text
// is decoded once and parsed by JSON.parse (docs/performance.md).
const serviceRowJson = sql<string>`${jsonObject({
  ...getTableColumns(services),
  category: jsonObject({ id: categories.id, nameTh: categories.nameTh, nameEn: categories.nameEn, nameCn: categories.nameCn, tree: categories.tree }),
  provider: jsonObject({
    id: providers.id,
    userId: providers.userId,
    displayName: providers.displayName,
    username: users.username,
    profilePicture: users.profilePicture,
  }),
  providerRating: providerRatingTotals,
})}::text`.mapWith(serviceRowOf)

export function createCatalogueServicesRepository(db: Database): CatalogueServicesRepository {
  const baseSelect = () =>
    db
      .select({
        // The service's own rating is its kept totals, the provider's theirs, so no list reads
        // the reviews themselves.
        service: serviceRowJson,
        // How many rows the query matches, on every row (a window count): a list's page and its
        // total come from one query. On the embedded database each query pays its own planning and
        // protocol round whatever its rows, and a search used to make two.
        matches: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(services)
      .innerJoin(providers, eq(providers.id, services.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
      .innerJoin(categories, eq(categories.id, services.categoryId))

  // The public list (every search and browse page) for each shape of filter, built once: building a
  // select this wide took the server's thread about half a millisecond a search, and its text is
  // the same every time anyway (the database keeps it parsed, by that text).
  const prepareList = (filter: ServiceFilter) =>
    baseSelect()
      .where(and(publicServiceCondition(), filterCondition(filter)))
      .orderBy(desc(services.createdAt), desc(services.id))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit'))
      .prepare(`public_services_${filterShape(filter)}`)
  const listQueries = new Map<string, ReturnType<typeof prepareList>>()
  const listQuery = (filter: ServiceFilter) => {
    const shape = filterShape(filter)
    let query = listQueries.get(shape)
    if (!query) listQueries.set(shape, (query = prepareList(filter)))
    return query
  }

  // A service's page asks for these two (the service, a page of its reviews) every time it is seen.
  const publicById = baseSelect()
    .where(and(eq(services.id, sql.placeholder('id')), publicServiceCondition()))
    .limit(1)
    .prepare('public_service_by_id')
  const reviewsPage = db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      reviewerUsername: users.username,
      reviewerPicture: users.profilePicture,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.serviceId, sql.placeholder('serviceId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .prepare('service_reviews_page')

  return {
    async listByProvider(providerId) {
      const rows = await baseSelect().where(eq(services.providerId, providerId)).orderBy(desc(services.createdAt), desc(services.id))
      return rows.map((r) => r.service)
    },

    async findById(id) {
      const [row] = await baseSelect().where(eq(services.id, id)).limit(1)
      return row?.service
    },

    async insert(values) {
      const [row] = await db.insert(services).values(values).returning({ id: services.id })
      if (!row) throw new Error('insert returned no row')
      return row.id
    },

    async update(id, providerId, values) {
      const rows = await db.update(services).set(values).where(and(eq(services.id, id), eq(services.providerId, providerId))).returning({ id: services.id })
      return rows.length > 0
    },

    async remove(id, providerId) {
      try {
        const rows = await db.delete(services).where(and(eq(services.id, id), eq(services.providerId, providerId))).returning({ id: services.id })
        return rows.length > 0 ? 'removed' : 'missing'
      } catch (err) {
        if (isForeignKeyViolation(err)) return 'booked'
        throw err
      }
    },

    async findPublicById(id) {
      const [row] = await publicById.execute({ id })
      return row?.service
    },

    async listPublic(filter, window) {
      const query = listQuery(filter)
      const values = filterValues(filter)
      const rows = await query.execute({ ...values, skip: window.skip, limit: window.limit })
      const first = rows[0]
      if (first) return { rows: rows.map((r) => r.service), total: first.matches }
      // A page past the last match has no row to carry the count: the first match carries it (rare).
      if (window.skip === 0) return { rows: [], total: 0 }
      const [any] = await query.execute({ ...values, skip: 0, limit: 1 })
      return { rows: [], total: any?.matches ?? 0 }
    },

    listReviews: (serviceId, window) => reviewsPage.execute({ serviceId, skip: window.skip, limit: window.limit }),

    async findApprovedProviderByUsername(username) {
      const [row] = await db
        .select({
          providerId: providers.id,
          userId: users.id,
          username: users.username,
          displayName: providers.displayName,
          about: providers.about,
          profilePicture: users.profilePicture,
          rating: providerRatingTotals,
        })
        .from(users)
        // Both ways: the user names this providers row, and the row belongs to the user.
        .innerJoin(providers, and(eq(providers.userId, users.id), eq(providers.id, users.providerId)))
        .where(and(eq(users.username, username), eq(providers.verifyStatus, 'approved')))
        .limit(1)
      return row ? { ...row, rating: ratingOf(row.rating) } : undefined
    },
  }
}
