import { Worker } from 'node:worker_threads'
import type { PGlite, Results, Transaction } from '@electric-sql/pglite'
import { findPgliteThread } from '~/server/paths'

/**
 * PGlite on a thread of its own (pglite-thread.mjs), offered to the ORM as the PGlite it expects:
 * `query`, `exec`, `transaction` and `close`. The main thread only sends statements and receives
 * rows, so a page render or a WebSocket message no longer waits while a query runs, and on a
 * machine with two cores the database works beside them.
 *
 * One connection, as PGlite itself has: the thread runs statements in the order they arrive. A
 * transaction holds it: while one is open, statements from outside it wait for its end (as
 * PGlite's own transaction lock makes them), and transactions run one after another.
 */
export type PgliteThreadClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } }
type Pending = { resolve(value: unknown): void; reject(error: Error): void }
type Request = { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' } | { op: 'exec'; sql: string } | { op: 'close' }

/** An error from the thread as the driver's own: a `DatabaseError`-like object with PostgreSQL's fields. */
function databaseError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields)
}

/** Where the thread's database lives: a data folder, or memory (empty, or a saved copy's bytes as `PGlite.dumpDataDir` makes them). */
export type PgliteThreadSource = { dataDir: string } | { loadDataDir?: Uint8Array }

export async function startPgliteThread(source: PgliteThreadSource): Promise<PgliteThreadClient> {
  const worker = new Worker(findPgliteThread(import.meta.url), { workerData: source })
  const pending = new Map<number, Pending>()
  let nextId = 0
  let closed = false
  let failure: Error | undefined

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`the database thread exited while starting (code ${code})`))
    worker.once('error', reject)
    worker.once('exit', onExit)
    worker.once('message', (message: { ready: boolean; error?: Reply['error'] }) => {
      worker.off('error', reject)
      worker.off('exit', onExit)
      if (message.ready) resolve()
      else reject(databaseError(message.error ?? { message: 'the database did not open' }))
    })
  })

  worker.on('message', ({ id, result, error }: Reply) => {
    const waiting = pending.get(id)
    pending.delete(id)
    if (error) waiting?.reject(databaseError(error))
    else waiting?.resolve(result)
  })
  // A thread that dies takes its answers with it: everything waiting fails, and so does anything later.
  const fail = (error: Error) => {
    failure ??= error
    closed = true
    for (const waiting of pending.values()) waiting.reject(failure)
    pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`the database thread exited (code ${code})`)))

  const send = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure)
    if (closed && request.op !== 'close') return Promise.reject(new Error('the database is closed'))
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ id, ...request })
    })
  }

  const run = <T>(sql: string, params: unknown[] = [], options?: { rowMode?: 'array' | 'object' }) =>
    send<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode ?? 'object' })

  // Resolves when no transaction is open or waiting; statements from outside wait on it.
  let transactions: Promise<unknown> = Promise.resolve()
  let inTransaction = 0

  const outside = <T>(statement: () => Promise<T>): Promise<T> => (inTransaction > 0 ? transactions.then(() => outside(statement)) : statement())

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const started = transactions.then(async () => {
      inTransaction++
      try {
        await run('BEGIN')
        let ended = false
        const tx = {
          query: run,
          exec: (sql: string) => send({ op: 'exec', sql }),
          rollback: async () => {
            ended = true
            await run('ROLLBACK')
          },
          get closed() {
            return ended
          },
        } as unknown as Transaction
        try {
          const result = await callback(tx)
          if (!ended) await run('COMMIT')
          return result
        } catch (error) {
          if (!ended) await run('ROLLBACK').catch(() => {})
          throw error
        }
      } finally {
        inTransaction--
      }
    })
    transactions = started.catch(() => {})
    return started
  }

  return {
    query: ((sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) => outside(() => run(sql, params, options))) as PGlite['query'],
    exec: ((sql: string) => outside(() => send({ op: 'exec', sql }))) as PGlite['exec'],
    transaction: transaction as PGlite['transaction'],
    get closed() {
      return closed
    },
    async close() {
      if (closed) return
      await outside(() => send({ op: 'close' }))
      closed = true
      await worker.terminate()
    },
  }
}
