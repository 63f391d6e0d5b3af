import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

/**
 * PGlite with a cache of prepared statements, for Drizzle.
 *
 * `PGlite.query` speaks the extended protocol one message at a time (parse, describe, bind,
 * describe, execute, sync: six trips into the database and six parses of the answer) and Postgres
 * parses and plans the SQL again on every call. Drizzle sends the same few SQL texts over and
 * over, so this keeps one named prepared statement per text (least recently used ones are closed
 * past `maxStatements`), learns its parameter types once, and then runs each call as a single
 * bind, describe, execute and sync: about a third of the time per query. Parameters are serialized
 * by the same per-type serializers `PGlite.query` uses, answers parsed by the same parsers, errors
 * are the same `DatabaseError`s, and it queues behind transactions and other queries the same way.
 *
 * Only `query` outside a transaction takes this path: transactions (`transaction()`), `exec` and
 * everything else are PGlite's own.
 */
export function withPreparedStatements(pg: PGlite, { maxStatements = 200 }: { maxStatements?: number } = {}): PGlite {
  const statements = new Map<string, Statement>()
  let nextId = 0

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `pgls_${(nextId++).toString(36)}`
    const { messages } = await pg.execProtocol(concat([protocol.serialize.parse({ name, text, types: options?.paramTypes }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false })
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) }
    statements.set(text, statement)
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement]
      statements.delete(oldestText)
      await pg.execProtocol(concat([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]), { syncToFs: false })
    }
    return statement
  }

  async function run(text: string, params: readonly unknown[], options: QueryOptions | undefined): Promise<Results> {
    let statement = statements.get(text)
    if (statement) {
      // Most recently used last: Map keeps insertion order.
      statements.delete(text)
      statements.set(text, statement)
    } else {
      statement = await prepare(text, options)
    }
    const { paramTypes } = statement
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = paramTypes[i] as number
      const serializer = options?.serializers?.[type] ?? pg.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    const { messages } = await pg.execProtocol(
      concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    )
    return parse.parseResults(messages, pg.parsers, options)[0] ?? { rows: [], fields: [] }
  }

  async function query(text: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<Results> {
    if (pg.closed) throw new Error('PGlite is closed')
    await pg.waitReady
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        try {
          return await run(text, params, options)
        } catch (error) {
          // The statement went stale (a table it reads changed shape, or the session dropped it):
          // prepare it afresh, once.
          if (!isStaleStatement(error) || !statements.delete(text)) throw withQuery(error, text, params, options)
          try {
            return await run(text, params, options)
          } catch (retryError) {
            throw withQuery(retryError, text, params, options)
          }
        } finally {
          await pg.syncToFs()
        }
      }),
    )
  }

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return query
      const value: unknown = Reflect.get(target, property, target)
      // PGlite keeps its state in private fields: its methods must run on the instance itself.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

type Statement = { name: string; paramTypes: number[] }

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** 26000: the prepared statement is gone; 0A000: "cached plan must not change result type". */
function isStaleStatement(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '26000' || code === '0A000'
}

/** As `PGlite.query` does: the failed statement's text, parameters and options on its error. */
function withQuery(error: unknown, query: string, params: readonly unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object' && 'code' in error) Object.assign(error, { query, params, queryOptions: options })
  return error
}
