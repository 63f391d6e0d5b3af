import type { ErrorBody } from '~/contract/api/errors'
import { retryAfterSecondsOf } from '~/server/errors'
import type { RateLimiter } from '~/server/rate-limit/rate-limiter'
import { SERVER_FN_PATH_PREFIX, type Render } from './page-cache'

/**
 * Each client address's share of page renders: at most `perMinute` a minute (a fixed window,
 * counted where the API's limits are, in Redis when several instances run). Pages the page cache
 * answers cost nothing and count nothing; a render does, whatever caused it: an address asked
 * for the first time (any made-up parameter makes one), a hard reload, a personal page, a
 * server function. Without a share, one client could keep the server's renders busy by asking for
 * `/?x=1`, `/?x=2`, ... for as long as it liked, and everyone else's pages would wait behind.
 *
 * Over its share, an address gets the site's "too many requests" page (status 429, with
 * `Retry-After`), a file made with the build (contract/page-request.ts TOO_MANY_REQUESTS_PAGE_FILE),
 * so a refusal costs no render; a server function's call gets `{ code, message }` as the API's
 * limits answer. The charge is made where a render starts (the page cache calls it), so a visitor
 * who waits for a render someone else started is not charged, and a refused render is never kept:
 * the next visitor of that page renders it on their own share.
 */
export type RenderBudgetOptions = {
  /** Renders a minute for one address; 0: no limit. */
  readonly perMinute: number
  readonly limiter: RateLimiter
  /** The too-many-requests page's HTML; without it (the web client not built) the refusal is JSON. */
  readonly page: string | undefined
}

/** `render` charged to `client` (its address, or its IPv6 /64: request-info.ts clientNetwork): refused without rendering once over its share. */
export type ChargeRenders = (render: Render, client: string) => Render

const WINDOW_SECONDS = 60

/** The refusal page loads the site's stylesheet (and its fonts) and nothing else; no script runs. */
export const REFUSAL_PAGE_POLICY = "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

export function renderBudget({ perMinute, limiter, page }: RenderBudgetOptions): ChargeRenders {
  if (perMinute <= 0) return (render) => render

  const refuse = (request: Request, retryAfterMs: number): Response => {
    const retryAfter = retryAfterSecondsOf(retryAfterMs)
    const headers = { 'retry-after': String(retryAfter), 'cache-control': 'no-store' }
    if (page !== undefined && !new URL(request.url).pathname.startsWith(SERVER_FN_PATH_PREFIX)) {
      return new Response(request.method === 'HEAD' ? null : page, {
        status: 429,
        headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': REFUSAL_PAGE_POLICY },
      })
    }
    const body: ErrorBody = { code: 'rate_limited', message: 'Too many page requests', retry_after: retryAfter }
    return Response.json(body, { status: 429, headers })
  }

  return (render, client) => async (request, context) => {
    const decision = await limiter.hit(`page-render:${client}`, perMinute, WINDOW_SECONDS)
    return decision.allowed ? render(request, context) : refuse(request, decision.retryAfterMs)
  }
}
