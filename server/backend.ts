import type { Hono } from 'hono'
import { ROOM_OPENS_BEFORE_START_MS } from '~/contract/api/booking'
import { createApp, type AppEnv, type RouteRegistrar } from './app'
import type { AuthUser } from './app-env'
import { resolveAuthSecret } from './auth-secret'
import type { Config } from './config'
import { databaseOptionsFromConfig, openDatabase, type Database, type DatabaseHandle } from './db/client'
import { createNotificationsRepository } from './db/repositories/notifications-repository'
import { DEMO_BOOKING, seed } from './db/seed'
import { createLiveDelivery, createOutbox, isOutbox, type OtpDelivery } from './delivery/otp-delivery'
import type { Deps } from './deps'
import { createLogger, type Logger } from './log'
import { pushEndpointRule } from './push/push-endpoints'
import { createPushQueue, type PushQueue, type PushQueueOptions } from './push/push-queue'
import { resolveVapidKeys } from './push/vapid-keys'
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit/rate-limiter'
import { createHub, type Hub } from './realtime/hub'
import { createMemoryBus, createRedisBus } from './realtime/room-bus'
import { systemClock, systemTimers, type Clock } from './services/clock'
import { socketUser } from './services/realtime-service'
import { createServices, type SessionSockets } from './services/services'
import type { VerifyOptions } from './services/token-service'
import { runPeriodically } from './periodic'

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
  readonly pushQueue: PushQueue
  /** The API's own bearer-token check (signature, claims, expiry), for the page server. */
  verifyAccessToken(token: string, options?: VerifyOptions): Promise<AuthUser>
  /** Pushes "the room is open" for every booking whose room opened and was not announced yet. */
  announceOpenedRooms(): Promise<number>
  /** Closes the sockets (1001), then the database. Idempotent. Does not touch any HTTP server. */
  close(): Promise<void>
}

/**
 * What a caller may set instead of the defaults: parts of the one dependency type (`Deps`, the
 * rest comes from config), and how the backend runs (seed, timers, test routes).
 */
export type BackendOptions = Partial<Pick<Deps, 'log' | 'now' | 'timers' | 'delivery' | 'rateLimiter'>> & {
  /** An already open database (tests); otherwise opened from config. Closed by `close()` either way. */
  readonly database?: DatabaseHandle
  /** Default true. Migrations always run. */
  readonly seed?: boolean
  readonly routes?: readonly RouteRegistrar[]
  /** The hub's clock timer; 0 turns it off so a test drives `hub.tick()` itself. Default 1 s. */
  readonly realtimeTickMs?: number
  /** Real time between pings of every socket (a socket that missed one is dropped). Default 30 s. */
  readonly realtimePingMs?: number
  /** How pushes reach push services (tests: trust their stand-in's certificate, retry sooner). */
  readonly push?: Pick<PushQueueOptions, 'ca' | 'firstRetryMs' | 'attempts'>
  /** How often opened rooms are announced by push; 0 turns it off (tests call announceOpenedRooms). Default 15 s. */
  readonly announceRoomsMs?: number
  /**
   * How often the database is looked after (`DatabaseHandle.maintain`: statistics and dead rows on
   * the embedded database), also once at start; 0 turns it off. Default an hour.
   */
  readonly databaseMaintenanceMs?: number
}

const DATABASE_MAINTENANCE_MS = 60 * 60_000

