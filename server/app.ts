import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, ErrorCode } from '../contract/api/errors'
import type { AppEnv } from './app-env'
import type { Config } from './config'
import type { Database } from './db/client'
import { AppError } from './errors'
import type { Logger } from './log'
import { contentsRoutes } from './routes/contents'
import { healthRoutes } from './routes/health'
import { createServices, type Services } from './services/services'

export type { AppEnv } from './app-env'

export type AppDeps = {
  readonly db: Database
  readonly log: Logger
  readonly config: Config
}

/** The versioned API routers a route module adds to; `/v1` and `/v2` as in the spec's calls. */
export type ApiRouters = { readonly v1: Hono<AppEnv>; readonly v2: Hono<AppEnv> }

/**
 * Adds routes to the versioned routers. The built-in modules use it; tests use
 * `createApp(deps, { routes: [...] })` to add probe routes without shipping test-only endpoints.
 */
export type RouteRegistrar = (api: ApiRouters, services: Services, deps: AppDeps) => void

/** The paths this backend answers; everything else belongs to the web client (SSR, assets). */
export const BACKEND_PATH_PREFIXES = ['/v1', '/v2', '/uploads'] as const
const BACKEND_EXACT_PATHS = new Set(['/healthz'])

export function isBackendPath(pathname: string): boolean {
  if (BACKEND_EXACT_PATHS.has(pathname)) return true
  // `/v1` and `/v1/...`, but not `/v1x` (a page could legitimately be called that).
  return BACKEND_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/'))
}

const MAX_JSON_BODY_BYTES = 1024 * 1024

const builtInRoutes: readonly RouteRegistrar[] = [
  ({ v2 }, services) => {
    v2.route('/contents', contentsRoutes(services))
  },
]

export function createApp(deps: AppDeps, options: { routes?: readonly RouteRegistrar[] } = {}): Hono<AppEnv> {
  const { log } = deps
  const services = createServices(deps.db)
  const app = new Hono<AppEnv>()

  app.use(async (c, next) => {
    const requestId = randomBytes(6).toString('hex')
    c.set('requestId', requestId)
    const started = performance.now()
    await next()
    c.header('x-request-id', requestId)
    c.header('x-content-type-options', 'nosniff')
    // API answers are per-user unless a route says otherwise.
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store')
    // Path only: query strings may carry tickets or codes.
    log.debug('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })

  app.route('/healthz', healthRoutes(services))

  const v1 = new Hono<AppEnv>()
  const v2 = new Hono<AppEnv>()
  for (const router of [v1, v2]) {
    router.use(
      bodyLimit({
        maxSize: MAX_JSON_BODY_BYTES,
        onError: () => {
          throw new AppError(413, 'payload_too_large', 'Request body is too large')
        },
      }),
    )
  }
  for (const register of [...builtInRoutes, ...(options.routes ?? [])]) register({ v1, v2 }, services, deps)
  // Hono copies a sub-app's routes when mounted, so mount only after every module registered.
  app.route('/v1', v1)
  app.route('/v2', v2)

  app.notFound((c) => c.json({ code: 'not_found', message: 'No such endpoint' } satisfies ErrorBody, 404))

  app.onError((err, c) => {
    const { status, body } = toErrorAnswer(err)
    if (status >= 500) {
      // The client gets a reference; the details go to the log only.
      log.error('request failed', {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        error: err,
      })
    }
    c.header('x-request-id', c.get('requestId'))
    c.header('cache-control', 'no-store')
    return c.json(body, status)
  })

  return app
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'service_unavailable',
}

function toErrorAnswer(err: unknown): { status: ContentfulStatusCode; body: ErrorBody } {
  if (err instanceof AppError) {
    if (err.status >= 500) {
      // Even our own 5xx messages stay generic: they may be built from internal state.
      return { status: err.status, body: { code: err.code, message: genericMessage(err.status) } }
    }
    const body: ErrorBody = { code: err.code, message: err.message }
    if (err.field !== undefined) body.field = err.field
    return { status: err.status, body }
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = CODE_BY_STATUS[err.status] ?? 'validation_failed'
    return { status: err.status, body: { code, message: err.message || 'Request rejected' } }
  }
  return { status: 500, body: { code: 'internal', message: genericMessage(500) } }
}

function genericMessage(status: number): string {
  return status === 503 ? 'Service unavailable' : 'Internal server error'
}
