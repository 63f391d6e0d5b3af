import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, ErrorCode } from '~/contract/api/errors'
import type { AppEnv } from './app-env'
import { inputDataError } from './db/db-errors'
import type { Deps } from './deps'
import { AppError, NO_SUCH_ENDPOINT } from './errors'
import { apiBudget } from './http/api-budget'
import { compressAnswers } from './http/compression'
import { withHeaders } from './http/answer-headers'
import { limitBody } from './http/body-limit'
import { pooledRandom } from './random-pool'
import { API_CONTENT_SECURITY_POLICY } from './http/security-headers'
import type { Hub } from './realtime/hub'
import { authRoutesV1, authRoutesV2 } from './routes/auth'
import { blogRoutes } from './routes/blogs'
import { bookingRoutes } from './routes/bookings'
import { realtimeRoutes } from './routes/realtime'
import { profileRoutes, reviewRoutes, searchRoutes, serviceRequestRoutes, serviceRoutes } from './routes/catalogue'
import { categoryRoutes } from './routes/categories'
import { contentsRoutes } from './routes/contents'
import { devRoutes } from './routes/dev'
import { healthRoutes } from './routes/health'
import { surveyRoutes } from './routes/surveys'
import { imageUploadRoutes, uploadsRoutes } from './routes/uploads'
import { adminRoutes } from './routes/admin'
import { notificationRoutes } from './routes/notifications'
import { providerRoutes, userRoutes } from './routes/user'
import type { Services } from './services/services'

export type { AppEnv } from './app-env'

/** The versioned API routers a route module adds to; `/v1` and `/v2` as in the spec's calls. */
export type ApiRouters = { readonly v1: Hono<AppEnv>; readonly v2: Hono<AppEnv> }

/**
 * Adds routes to the versioned routers. The built-in modules use it; tests use
 * `createBackend(config, { routes: [...] })` to add probe routes without shipping test-only endpoints.
 */
export type RouteRegistrar = (api: ApiRouters, services: Services, deps: Deps) => void

/** The paths this backend answers; everything else belongs to the web client (SSR, assets). */
export const BACKEND_PATH_PREFIXES = ['/v1', '/v2', '/uploads'] as const
const BACKEND_EXACT_PATHS = new Set(['/healthz'])

export function isBackendPath(pathname: string): boolean {
  if (BACKEND_EXACT_PATHS.has(pathname)) return true
  // `/v1` and `/v1/...`, but not `/v1x` (a page could legitimately be called that).
  return BACKEND_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/'))
}

/**
 * Our additions that stand in for a call the spec names, answered 404 with SPEC_ONLY_API=true so
 * the web client can be shown to work against a backend with the spec's calls only (it falls back
 * to the spec's call, or says the search failed): the public search (the spec's is the bearer-only
 * `POST /v2/search/booking-session`) and the socket ticket (the spec's socket takes the access
 * token: `/ws?token=`).
 */
export const SPEC_STAND_INS = [
  { method: 'GET', path: '/v2/search/services' },
  { method: 'POST', path: '/v2/realtime/ticket' },
] as const

const MAX_JSON_BODY_BYTES = 1024 * 1024
// Uploads: the 5 MB image limit is checked on the file itself (a 413 naming the field); this
// outer cap only stops a client from streaming an endless body.
const MAX_MULTIPART_BODY_BYTES = 6 * 1024 * 1024

const builtInRoutes = (hub: Hub): RouteRegistrar =>
  ({ v1, v2 }, services, deps) => {
    v2.route('/contents', contentsRoutes(services))
    v2.route('/auth', authRoutesV2(services, deps))
    v1.route('/auth', authRoutesV1(services, deps))
    v1.route('/user', userRoutes(services, { writable: false }))
    v2.route('/user', userRoutes(services, { writable: true }))
    v2.route('/provider', providerRoutes(services))
    v2.route('/surveys', surveyRoutes(services, deps))
    v2.route('/category', categoryRoutes(services))
    v2.route('/search', searchRoutes(services))
    v2.route('/service', serviceRoutes(services))
    v2.route('/reviews', reviewRoutes(services))
    v2.route('/service-request', serviceRequestRoutes(services))
    v2.route('/profile', profileRoutes(services))
    v2.route('/blogs', blogRoutes(services))
    v2.route('/booking', bookingRoutes(services))
    v2.route('/realtime', realtimeRoutes(services))
    v2.route('/admin', adminRoutes(services))
    v2.route('/uploads', imageUploadRoutes(services))
    v2.route('/notification', notificationRoutes(services))
    // Not even registered in production: no code can ever be read back there. Elsewhere they
    // answer this machine only.
    if (!deps.config.isProduction) v2.route('/dev', devRoutes({ delivery: deps.delivery, hub, extensions: services.extensions }))
  }

