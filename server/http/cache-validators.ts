import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { etag } from 'hono/etag'

/**
 * Public catalogue answers: a strong ETag (SHA-256 of the exact body bytes, so equal bodies get
 * equal tags on every instance) and a short shared cache. A request whose `If-None-Match` holds
 * the tag gets 304 without a body: the client's copy is current. Only for answers that do not
 * depend on who asks; anything read with the caller's token keeps the app-wide `no-store`.
 *
 * Browsers revalidate every time (a 304 costs no body), so a provider who hides a service sees it
 * gone at once; shared caches (a CDN, the server's own rendering cache) keep an answer 10 seconds.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=10'

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`
}

/**
 * The 304: hono's etag middleware on each public GET, comparing `If-None-Match` (a list, weak
 * forms, `*`) with the tag the route set through cacheableJson and keeping `cache-control` and
 * `etag` on the 304. The tag itself is ours, not the middleware's: it would hash with SHA-1 in
 * hex, and a body over 256 KB chunk by chunk, so the tag would no longer be the body's SHA-256.
 */
export const revalidated = etag()

/** A public GET's JSON answer with its tag and shared-cache lifetime; behind `revalidated`. */
export function cacheableJson(c: Context, value: unknown): Response {
  const body = JSON.stringify(value)
  c.header('etag', etagOf(body))
  c.header('cache-control', PUBLIC_CACHE_CONTROL)
  return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' })
}
