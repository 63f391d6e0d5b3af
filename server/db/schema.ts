import { sql } from 'drizzle-orm'
import { check, date, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { newId, NO_ID } from '../ids'

/**
 * The whole database schema, one file, so drizzle-kit sees every table. Change it, then run
 * `npm run db:generate` and commit the new SQL in ./migrations; never edit a generated migration.
 *
 * Conventions for new tables: ids are varchar(24) hex made by the app (`idColumn()`), snake_case
 * columns, `created_at`/`updated_at` as timestamptz (`timestamps()`).
 */

const idColumn = (name = 'id') => varchar(name, { length: 24 })

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

/** One row per seed step that has run, so seeding at every start changes nothing the second time. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
})
