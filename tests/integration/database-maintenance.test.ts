import { sql, type SQL } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestBackend, type TestBackend } from './support/test-backend'
import type { DatabaseHandle } from '~/server/db/client'
import { createTestDatabase } from './support/test-db'

// The embedded database has no autovacuum: the backend looks after its statistics itself. Always
// on an embedded database of its own (also when the suite runs on PostgreSQL, whose own
// autovacuum does this), since that is where it matters.
describe('database maintenance on the embedded database', () => {
  let backend: TestBackend | undefined
  afterEach(async () => {
    await backend?.destroy()
    backend = undefined
  })

  const start = async (databaseMaintenanceMs: number, change: (handle: DatabaseHandle) => DatabaseHandle = (handle) => handle) => {
    const own = await createTestDatabase({ kind: 'pglite' })
    backend = await createTestBackend({ database: change(own.handle), databaseMaintenanceMs })
    const destroyBackend = backend.destroy
    backend.destroy = async () => {
      await destroyBackend()
      await own.destroy()
    }
    return backend
  }

  /** What the planner believes a table holds (-1: never measured), and what it holds. */
  const rowsOf = async (b: TestBackend, table: 'services' | 'reviews') => {
    // The embedded driver answers { rows }.
    const one = async (query: SQL) => ((await b.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n
    return {
      believed: await one(sql`select reltuples::int as n from pg_class where relname = ${table} and relkind = 'r'`),
      counted: await one(sql.raw(`select count(*)::int as n from ${table}`)),
    }
  }

  it('gives the planner statistics of the seeded data before the first request', async () => {
    const b = await start(60 * 60_000)
    for (const table of ['services', 'reviews'] as const) {
      const { believed, counted } = await rowsOf(b, table)
      expect(counted).toBeGreaterThan(0)
      expect(believed).toBe(counted)
    }
  })

  it('measures again as the data changes', async () => {
    const b = await start(100)
    const before = await rowsOf(b, 'reviews')
    await b.db.execute(sql`delete from reviews where rating < 5`)
    const after = (await rowsOf(b, 'reviews')).counted
    expect(after).toBeLessThan(before.counted ?? 0)
    // Runs every 100 ms, one at a time; the deadline is for a loaded machine, not a speed check.
    await vi.waitFor(async () => expect((await rowsOf(b, 'reviews')).believed).toBe(after), { timeout: 15_000, interval: 50 })
  })

  it('starts and serves when the maintenance fails, and says so in the log', async () => {
    const b = await start(60 * 60_000, (handle) => ({ ...handle, maintain: () => Promise.reject(new Error('no space left on device')) }))
    expect((await b.app.request('/healthz')).status).toBe(200)
    expect(b.logLines.some((line) => line.includes('database maintenance failed') && line.includes('no space left on device'))).toBe(true)
  })

  it('leaves the statistics alone when turned off', async () => {
    const b = await start(0)
    expect((await rowsOf(b, 'reviews')).believed).toBe(-1)
  })
})
