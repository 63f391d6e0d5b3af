import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import postgres from 'postgres'
import { inject } from 'vitest'
import type { SQL } from 'drizzle-orm'
import { openDatabase, type Database, type DatabaseHandle } from '~/server/db/client'
import { requirePostgres } from '~/tests/support/services'

/**
 * A fresh, migrated database per test file: in-memory PGlite by default (a copy of the empty or
 * migrated database saved once per run, pglite-templates.ts); with
 * TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) a new database
 * `test_<random>` on that server, dropped by `destroy()`.
 */
export type TestDatabase = {
  readonly handle: DatabaseHandle
  readonly kind: 'pglite' | 'postgres'
  /** Closes the handle (if still open) and drops the PostgreSQL database. */
  destroy(): Promise<void>
}

export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined

export async function createTestDatabase(
  options: { kind?: 'pglite' | 'postgres'; migrate?: boolean } = {},
): Promise<TestDatabase> {
  const kind = options.kind ?? (testDatabaseUrl ? 'postgres' : 'pglite')
  const handle = kind === 'pglite' ? await openPglite(options.migrate !== false) : await createPostgresDatabase()
  // On a migrated copy this finds nothing left to apply.
  if (options.migrate !== false) await handle.migrate()
  return {
    handle: handle,
    kind,
    destroy: async () => {
      await handle.close()
      await (handle as Partial<PostgresTestHandle>).drop?.()
    },
  }
}

function openPglite(migrated: boolean): Promise<DatabaseHandle> {
  const templates = inject('pgliteTemplates')
  if (!templates) return openDatabase({ kind: 'pglite' })
  return openDatabase({ kind: 'pglite', loadDataDir: readFileSync(migrated ? templates.migrated : templates.empty) })
}

type PostgresTestHandle = DatabaseHandle & { drop(): Promise<void> }

async function createPostgresDatabase(): Promise<PostgresTestHandle> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set')
  await requirePostgres(testDatabaseUrl)
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: url.href, maxConnections: 4 })
  return {
    ...handle,
    async drop() {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await admin.end({ timeout: 5 })
      }
    },
  }
}

/** The rows a raw statement answers, on either database: PGlite answers `{ rows }`, postgres-js an array of rows. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows
}
