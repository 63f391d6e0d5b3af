import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '~/server/app-env'
import { AppError } from '~/server/errors'
import type { RateLimiter } from '~/server/rate-limit/rate-limiter'
import { clientIp, clientNetwork } from './request-info'

/**
 * Each client address's share of the API: at most `perMinute` calls a minute (a fixed window,
 * counted with the other per-client limits, in Redis when several instances run), the API's twin
 * of the page renders' share (render-budget.ts). Without one, a client could make the backend work
 * without end: every search with new filters runs in the database, and so does every page of a
 * list, so one client asking as fast as it can would slow every visitor's pages and calls. Over
 * its share, a call is answered 429 `{ code: 'rate_limited', message, retry_after }` with
 * `Retry-After`, as the sign-in limits answer, and does nothing.
 *
 * Not counted: calls a page render makes for its visitor (the render is charged already, and
 * the page server marks them: `asRenderCall`), the health check (a load balancer asks it every
 * few seconds from one address), and reading uploaded files (a page shows many at once; they are
 * files, as the site's own are).
 */
export type ApiBudgetOptions = {
  /** Calls a minute for one address; 0: no limit. */
  readonly perMinute: number
  readonly limiter: RateLimiter
  readonly trustProxy: boolean
}

const WINDOW_SECONDS = 60

/** Marks the bindings of a call a page render makes (server/main.ts): never counted here. */
const RENDER_CALL = Symbol('render call')

type RenderCallBindings = { readonly [RENDER_CALL]: true }

/** The bindings for a backend call made by a page render: the page request's own, marked as such. */
export function asRenderCall(bindings: unknown): RenderCallBindings {
  return Object.assign({}, bindings, { [RENDER_CALL]: true } as const)
}

const isRenderCall = (bindings: unknown): boolean => typeof bindings === 'object' && bindings !== null && RENDER_CALL in bindings

/** True for the calls no share counts: the health check and GET/HEAD of an uploaded file. */
function exempt(method: string, path: string): boolean {
  if (path === '/healthz') return true
  return (method === 'GET' || method === 'HEAD') && path.startsWith('/uploads/')
}

export function apiBudget({ perMinute, limiter, trustProxy }: ApiBudgetOptions): MiddlewareHandler<AppEnv> {
  if (perMinute <= 0) return (_c, next) => next()
  return async (c, next) => {
    if (isRenderCall(c.env) || exempt(c.req.method, c.req.path)) return next()
    const decision = await limiter.hit(`api:${clientNetwork(clientIp(c, trustProxy))}`, perMinute, WINDOW_SECONDS)
    if (!decision.allowed) throw AppError.rateLimited(decision.retryAfterMs)
    return next()
  }
}
