import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
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

/** One row per seed step that has run, so seeding at every start changes nothing the second time. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
})
