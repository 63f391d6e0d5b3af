import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/server/db/client'
import { violatedUniqueConstraint } from '~/server/db/db-errors'
import { queryRows } from './support/test-db'

// The server's embedded database (a data folder) runs on a thread of its own
// (server/db/pglite-thread-client.ts); so do the in-memory ones of the other integration tests.
const opened: DatabaseHandle[] = []
const folders: string[] = []
afterAll(async () => {
  for (const handle of opened.splice(0)) await handle.close()
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function open(dataDir = mkdtempSync(join(tmpdir(), 'marketplace-thread-'))) {
  if (!folders.includes(dataDir)) folders.push(dataDir)
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  opened.push(handle)
  await handle.db.execute(sql`create table if not exists notes (id int primary key, body text not null)`)
  return { handle, db: handle.db, dataDir }
}

type Db = DatabaseHandle['db']
const count = async (db: Db) => Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notes`))[0]?.n)
const bodies = async (db: Db) => (await queryRows<{ body: string }>(db, sql`select body from notes order by id`)).map((r) => r.body)

describe('the embedded database on its own thread', () => {
  // One database for the tests below (a new data folder takes seconds to set up), emptied before each.
  let shared: Awaited<ReturnType<typeof open>> | undefined
  const fresh = async () => {
    shared ??= await open()
    await shared.db.execute(sql`truncate notes`)
    return shared
  }

  it('migrates, answers rows as the driver does, and keeps them across a restart', async () => {
    const { handle, db, dataDir } = await open()
    await handle.migrate()
    await db.execute(sql`insert into notes values (1, 'สวัสดี'), (2, 'two')`)
    expect(await bodies(db)).toEqual(['สวัสดี', 'two'])
    // Times come back as text for the ORM to read, as on the main thread.
    expect(typeof (await queryRows<{ now: unknown }>(db, sql`select now() as now`))[0]?.now).toBe('string')
    await handle.close()
    await expect(db.execute(sql`select 1`)).rejects.toThrow()
    const again = await open(dataDir)
    expect(await count(again.db)).toBe(2)
  })

  it('commits a transaction, rolls one back on an error, and hands errors over with their PostgreSQL fields', async () => {
    const { db } = await fresh()
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'kept')`)
      await tx.execute(sql`insert into notes values (2, 'kept too')`)
    })
    const failed = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'undone')`)
        await tx.execute(sql`insert into notes values (1, 'a second id 1')`)
      })
      .catch((error: unknown) => error)
    expect(violatedUniqueConstraint(failed)).toBe('notes_pkey')
    expect(await count(db)).toBe(2)
    // A savepoint inside a transaction: the inner part undone, the outer kept.
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (4, 'outer')`)
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into notes values (5, 'inner')`)
        inner.rollback()
      }).catch(() => {})
    })
    expect(await bodies(db)).toEqual(['kept', 'kept too', 'outer'])
  })

  it('keeps statements from outside an open transaction out of it: they run after it ends', async () => {
    const { db } = await fresh()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const inside = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (1, 'inside')`)
        await held
        throw new Error('changed my mind')
      })
      .catch((error: unknown) => error)
    // Let the transaction begin, then write from outside it while it is open.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const outside = db.execute(sql`insert into notes values (2, 'outside')`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    expect(await inside).toBeInstanceOf(Error)
    await outside
    // The rollback took back only the transaction's own row.
    expect(await bodies(db)).toEqual(['outside'])
  })

  it('answers times, dates and intervals (and arrays of them) as text and other values as values, query after query', async () => {
    const { db } = await fresh()
    const typed = () =>
      queryRows(
        db,
        sql`select timestamptz '2026-01-02 03:04:05+00' as at, timestamp '2026-01-02 03:04:05' as local, date '2026-01-02' as day,
          interval '1 day 2 hours' as span, array[timestamptz '2026-01-02 03:04:05+00'] as ats, array[date '2026-01-02'] as days,
          array[1.5, 2]::numeric[] as amounts, 7::int as n, true as yes, '{"a":[1]}'::jsonb as doc, array[1, 2] as ns`,
      )
    for (let round = 0; round < 3; round++) {
      const [row] = await typed()
      expect(row).toEqual({
        at: '2026-01-02 03:04:05+00',
        local: '2026-01-02 03:04:05',
        day: '2026-01-02',
        span: '1 day 02:00:00',
        ats: '{"2026-01-02 03:04:05+00"}',
        days: '{2026-01-02}',
        amounts: '{1.5,2}',
        n: 7,
        yes: true,
        doc: { a: [1] },
        ns: [1, 2],
      })
    }
  })

  it('leaves the event loop free while a query runs', async () => {
    const { db } = await fresh()
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    try {
      let during = 0
      // A query of a few hundred milliseconds; timers on this thread keep firing meanwhile.
      await db.execute(sql`select count(*) from generate_series(1, 3000000)`).then(() => (during = ticks))
      expect(during).toBeGreaterThan(0)
    } finally {
      clearInterval(timer)
    }
  })

  describe('statements kept parsed', () => {
    const kept = async (db: Db) => Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_prepared_statements`))[0]?.n)
    const bodyOf = (db: Db, id: number) => queryRows<{ body: string }>(db, sql`select body from notes where id = ${id}`)

    it('answers the same statement with other values as it answers a statement parsed afresh', async () => {
      const { db } = await fresh()
      await db.execute(sql`insert into notes values (1, 'one'), (2, 'two'), (3, 'สาม')`)
      const before = await kept(db)
      for (const id of [1, 2, 3, 4, 3]) {
        // The same query with a comment is another text, so it is parsed anew: both must agree.
        const again = await queryRows<{ body: string }>(db, sql`select body from notes where id = ${id} -- ${sql.raw(String(id))}`)
        expect(await bodyOf(db, id)).toEqual(again)
      }
      expect(await bodyOf(db, 3)).toEqual([{ body: 'สาม' }])
      expect(await bodyOf(db, 4)).toEqual([])
      // Kept by name: one more for the statement above, one for each commented text.
      expect(await kept(db)).toBeGreaterThan(before)
    })

    it('keeps a bounded number, and answers a statement again after it was let go', async () => {
      const { db } = await fresh()
      const sum = async (i: number) => Number((await queryRows<{ n: number }>(db, sql`select ${sql.raw(String(i))}::int + ${1}::int as n`))[0]?.n)
      for (let i = 0; i < 300; i++) expect(await sum(i)).toBe(i + 1)
      const held = await kept(db)
      expect(held).toBeGreaterThan(200)
      expect(held).toBeLessThanOrEqual(250)
      expect(await sum(0)).toBe(1)
    })

    it('answers a kept statement after an error in its values, and after its table changed', async () => {
      const { db } = await fresh()
      const asNumber = (value: string) => queryRows<{ n: number }>(db, sql`select ${value}::int as n`)
      await expect(asNumber('not a number')).rejects.toMatchObject({ cause: { code: '22P02' } })
      expect(await asNumber('42')).toEqual([{ n: 42 }])
      await db.execute(sql`insert into notes values (1, 'one')`)
      const all = () => queryRows(db, sql`select * from notes order by id`)
      expect(await all()).toEqual([{ id: 1, body: 'one' }])
      // A column more under a kept `select *`: PostgreSQL refuses the old statement; it is parsed again.
      await db.execute(sql`alter table notes add column mood text not null default 'ok'`)
      try {
        expect(await all()).toEqual([{ id: 1, body: 'one', mood: 'ok' }])
        // The refused statement was closed, not left behind beside the one parsed again.
        expect(await queryRows(db, sql`select name from pg_prepared_statements where statement = 'select * from notes order by id'`)).toHaveLength(1)
      } finally {
        await db.execute(sql`alter table notes drop column mood`)
      }
      expect(await all()).toEqual([{ id: 1, body: 'one' }])
    })
  })
})
