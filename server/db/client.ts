import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { findMigrationsFolder } from '~/server/paths'
import * as schema from './schema'

/**
 * Opens the database: embedded PGlite (default, zero install) or PostgreSQL when a URL is given.
 * Both are exposed as the common `PgDatabase` type, so repositories never know which it is.
 */
export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  readonly db: Database
  readonly kind: 'pglite' | 'postgres'
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>
  /**
   * What PostgreSQL's autovacuum does in the background, for a database that has none: PGlite
   * runs no background workers, so without this its planner never has statistics (it plans every
   * query as if each table held a row or two; the catalogue search took half as long again) and dead
   * rows are never reclaimed. `VACUUM (ANALYZE)` on PGlite; nothing on PostgreSQL, whose own
   * autovacuum does it.
   */
  maintain(): Promise<void>
  /** Idempotent. After it, queries fail (the health check then answers 503). */
  close(): Promise<void>
}

export type OpenDatabaseOptions =
  /**
   * `dataDir` undefined: an in-memory PGlite (tests), empty or started from a saved copy of a data
   * folder (`loadDataDir`: the bytes of what `PGlite.dumpDataDir` makes).
   */
  | { kind: 'pglite'; dataDir?: string | undefined; loadDataDir?: Uint8Array }
  | { kind: 'postgres'; url: string; maxConnections?: number }

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_001

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder(import.meta.url)

  if (options.kind === 'pglite') {
    if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true })
    // A data folder (the server), or in memory (tests): empty, or a saved copy of a data folder.
    const client =
      options.dataDir !== undefined
        ? await PGlite.create(options.dataDir)
        : await PGlite.create(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir as Uint8Array<ArrayBuffer>]) } : {})
    const db = drizzlePglite({ client, schema })
    let closed: Promise<void> | undefined
    // One connection, but overlapping calls would interleave their statements: queue them, as the
    // advisory lock does for PostgreSQL.
    let migrations: Promise<void> = Promise.resolve()
    return {
      db,
      kind: 'pglite',
      migrate: () => (migrations = migrations.catch(() => {}).then(() => migratePglite(db, { migrationsFolder }))),
      maintain: async () => {
        await client.exec('VACUUM (ANALYZE)')
      },
      close: () => (closed ??= client.closed ? Promise.resolve() : client.close()),
    }
  }

  const client = postgres(options.url, {
    max: options.maxConnections ?? 10,
    // Migrations and `IF NOT EXISTS` emit NOTICEs; they are noise, not problems.
    onnotice: () => {},
  })
  const db = drizzlePostgres({ client, schema })
  let closed: Promise<void> | undefined
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once against one PostgreSQL: a session advisory lock,
      // held on a reserved connection, makes them migrate one after the other.
      const lock = await client.reserve()
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`
        await migratePostgres(db, { migrationsFolder })
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {})
        lock.release()
      }
    },
    maintain: async () => {},
    close: () => (closed ??= client.end({ timeout: 5 })),
  }
}

/** Where the configured backend keeps its data: PostgreSQL by URL, else PGlite under DATA_DIR. */
export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined
  dataDir: string
}): OpenDatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') }
}