/** The HTTP app over the one service graph (built in backend.ts); `hub` serves the development calls. */
export function createApp(deps: Deps, services: Services, hub: Hub, options: { routes?: readonly RouteRegistrar[] } = {}): Hono<AppEnv> {
  const { log } = deps
  const app = new Hono<AppEnv>()

  // JSON answers compressed for clients that take it (http/compression.ts), first so that it sees
  // each answer whole, errors and 304s included. A render's own calls ask for no encoding.
  app.use(compressAnswers({ methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] }))
  // Our ids only: with a header name, hono's middleware would adopt a client's X-Request-Id, and
  // then anyone could write the id our error lines are found by. The answer echoes it below.
  app.use(requestId({ headerName: '', generator: () => pooledRandom(6, 'hex') }))
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    withHeaders(c, (headers) => {
      headers.set('x-request-id', c.var.requestId)
      headers.set('x-content-type-options', 'nosniff')
      headers.set('content-security-policy', API_CONTENT_SECURITY_POLICY)
      // API answers are per-user unless a route says otherwise.
      if (!headers.has('cache-control')) headers.set('cache-control', 'no-store')
    })
    // Path only: query strings may carry tickets or codes.
    log.debug('request', {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })

  // Each client address's share of calls (http/api-budget.ts), before any route does its work.
  app.use(apiBudget({ perMinute: deps.config.apiRequestsPerMinute, limiter: deps.rateLimiter, trustProxy: deps.config.trustProxy }))

  if (deps.config.specOnlyApi) for (const { method, path } of SPEC_STAND_INS) app.on(method, path, (c) => c.json(NO_SUCH_ENDPOINT, 404))
  app.route('/healthz', healthRoutes(services))
  app.route('/uploads', uploadsRoutes(services))

  const v1 = new Hono<AppEnv>()
  const v2 = new Hono<AppEnv>()
  const jsonLimit = limitBody(MAX_JSON_BODY_BYTES)
  const multipartLimit = limitBody(MAX_MULTIPART_BODY_BYTES)
  for (const router of [v1, v2]) {
    router.use((c, next) => (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '') ? multipartLimit(c, next) : jsonLimit(c, next)))
  }
  for (const register of [builtInRoutes(hub), ...(options.routes ?? [])]) register({ v1, v2 }, services, deps)
  // Hono copies a sub-app's routes when mounted, so mount only after every module registered.
  app.route('/v1', v1)
  app.route('/v2', v2)

  app.notFound((c) => c.json(NO_SUCH_ENDPOINT, 404))

  app.onError((err, c) => {
    const refusedByDatabase = inputDataError(err)
    if (refusedByDatabase) {
      // What the client sent got past the contract but not the database: the client's fault, so a
      // 400, and a warning for us (a check is missing). Never the values: they are the client's.
      log.warn('input refused by the database', {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.routePath,
        sqlState: refusedByDatabase.sqlState,
      })
    }
    const { status, body } = refusedByDatabase
      ? { status: 400 as const, body: { code: 'validation_failed', message: 'The request holds a value that cannot be stored' } satisfies ErrorBody }
      : toErrorAnswer(err)
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
    c.header('x-content-type-options', 'nosniff')
    c.header('content-security-policy', API_CONTENT_SECURITY_POLICY)
    c.header('cache-control', 'no-store')
    if (body.retry_after !== undefined) c.header('retry-after', String(body.retry_after))
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
    if (err.retryAfterSeconds !== undefined) body.retry_after = err.retryAfterSeconds
    return { status: err.status, body }
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = CODE_BY_STATUS[err.status] ?? 'validation_failed'
    return { status: err.status, body: { code, message: err.message || 'Request rejected' } }
  }
  return { status: 500, body: { code: 'internal', message: genericMessage(500) } }
}

function genericMessage(status: number): string {
  if (status === 503) return 'Service unavailable'
  if (status === 502) return 'An upstream service failed'
  return 'Internal server error'
}
