import type { Context } from 'hono'

/**
 * `change` applied to the headers of the answer a middleware sees after `next()`, in place. Hono's
 * own `c.header()` puts a copy of the whole answer in its place for each header it sets once a
 * route has answered (a new `Response` and `Headers` a header, on every call); the answers the
 * routes make have headers that can be changed, so only one made by `fetch` (read-only headers)
 * is copied, once.
 */
export function withHeaders(c: Context, change: (headers: Headers) => void): void {
  try {
    change(c.res.headers)
  } catch {
    c.res = new Response(c.res.body, c.res)
    change(c.res.headers)
  }
}
