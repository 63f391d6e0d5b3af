import { PGlite, types } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { withPreparedStatements } from '../../server/db/pglite-statements'

// The prepared-statement path must answer exactly what PGlite's own `query` answers: same rows,
// same parsed types, same errors, same queueing behind transactions. Each test compares the two
// on one in-memory database (a fresh table and no prepared statements for each test).
let pg: PGlite
let fast: PGlite

beforeAll(async () => {
  pg = new PGlite()
  await pg.waitReady
})

afterAll(async () => {
  await pg.close()
})

beforeEach(async () => {
  await pg.exec('deallocate all; drop table if exists things')
  await pg.exec(`
    create table things (
      id text primary key,
      n integer,
      big bigint,
      price numeric(10, 2),
      ok boolean,
      doc jsonb,
      at timestamptz,
      day date,
      tags text[],
      blob bytea,
      note text unique
    )`)
  fast = withPreparedStatements(pg, { maxStatements: 3 })
})

const insert = `insert into things (id, n, big, price, ok, doc, at, day, tags, blob, note) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`
const row = ['a', 7, 9007199254740993n, '12.50', true, { th: 'สวัสดี', list: [1, 2] }, new Date('2026-01-02T03:04:05.678Z'), '2026-02-03', ['คณิต', 'a,b', 'x"y'], new Uint8Array([0, 1, 254, 255]), 'หนึ่ง']

async function prepared(): Promise<number> {
  const answer = await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')
  return answer.rows[0]!.n
}

describe('PGlite with prepared statements', () => {
  it('stores and reads every column type as PGlite.query does, in object and array row modes', async () => {
    const written = await fast.query(insert, row)
    expect(written.affectedRows).toBe(1)
    await pg.query(insert, ['b', null, null, null, null, null, null, null, null, null, null])
    const select = 'select * from things order by id'
    for (const rowMode of ['object', 'array'] as const) {
      const drizzleParsers = { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value }
      for (const options of [{ rowMode }, { rowMode, parsers: drizzleParsers }]) {
        const ours = await fast.query(select, [], options)
        const theirs = await pg.query(select, [], options)
        expect(ours.rows).toEqual(theirs.rows)
        expect(ours.fields).toEqual(theirs.fields)
      }
    }
    const [first] = (await fast.query<Record<string, unknown>>('select * from things where id = $1', ['a'])).rows
    expect(first).toMatchObject({ n: 7, big: 9007199254740993n, price: '12.50', ok: true, doc: { th: 'สวัสดี', list: [1, 2] }, tags: ['คณิต', 'a,b', 'x"y'], note: 'หนึ่ง' })
    expect((first!.at as Date).toISOString()).toBe('2026-01-02T03:04:05.678Z')
    expect([...(first!.blob as Uint8Array)]).toEqual([0, 1, 254, 255])
  })

  it('reuses one prepared statement per SQL text and closes the least recently used past the limit', async () => {
    await fast.query(insert, row)
    for (let i = 0; i < 5; i++) expect((await fast.query('select id from things where n = $1', [7])).rows).toEqual([{ id: 'a' }])
    expect(await prepared()).toBe(2)
    for (const column of ['n', 'big', 'ok', 'note']) await fast.query(`select id from things where ${column} is not null`)
    expect(await prepared()).toBe(3)
    // The evicted statements still run (prepared again).
    expect((await fast.query('select id from things where n = $1', [7])).rows).toEqual([{ id: 'a' }])
    expect(await prepared()).toBe(3)
  })

  it('answers the same DatabaseError as PGlite.query, with the statement on it, and keeps working after it', async () => {
    await fast.query(insert, row)
    const failure = await fast.query(insert, ['z', ...row.slice(1)]).catch((error: unknown) => error)
    const expected = await pg.query(insert, ['z', ...row.slice(1)]).catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: '23505', constraint: 'things_note_key', query: insert })
    expect((failure as Error).constructor).toBe((expected as Error).constructor)
    expect((failure as Error).message).toBe((expected as Error).message)
    await expect(fast.query('select from nowhere')).rejects.toMatchObject({ code: '42P01', query: 'select from nowhere' })
    await expect(fast.query('selec 1')).rejects.toMatchObject({ code: '42601' })
    expect((await fast.query('select count(*)::int as n from things')).rows).toEqual([{ n: 1 }])
  })

  it('prepares a statement again when the table it reads has changed shape', async () => {
    await fast.query(insert, row)
    const select = 'select * from things where id = $1'
    expect(Object.keys((await fast.query<object>(select, ['a'])).rows[0]!)).not.toContain('extra')
    await pg.exec(`alter table things add column extra text default 'เพิ่ม'`)
    expect((await fast.query<{ extra: string }>(select, ['a'])).rows[0]!.extra).toBe('เพิ่ม')
  })

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let inside!: () => void
    const started = new Promise<void>((resolve) => (inside = resolve))
    const transaction = fast.transaction(async (tx) => {
      await tx.query(insert, row)
      inside()
      await held
      await tx.rollback()
    })
    await started
    let answered = false
    const outside = fast.query<{ n: number }>('select count(*)::int as n from things').then((answer) => {
      answered = true
      return answer
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    release()
    await transaction
    expect((await outside).rows).toEqual([{ n: 0 }])
  })

  it('refuses queries once the database is closed', async () => {
    const own = new PGlite()
    const wrapped = withPreparedStatements(own)
    expect((await wrapped.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    await own.close()
    await expect(wrapped.query('select 1 as one')).rejects.toThrow(/closed/)
  })
})
