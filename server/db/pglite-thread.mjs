// The embedded database's own thread (see pglite-thread-client.ts). PGlite is PostgreSQL compiled
// to WebAssembly: every statement runs synchronously on the thread that holds it, so on the
// server's main thread each query stopped page renders, API calls and WebSocket traffic for its
// whole length. Here it has a thread, and a core, of its own.
//
// Plain JavaScript on purpose: Node starts a worker from a file, and this one is loaded as it is
// by the built server, the development server and the tests alike (the build copies it).
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, types } from '@electric-sql/pglite'

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

const db = new PGlite(workerData.dataDir)

parentPort.on('message', async ({ id, op, sql, params, rowMode }) => {
  try {
    let result = null
    if (op === 'query') {
      const { rows, fields, affectedRows } = await db.query(sql, params, { rowMode, parsers: PARSERS })
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
