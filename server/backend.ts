import type { Hono } from 'hono'
import { createApp, type AppEnv, type RouteRegistrar } from './app'
import type { Config } from './config'
import { databaseOptionsFromConfig, openDatabase, type Database, type DatabaseHandle } from './db/client'
import { seed } from './db/seed'
import { createLogger, type Logger } from './log'
import { createHub, type Hub } from './realtime/hub'

/**
 * The backend as one object: database (migrated and seeded), HTTP app and WebSocket hub.
 * Used by server/main.ts (production), by the Vite dev plugin and by integration tests, so all
 * three run the same wiring. ESM only, no `__dirname`: it also loads through Vite's SSR loader.
 */
export type Backend = {
  readonly config: Config
  readonly log: Logger
  /** Hono app: `app.fetch(request)` for HTTP, `app.request(path, init)` in tests. */
  readonly app: Hono<AppEnv>
  readonly db: Database
  readonly database: DatabaseHandle
  readonly hub: Hub
  /** Closes the sockets (1001), then the database. Idempotent. Does not touch any HTTP server. */
  close(): Promise<void>
}

export type CreateBackendOptions = {
  readonly log?: Logger
  /** An already open database (tests); otherwise opened from config. Closed by `close()` either way. */
  readonly database?: DatabaseHandle
  /** Default true. Migrations always run. */
  readonly seed?: boolean
  readonly routes?: readonly RouteRegistrar[]
}

export async function createBackend(config: Config, options: CreateBackendOptions = {}): Promise<Backend> {
  const log = options.log ?? createLogger(config.logLevel)
  const dbOptions = databaseOptionsFromConfig(config)
  const database = options.database ?? (await openDatabase(dbOptions))
  try {
    await database.migrate()
    if (options.seed !== false) await seed(database.db, { isProduction: config.isProduction }, log)
  } catch (err) {
    await database.close().catch(() => {})
    throw err
  }
  // Where, but never the URL itself: it may carry a password.
  log.info('database ready', {
    kind: database.kind,
    ...(dbOptions.kind === 'pglite' && !options.database ? { dataDir: dbOptions.dataDir } : {}),
  })

  const app = createApp({ db: database.db, log, config }, options.routes ? { routes: options.routes } : {})
  const hub = createHub({ log })

  let closing: Promise<void> | undefined
  return {
    config,
    log,
    app,
    db: database.db,
    database,
    hub,
    close: () =>
      (closing ??= (async () => {
        await hub.closeAll(1001).catch((err: unknown) => log.warn('closing sockets failed', { error: err }))
        await database.close()
      })()),
  }
}
