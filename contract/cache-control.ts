/**
 * The one reader of `Cache-Control` (RFC 9111 5.2) for the site's own caches: the page server's
 * page cache (server/http/page-cache.ts) and server rendering's cache of the backend's public
 * answers (app/lib/api/shared-cache.ts). Hono has a writer for the header (hono/cache), not a
 * reader. Directive names are lower-cased; a quoted argument loses its quotes.
 */
export function cacheDirectives(header: string | null | undefined): ReadonlyMap<string, string | undefined> {
  const directives = new Map<string, string | undefined>()
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=')
    const name = (at < 0 ? part : part.slice(0, at)).trim().toLowerCase()
    if (name && !directives.has(name)) directives.set(name, at < 0 ? undefined : part.slice(at + 1).trim().replace(/^"(.*)"$/, '$1'))
  }
  return directives
}

/** A request that asks past every cache (a browser's hard reload sends `no-cache`, older ones `Pragma: no-cache`). */
export function wantsFresh(headers: Headers): boolean {
  const directives = cacheDirectives(headers.get('cache-control'))
  return directives.has('no-cache') || directives.has('no-store') || cacheDirectives(headers.get('pragma')).has('no-cache')
}

/** An answer its sender forbids a shared cache to keep. */
export function forbidsSharedCache(headers: Headers): boolean {
  const directives = cacheDirectives(headers.get('cache-control'))
  return directives.has('no-store') || directives.has('private')
}

/**
 * Seconds a shared cache may reuse an answer with this `Cache-Control` without asking again; 0 when
 * it may not. Only an answer marked `public` counts (the backend marks what is the same for
 * everyone); `s-maxage` wins over `max-age`.
 */
export function sharedMaxAge(header: string | null | undefined): number {
  const directives = cacheDirectives(header)
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return 0
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0
}
