import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import type { RouteRegistrar } from '~/server/app'
import { createBackend, type Backend, type BackendOptions } from '~/server/backend'
import { loadConfig } from '~/server/config'
import { createLogger, type Logger } from '~/server/log'
import type { Clock } from '~/server/services/clock'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { createTestDatabase, type TestDatabase } from './test-db'

export type CapturedLog = { logger: Logger; lines: string[] }

/** A logger that keeps its lines in memory, so tests can check what was (not) logged. */
export function captureLog(): CapturedLog {
  const lines: string[] = []
  return { lines, logger: createLogger('debug', (line) => lines.push(line)) }
}

export type TestBackend = Backend & { testDb: TestDatabase; logLines: string[]; destroy(): Promise<void> }

/**
 * What production requires (config.ts refuses to start without it). The gateways point at a
 * closed port: a test that sends in production mode passes its own URLs in `env`.
 */
export const PRODUCTION_TEST_ENV = {
  AUTH_SECRET: 'test-secret-for-production-mode-0123456789',
  OTP_DELIVERY: 'live',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMTP_FROM: 'no-reply@example.com',
  SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
} as const

export type TestBackendOptions = {
  nodeEnv?: 'development' | 'production' | 'test'
  routes?: RouteRegistrar[]
  seed?: boolean
  /** More environment variables (they win over the defaults above). */
  env?: Record<string, string>
  now?: Clock
} & Pick<BackendOptions, 'timers' | 'delivery' | 'rateLimiter' | 'realtimeTickMs' | 'realtimePingMs' | 'database' | 'push' | 'announceRoomsMs' | 'databaseMaintenanceMs'>

/** The real backend wiring (migrate, seed, app, hub) on a fresh test database. */
export async function createTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  // Migrated already (createBackend's own migration then finds nothing to do): the migrations on an
  // empty database are tested in migrations.test.ts.
  const testDb = await createTestDatabase()
  // A second backend on the same database (two instances): it must not close what it shares.
  const handle = options.database ?? testDb.handle
  const nodeEnv = options.nodeEnv ?? 'test'
  const config = loadConfig({
    NODE_ENV: nodeEnv,
    LOG_LEVEL: 'debug',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-test-')),
    // A file's calls come from one address (or none) in a burst: the share is tested on its own (api-budget.test.ts).
    API_REQUESTS_PER_MINUTE: '0',
    ...(nodeEnv === 'production' ? PRODUCTION_TEST_ENV : {}),
    ...options.env,
  })
  const { logger, lines } = captureLog()
  const backend = await createBackend(config, {
    log: logger,
    database: handle,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.now ? { now: options.now } : {}),
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.delivery ? { delivery: options.delivery } : {}),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    ...(options.realtimeTickMs === undefined ? {} : { realtimeTickMs: options.realtimeTickMs }),
    ...(options.realtimePingMs === undefined ? {} : { realtimePingMs: options.realtimePingMs }),
    ...(options.push ? { push: options.push } : {}),
    // Tests announce opened rooms themselves (backend.announceOpenedRooms), when they mean to.
    announceRoomsMs: options.announceRoomsMs ?? 0,
    // Statistics and vacuuming change no answer; tests that look at them turn them on.
    databaseMaintenanceMs: options.databaseMaintenanceMs ?? 0,
  })
  return Object.assign(backend, {
    testDb,
    logLines: lines,
    destroy: async () => {
      await backend.close()
      await testDb.destroy()
    },
  })
}

/** The backend behind a real HTTP server (as server/main.ts runs it), so `/ws` upgrades for real. */
export type ListeningServer = { server: Server; http: string; ws: string; close(): Promise<void> }

export async function listen(backend: Backend): Promise<ListeningServer> {
  const server = createServer(getRequestListener((request, env) => backend.app.fetch(request, env)))
  server.on('upgrade', (req, socket, head) => backend.hub.handleUpgrade(req, socket, head))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port
  return {
    server,
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }
}

/** How the backend of setUpTestBackend lives. */
export type SetUpLifetime = {
  /** A fresh backend (and database) for every test instead of one for the whole file or block. */
  perTest?: boolean
  /** Also serve it over HTTP on a free port: `backend.server` (`http`, `ws`). */
  listen?: boolean
}

export type SetUpBackend = TestBackend & { readonly server: ListeningServer }

/**
 * The backend of the file or `describe` block this is called in: made on a fresh database before
 * its first test (before each test with `perTest`), destroyed after its last. The returned object
 * is filled in when the backend is made, so tests use it as they would one of their own
 * (`call(backend, ...)`, `backend.hub`, `backend.server.ws` with `listen`).
 */
export function setUpTestBackend(options: TestBackendOptions | (() => TestBackendOptions) = {}, lifetime: SetUpLifetime = {}): SetUpBackend {
  const backend = {} as SetUpBackend
  let server: ListeningServer | undefined
  Object.defineProperty(backend, 'server', {
    get: () => {
      if (!server) throw new Error('no HTTP server: set up the backend with { listen: true }')
      return server
    },
  })
  const before = async () => {
    // A function when the options depend on what the suite starts first (a stand-in server's port,
    // another backend's database, a clock made for each test).
    Object.assign(backend, await createTestBackend(typeof options === 'function' ? options() : options))
    if (lifetime.listen) server = await listen(backend)
  }
  const after = async () => {
    try {
      // Nothing to destroy when making it failed (that failure is the one to read). The backend
      // first: the HTTP server waits for the upgraded sockets, which closing the hub ends.
      if ('destroy' in backend) await backend.destroy()
    } finally {
      delete (backend as Partial<TestBackend>).destroy
      await server?.close()
      server = undefined
    }
  }
  if (lifetime.perTest) {
    beforeEach(before)
    afterEach(after)
  } else {
    beforeAll(before)
    afterAll(after)
  }
  return backend
}
