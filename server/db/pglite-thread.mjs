// The embedded database's own thread (see pglite-thread-client.ts). PGlite is PostgreSQL compiled
// to WebAssembly: every statement runs synchronously on the thread that holds it, so on the
// server's main thread each query stopped page renders, API calls and WebSocket traffic for its
// whole length. Here it has a thread, and a core, of its own.
//
// Plain JavaScript on purpose: Node starts a worker from a file, and this one is loaded as it is
// by the built server, the development server and the tests alike (the build copies it).
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, parse, protocol, types } from '@electric-sql/pglite'

// Dates, times and intervals answered as text, as the ORM's PGlite driver asks for them on every
// query (it parses them itself); functions cannot cross to the main thread, so they are here.
const asText = (value) => value
const PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
}

/** A database error as plain data: its message and PostgreSQL's fields (code, constraint, …). */
function plainError(error) {
  const fields = {}
  for (const [key, value] of Object.entries(error ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value
  }
  return { ...fields, message: error instanceof Error ? error.message : String(error) }
}

// A data folder (the server), or memory (tests): empty, or a saved copy of a data folder.
const db =
  workerData.dataDir !== undefined
    ? new PGlite(workerData.dataDir)
    : new PGlite(workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {})

// Statements kept parsed, by their text. PostgreSQL parses and plans a statement every time it is
// sent unnamed (as PGlite's own `query` sends it); for the catalogue's searches that was most of
// their time (on PostgreSQL itself, about 0.3 ms parsing and 0.8-1 ms planning against 0.2 ms
// running). A statement kept under a name is parsed once, and after a few runs PostgreSQL plans it
// once too when a plan for any parameters costs no more than one for these (its plan cache). The
// ORM sends the same text for the same query with different values, so a few hundred names cover
// every query of the server; the least recently used beyond that is closed.
const KEPT_STATEMENTS = 250
/** Statement text -> its name and its parameters' type ids, least recently used first. */
const statements = new Map()
let statementsMade = 0

/** One extended-protocol message, its answers read (an error answer throws, as in PGlite's own `query`). */
const step = (message) => db.execProtocolStream(message, { syncToFs: false })

async function statementFor(sql) {
  const kept = statements.get(sql)
  if (kept) {
    statements.delete(sql)
    statements.set(sql, kept)
    return kept
  }
  const name = `s${statementsMade++}`
  await step(protocol.serialize.parse({ name, text: sql }))
  const statement = { name, types: parse.parseDescribeStatementResults(await step(protocol.serialize.describe({ type: 'S', name }))) }
  statements.set(sql, statement)
  if (statements.size > KEPT_STATEMENTS) {
    const [oldest, { name: closing }] = statements.entries().next().value
    statements.delete(oldest)
    await step(protocol.serialize.close({ type: 'S', name: closing }))
  }
  return statement
}

/** A kept statement PostgreSQL refuses because its result columns changed (a table altered under a `select *`). */
const isChangedResultType = (error) => error?.code === '0A000' && /cached plan must not change result type/.test(error.message)

/**
 * Forgets a kept statement and closes it, in a message sequence of its own: after an error,
 * PostgreSQL skips every message up to the next sync, so a close sent then would not happen.
 */
async function forget(sql) {
  const kept = statements.get(sql)
  if (!kept) return
  statements.delete(sql)
  await step(protocol.serialize.close({ type: 'S', name: kept.name })).catch(() => {})
  await step(protocol.serialize.sync())
}

/**
 * One run of a statement: bind, describe, execute and sync, as PGlite's own `query` sends them.
 * Answers its result, or throws its error with `idle` (no transaction open after it).
 */
async function runOnce(sql, params, options) {
  const messages = []
  let failure
  try {
    const statement = await statementFor(sql)
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const serialize = db.serializers[statement.types[i]]
      return serialize ? serialize(value) : value.toString()
    })
    messages.push(...(await step(protocol.serialize.bind({ statement: statement.name, values }))))
    messages.push(...(await step(protocol.serialize.describe({ type: 'P' }))))
    messages.push(...(await step(protocol.serialize.execute({}))))
  } catch (error) {
    failure = error
  }
  const synced = await step(protocol.serialize.sync())
  if (failure) {
    if (isChangedResultType(failure)) await forget(sql)
    throw Object.assign(failure, { idle: synced.at(-1)?.status === 'I' })
  }
  messages.push(...synced)
  await db.syncToFs()
  return parse.parseResults(messages, answerParsers(), options)[0]
}

/**
 * PGlite's parsers with `PARSERS` over them, merged once. Handed to PGlite as a query's own
 * `parsers`, they were merged again for every query, and that copy of some 300 entries (a spread
 * Node 20 runs slowly) cost more than running a simple query did. PGlite fills its parsers while
 * it starts (array types included) and changes them only when asked to (`refreshArrayTypes`, which
 * this server never calls), so one merge made at the first answer holds.
 */
let mergedParsers
const answerParsers = () => (mergedParsers ??= { ...db.parsers, ...PARSERS })

/** PGlite's `query`, with the statement kept (see `statements`). */
function query(sql, params = [], options) {
  return db.runExclusive(async () => {
    try {
      return await runOnce(sql, params, options)
    } catch (error) {
      // Refused whole, so outside a transaction nothing ran: parsed afresh, it runs once more.
      if (isChangedResultType(error) && error.idle) return runOnce(sql, params, options)
      throw error
    }
  })
}

parentPort.on('message', async ({ id, op, sql, params, rowMode }) => {
  try {
    let result = null
    if (op === 'query') {
      const { rows, fields, affectedRows } = await query(sql, params, { rowMode })
      result = { rows, fields, affectedRows }
    } else if (op === 'exec') {
      result = (await db.exec(sql)).map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }))
    } else if (op === 'close') {
      await db.close()
    } else {
      throw new Error(`unknown operation ${op}`)
    }
    parentPort.postMessage({ id, result })
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) })
  }
})

db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
)
