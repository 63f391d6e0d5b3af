import type { Hono } from 'hono'
import { createApp, type AppEnv, type RouteRegistrar } from './app'
import { resolveAuthSecret } from './auth-secret'
import type { Config } from './config'
import { databaseOptionsFromConfig, openDatabase, type Database, type DatabaseHandle } from './db/client'
import { seed } from './db/seed'
import { createLiveDelivery, createOutbox, type OtpDelivery } from './delivery/otp-delivery'
import { createLogger, type Logger } from './log'
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit/rate-limiter'
import { createHub, type Hub } from './realtime/hub'
import { systemClock, type Clock } from './services/clock'

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
  /** Where one-time codes go (the outbox in development and tests). */
  readonly delivery: OtpDelivery
  readonly rateLimiter: RateLimiter
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
  /** Default: the system clock. Tests pass one they can move. */
  readonly now?: Clock
  /** Default: from config (OTP_DELIVERY). */
  readonly delivery?: OtpDelivery
  /** Default: Redis when REDIS_URL is set, else process memory. */
  readonly rateLimiter?: RateLimiter
}

export async function createBackend(baseConfig: Config, options: CreateBackendOptions = {}): Promise<Backend> {
  const log = options.log ?? createLogger(baseConfig.logLevel)
  const config: Config = { ...baseConfig, authSecret: resolveAuthSecret(baseConfig) }
  const now = options.now ?? systemClock
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

  const hub = createHub({ log })
  const delivery = options.delivery ?? createDelivery(config, log, now)
  const rateLimiter =
    options.rateLimiter ??
    (config.redisUrl ? createRedisRateLimiter({ url: config.redisUrl, log }) : createMemoryRateLimiter({ now }))
  const app = createApp(
    { db: database.db, log, config, hub, now, delivery, rateLimiter },
    options.routes ? { routes: options.routes } : {},
  )

  let closing: Promise<void> | undefined
  return {
    config,
    log,
    app,
    db: database.db,
    database,
    hub,
    delivery,
    rateLimiter,
    close: () =>
      (closing ??= (async () => {
        await hub.closeAll(1001).catch((err: unknown) => log.warn('closing sockets failed', { error: err }))
        await delivery.close().catch((err: unknown) => log.warn('closing delivery failed', { error: err }))
        await rateLimiter.close().catch((err: unknown) => log.warn('closing rate limiter failed', { error: err }))
        await database.close()
      })()),
  }
}

function createDelivery(config: Config, log: Logger, now: Clock): OtpDelivery {
  if (config.otpDelivery === 'outbox') return createOutbox({ log, now })
  // config.ts guarantees these with OTP_DELIVERY=live.
  if (!config.smtpUrl || !config.smtpFrom || !config.smsWebhookUrl) throw new Error('live OTP delivery is not configured')
  return createLiveDelivery({
    smtpUrl: config.smtpUrl,
    smtpFrom: config.smtpFrom,
    smsWebhookUrl: config.smsWebhookUrl,
    smsWebhookToken: config.smsWebhookToken,
    log,
  })
}
