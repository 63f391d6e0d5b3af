import { createHash } from 'node:crypto'
import type { Context } from 'hono'

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

/** RFC 9110 13.1.2: If-None-Match compares weakly, so `W/"x"` also matches `"x"`; `*` matches any. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((raw) => {
    const tag = raw.trim()
    return tag === '*' || tag.replace(/^W\//, '') === etag
  })
}

export function cacheableJson(c: Context, value: unknown): Response {
  const body = JSON.stringify(value)
  const etag = etagOf(body)
  c.header('etag', etag)
  c.header('cache-control', PUBLIC_CACHE_CONTROL)
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' })
}