export async function createBackend(baseConfig: Config, options: BackendOptions = {}): Promise<Backend> {
  const log = options.log ?? createLogger(baseConfig.logLevel)
  const authSecret = resolveAuthSecret(baseConfig)
  const config = { ...baseConfig, authSecret }
  const now = options.now ?? systemClock
  const timers = options.timers ?? systemTimers
  const dbOptions = databaseOptionsFromConfig(config)
  const database = options.database ?? (await openDatabase(dbOptions))
  const maintenanceMs = options.databaseMaintenanceMs ?? DATABASE_MAINTENANCE_MS
  // Never a reason to stay down: without it queries are slower, not wrong.
  const maintainDatabase = () => database.maintain().catch((err: unknown) => log.warn('database maintenance failed', { error: err }))
  try {
    await database.migrate()
    if (options.seed !== false) await seed(database.db, { isProduction: config.isProduction }, log)
    // Before the first request: the planner then has statistics of what migrations and the seed left.
    if (maintenanceMs > 0) await maintainDatabase()
  } catch (err) {
    await database.close().catch(() => {})
    throw err
  }
  // Where, but never the URL itself: it may carry a password.
  log.info('database ready', {
    kind: database.kind,
    ...(dbOptions.kind === 'pglite' && !options.database ? { dataDir: dbOptions.dataDir } : {}),
  })

  const vapid = resolveVapidKeys(config)
  const notificationsRepo = createNotificationsRepository(database.db)
  const pushEndpoints = pushEndpointRule(config.pushEndpoints.extraHosts)
  const pushQueue = createPushQueue({
    vapid,
    log,
    onGone: (target) => notificationsRepo.removeGone(target.id, target.endpoint),
    onRefused: (target) => notificationsRepo.removeGone(target.id, target.endpoint),
    endpoints: { rule: pushEndpoints, allowPrivateAddresses: config.pushEndpoints.allowPrivateAddresses },
    ...options.push,
  })
  const delivery = options.delivery ?? createDelivery(config, log, now)
  if (!config.isProduction) {
    // One line whoever starts the server sees: this is not how a public site runs.
    log.warn(`demo mode: demo accounts${isOutbox(delivery) ? ' and the code outbox are' : ' are'} on; /v2/dev/* answers this machine only`)
  }
  const rateLimiter =
    options.rateLimiter ??
    (config.redisUrl ? createRedisRateLimiter({ url: config.redisUrl, log }) : createMemoryRateLimiter({ now }))
  const deps: Deps = {
    config,
    log,
    db: database.db,
    now,
    timers,
    delivery,
    rateLimiter,
    push: { queue: pushQueue, vapidPublicKey: vapid.publicKey, endpoints: pushEndpoints },
  }

  // The one service graph, given to the hub and to the HTTP app. The hub is built from services
  // (tickets, rooms) and services tell it things (sign-outs, requests for more time), so they get
  // this forwarder, which reaches the hub once it exists.
  const sockets: SessionSockets = {
    announce: (roomName, frames, opts) => hub.announce(roomName, frames, opts),
    closeUser: (userId, code, reason) => hub.closeUser(userId, code, reason),
  }
  const services = createServices(deps, sockets)
  const hub = createHub({
    log,
    now,
    timers,
    rooms: services.rooms,
    bus: config.redisUrl ? createRedisBus({ url: config.redisUrl, log }) : createMemoryBus(),
    redeemTicket: (token) => socketUser(token, { redeemTicket: (ticket) => services.realtime.redeemTicket(ticket), verifyAccessToken: services.tokens.verifyAccessToken }),
    findRoom: (roomName) => services.bookings.findRoom(roomName),
    boards: services.boards,
    allowedOrigins: config.publicOrigin ? [config.publicOrigin] : [],
    leaveGraceMs: config.realtimeLeaveGraceSeconds * 1000,
    rateLimit: config.realtimeRateLimit,
    socketsPerUser: config.realtimeCaps.socketsPerUser,
    chatMessagesPerRoom: config.realtimeCaps.chatMessagesPerRoom,
    ...(options.realtimeTickMs === undefined ? {} : { tickIntervalMs: options.realtimeTickMs }),
    ...(options.realtimePingMs === undefined ? {} : { pingIntervalMs: options.realtimePingMs }),
  })
  const app = createApp(deps, services, hub, options.routes ? { routes: options.routes } : {})

  // Outside production the demo booking always starts a few minutes after the server does, so
  // anyone can try a live session with the demo accounts (the README says how).
  if (!config.isProduction && options.seed !== false) {
    await services.bookings.reschedule(DEMO_BOOKING.id, DEMO_BOOKING.startsAfterServerStartMs, DEMO_BOOKING.minutes)
  }

  // Rooms that open are announced by push; every instance looks, one statement decides who sends.
  const announceOpenedRooms = () => services.notifications.announceOpenedRooms(ROOM_OPENS_BEFORE_START_MS)
  const announceMs = options.announceRoomsMs ?? 15_000
  // One run at a time each: a slow run delays the next instead of overlapping it.
  const announcer =
    announceMs > 0 ? runPeriodically(announceMs, () => announceOpenedRooms().catch((err: unknown) => log.warn('announcing opened rooms failed', { error: err }))) : null
  const maintainer = maintenanceMs > 0 ? runPeriodically(maintenanceMs, maintainDatabase) : null
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
    pushQueue,
    verifyAccessToken: services.tokens.verifyAccessToken,
    announceOpenedRooms,
    close: () =>
      (closing ??= (async () => {
        // A maintenance run under way ends before the database closes.
        await Promise.all([announcer?.stop(), maintainer?.stop()])
        await hub.closeAll(1001).catch((err: unknown) => log.warn('closing sockets failed', { error: err }))
        await pushQueue.close()
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
