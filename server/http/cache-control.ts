/**
 * The directive names of a `Cache-Control` header (RFC 9111 5.2), lower-cased, without their
 * arguments: `private="set-cookie", Max-Age=0` holds `private` and `max-age`. The one reader of
 * the header for the server's own caches (http/page-cache.ts): whether a request asks for a fresh
 * copy, whether an answer may be kept. Hono has a writer for it (hono/cache), not a reader.
 */
export function cacheDirectives(header: string | null | undefined): ReadonlySet<string> {
  const names = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const name = part.split('=', 1)[0]!.trim().toLowerCase()
    if (name) names.add(name)
  }
  return names
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
