import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { newId, NO_ID } from '../ids'

/**
 * The whole database schema, one file, so drizzle-kit sees every table. Change it, then run
 * `npm run db:generate` and commit the new SQL in ./migrations; never edit a generated migration.
 *
 * Conventions for new tables: ids are varchar(24) hex made by the app (`idColumn()`), snake_case
 * columns, `created_at`/`updated_at` as timestamptz (`timestamps()`).
 */

const idColumn = (name = 'id') => varchar(name, { length: 24 })

const instant = (name: string) => timestamp(name, { withTimezone: true })

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})

export const userRole = pgEnum('user_role', ['normal', 'admin', 'operation', 'unknown'])

export const users = pgTable(
  'users',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    username: text('username').notNull().unique(),
    // Phone and e-mail are each optional (sign-up uses one of them) but unique when present;
    // Postgres unique constraints allow many NULLs, which is exactly that.
    phone: varchar('phone', { length: 10 }).unique(),
    email: text('email').unique(),
    role: userRole('role').notNull().default('normal'),
    // The contract's "none" id rather than NULL, because the client compares with 24 zeros.
    providerId: idColumn('provider_id').notNull().default(NO_ID),
    profilePicture: text('profile_picture').notNull().default(''),
    gender: text('gender'),
    birthdate: date('birthdate', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    check('users_id_hex', sql`${t.id} ~ '^[0-9a-f]{24}$'`),
    check('users_provider_id_hex', sql`${t.providerId} ~ '^[0-9a-f]{24}$'`),
    // Stored lowercased so uniqueness holds however the address was typed (spec 5 lowercases).
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
)

export const providerVerifyStatus = pgEnum('provider_verify_status', ['draft', 'submitted', 'approved', 'rejected'])

/** A user's provider record; its profile fields come with provider registration. At most one per user. */
export const providers = pgTable(
  'providers',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    userId: idColumn('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifyStatus: providerVerifyStatus('verify_status').notNull().default('draft'),
    // The public profile (`/profile/{username}`); empty until the provider writes one, and the
    // display name then falls back to the username.
    displayName: text('display_name').notNull().default(''),
    about: text('about').notNull().default(''),
    ...timestamps(),
  },
  (t) => [check('providers_id_hex', sql`${t.id} ~ '^[0-9a-f]{24}$'`)],
)

/**
 * The live one-time code of each destination (a phone number or a lowercased e-mail). A new send
 * replaces the row, so at most one code per destination is ever usable. Only an HMAC of the code
 * is stored. Times come from the service's clock, not `now()`, so tests can move it.
 */
export const otpCodes = pgTable('otp_codes', {
  destination: text('destination').primaryKey(),
  // Identifies this particular code: a check that read an older code cannot consume its replacement.
  id: idColumn().notNull(),
  codeHash: text('code_hash').notNull(),
  sentAt: instant('sent_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  consumedAt: instant('consumed_at'),
})

/** Every send per destination, for the hourly limit; rows older than the window are pruned on the next send. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    destination: text('destination').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('otp_sends_destination_sent_at_idx').on(t.destination, t.sentAt)],
)

/**
 * A sign-in: every refresh token rotated from one login belongs to its family. The family's
 * expiry is absolute (rotation does not extend it); revoking it ends every token in it.
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('refresh_token_families_user_id_idx').on(t.userId)],
)

/** Refresh tokens by SHA-256 (the token itself is never stored). `rotated_at` set: already used once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: idColumn('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    rotatedAt: instant('rotated_at'),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId)],
)

/** Policy pages (terms, privacy) served at GET /v2/contents/{key}. */
export const contents = pgTable('contents', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})

/** Answers to the site survey (`/survey`). Anonymous: no user, no address. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    rating: integer('rating').notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('survey_responses_rating', sql`${t.rating} between 1 and 5`)],
)

const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

const hexCheck = (table: string, column: AnyPgColumn) => check(`${table}_id_hex`, sql`${column} ~ '^[0-9a-f]{24}$'`)

/**
 * The category tree (spec 3, "Category"). `name_th` is also the answer's `name`. `tree` holds the
 * ancestor ids from the root down (empty for a root), so "this category and everything under it"
 * is one indexable test: `id = X or X = any(tree)`; `parent_id` is its last element, kept as a
 * column for the foreign key and the sub-category call.
 */
export const categories = pgTable(
  'categories',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    parentId: idColumn('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    tree: textArray('tree'),
    level: integer('level').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    description: text('description').notNull().default(''),
    picture: text('picture').notNull().default(''),
    pictureSquare: text('picture_square').notNull().default(''),
    pictureLandscape: text('picture_landscape').notNull().default(''),
    hamburgerBarVisible: boolean('hamburger_bar_visible').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    hexCheck('categories', t.id),
    check('categories_level', sql`${t.level} >= 1`),
    index('categories_parent_id_idx').on(t.parentId),
    index('categories_tree_idx').using('gin', t.tree),
  ],
)

/** Who may see a service besides its provider: only `approved` ones are ever public. */
export const serviceVerifyStatus = pgEnum('service_verify_status', ['pending', 'approved', 'rejected'])

/**
 * A provider's offer (spec 3, "Service default shape"). `open_hours` is the weekly availability
 * in UTC as week-hour indexes (day * 24 + hour, day 0 = Sunday, 0..167): searching by day or
 * time of day is then one array overlap, and the 7 x 24 grid of the answer is built from it.
 */
export const services = pgTable(
  'services',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    providerId: idColumn('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    categoryId: idColumn('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Whole baht per session.
    price: integer('price').notNull(),
    openHours: integer('open_hours')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    enabledInstant: boolean('enabled_instant').notNull().default(false),
    enabledPublicSession: boolean('enabled_public_session').notNull().default(false),
    enabledPrivateSession: boolean('enabled_private_session').notNull().default(true),
    minutesPerSession: integer('minutes_per_session').notNull().default(60),
    maxAttendeesPerSession: integer('max_attendees_per_session').notNull().default(1),
    minAttendeesForPrivate: integer('min_attendees_for_private').notNull().default(1),
    exampleDocuments: textArray('example_documents'),
    video: text('video').notNull().default(''),
    thumbnails: textArray('thumbnails'),
    highlights: textArray('highlights'),
    requireItems: textArray('require_items'),
    proofPicture: text('proof_picture').notNull().default(''),
    verifyStatus: serviceVerifyStatus('verify_status').notNull().default('approved'),
    visible: boolean('visible').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    hexCheck('services', t.id),
    check('services_price', sql`${t.price} >= 0`),
    check('services_minutes', sql`${t.minutesPerSession} > 0`),
    index('services_category_id_idx').on(t.categoryId),
    index('services_provider_id_idx').on(t.providerId),
    index('services_created_at_idx').on(t.createdAt),
  ],
)

/** A consumer's review of a service, 1 to 5 stars. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    serviceId: idColumn('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    reviewerId: idColumn('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    hexCheck('reviews', t.id),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    index('reviews_service_id_created_at_idx').on(t.serviceId, t.createdAt),
  ],
)

/** Spec 3, "Request status". */
export const serviceRequestStatus = pgEnum('service_request_status', ['pending', 'open', 'closed'])

/** A consumer's tutoring job request (`/tutoring/jobs`). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    categoryId: idColumn('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    requesterId: idColumn('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Whole baht the requester offers for the job.
    budget: integer('budget').notNull(),
    status: serviceRequestStatus('status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    hexCheck('service_requests', t.id),
    check('service_requests_budget', sql`${t.budget} >= 0`),
    index('service_requests_category_id_idx').on(t.categoryId),
  ],
)

/** Blog sections (courses, how to use), per domain (a root category such as tutoring). */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    domainId: idColumn('domain_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [hexCheck('blog_categories', t.id)],
)

/**
 * Blog posts. `content_html` is stored already sanitized (server/html/blog-html.ts, applied by the
 * repository's save path), so every reader may render it as is.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    blogCategoryId: idColumn('blog_category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    coverPicture: text('cover_picture').notNull().default(''),
    author: text('author').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    ...timestamps(),
  },
  (t) => [hexCheck('blogs', t.id), index('blogs_blog_category_id_created_at_idx').on(t.blogCategoryId, t.createdAt)],
)

/** One row per seed step that has run, so seeding at every start changes nothing the second time. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
})
