import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client'
import { findMigrationsFolder } from '~/server/paths'
import { createTestDatabase, queryRows, testDatabaseUrl } from './support/test-db'

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(handle.db, sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`)
  return rows.map((r) => r.table_name)
}

const TABLES = [
  'blog_categories',
  'blogs',
  'board_strokes',
  'boards',
  'booking_extensions',
  'bookings',
  'categories',
  'chat_messages',
  'contents',
  'notification_settings',
  'notifications',
  'otp_client_codes',
  'otp_client_guesses',
  'otp_client_sends',
  'otp_destinations',
  'provider_documents',
  'providers',
  'push_subscriptions',
  'realtime_instances',
  'realtime_sockets',
  'realtime_tickets',
  'refresh_token_families',
  'refresh_tokens',
  'reviews',
  'room_presence',
  'seed_runs',
  'service_requests',
  'services',
  'session_attendance',
  'survey_responses',
  'users',
  'wallet_transactions',
]

async function checkMigrations(kind: 'pglite' | 'postgres') {
  const testDb = await createTestDatabase({ kind, migrate: false })
  try {
    expect(await tableNames(testDb.handle)).toEqual([])
    await testDb.handle.migrate()
    expect(await tableNames(testDb.handle)).toEqual(TABLES)
    // A second run (every restart) is a no-op.
    await testDb.handle.migrate()
    expect(await tableNames(testDb.handle)).toEqual(TABLES)
    // The schema's own rules hold in the database, not just in the app.
    await expect(
      testDb.handle.db.execute(sql`insert into users (id, username) values ('not-hex', 'x')`),
    ).rejects.toThrow()
    await expect(
      testDb.handle.db.execute(
        sql`insert into users (id, username, email) values ('65d0000000000000000000ff', 'x', 'Upper@Example.com')`,
      ),
    ).rejects.toThrow()
  } finally {
    await testDb.destroy()
  }
}

describe('migrations', () => {
  it('the committed migrations folder is found from the source tree', () => {
    expect(findMigrationsFolder()).toMatch(/server[/\\]db[/\\]migrations$/)
  })

  // Each run of the suite uses one database kind (PGlite by default, PostgreSQL with
  // TEST_DATABASE_URL); CI runs it both ways, so both paths are exercised.
  it(`apply on the suite's database (${testDatabaseUrl ? 'postgres' : 'pglite'})`, async () => {
    await checkMigrations(testDatabaseUrl ? 'postgres' : 'pglite')
  })

  it('concurrent migrations on one database do not collide', async () => {
    const testDb = await createTestDatabase({ migrate: false })
    try {
      await Promise.all([testDb.handle.migrate(), testDb.handle.migrate(), testDb.handle.migrate()])
      expect(await tableNames(testDb.handle)).toEqual(TABLES)
    } finally {
      await testDb.destroy()
    }
  })
})
