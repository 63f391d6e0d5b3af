import { randomBytes } from 'node:crypto'
import type { PageRequestContext } from '../../contract/page-request'
import { forbidsSharedCache, wantsFresh } from './cache-control'

/**
 * A short-lived cache of server-rendered pages for visitors without a session, as a CDN's
 * micro-cache would be: a page everyone without a session sees the same way is rendered once per
 * few seconds instead of once per visit, so a burst of visitors (a shared link, a crawler) costs
 * one render. The catalogue answers a page is built from may already be up to 10 seconds old (see
 * cache-validators.ts), so keeping the page as long adds no staleness of its own kind.
 *
 * What is kept: a GET answered 200 with an HTML body and no `Set-Cookie`, and never a server
 * function's answer (SERVER_FN_PATH_PREFIX). What is never served
 * from it or stored: a request carrying a session cookie (`access_token`, `refresh_token`) or an
 * `Authorization` header, since such a page shows who is signed in. A request with
 * `Cache-Control: no-cache` (a browser's hard reload) is rendered afresh and refreshes the entry.
 *
 * Concurrent misses for one page wait for a single render (no stampede). Bounded by total bytes;
 * the least recently used page goes first. Each instance keeps its own (pages are the same on
 * every instance, so there is nothing to share).
 *
 * The page depends on the request's URL and on the scheme it was reached by (`X-Forwarded-Proto`
 * changes absolute links), so both make the key; nothing else of the request reaches an
 * anonymous render (see app/lib/cookies.ts, app/lib/origin.ts).
 *
 * Content security policy: every render gets a nonce of its own (`Render`'s second argument, handed
 * to the web client through Start's request context), and a kept page is never replayed with the
 * nonce it was rendered with: every answer from the cache, the first one included, carries a fresh
 * nonce in both its policy header and its markup. The nonce is 128 random bits, so the only places
 * it occurs in a rendered page are the ones the renderer put it.
 *
 * Signed-in visitors (the `signedIn` option): a page whose content is the same for everyone signed
 * in (`sharedWhenSignedIn` in contract/routes.ts) is kept as a second copy, keyed apart from the
 * anonymous one, and served to any visitor whose access token the API itself would accept (and
 * will for a while yet: see server/main.ts). That copy is rendered from the URL alone: no cookies,
 * no `Authorization`, so it cannot hold anything of whoever happened to cause it
 * (contract/page-audience.ts). Any other signed-in request, including one whose token is expired
 * (the page renews it) or forged, renders for itself.
 */

/** Renders a page with the given request context (its CSP nonce). */
export type Render = (request: Request, context: PageRequestContext) => Promise<Response>

/** A new CSP nonce: 128 bits from the CSPRNG, base64url (22 characters). */
export const newNonce = (): string => randomBytes(16).toString('base64url')

export type PageCacheOptions = {
  /** How long a page is kept; 0 turns the cache off. */
  readonly ttlMs: number
  /** The most bytes of page bodies kept at once. */
  readonly maxBytes: number
  readonly now?: () => number
  /** Sharing pages between signed-in visitors; without it every signed-in request renders. */
  readonly signedIn?: SignedInSharing
}

export type SignedInSharing = {
  /** True for a page whose content is the same for every signed-in visitor. */
  readonly isSharedPage: (pathname: string) => boolean
  /** True when the API would accept this access token (and will for a little while yet). */
  readonly isLiveToken: (accessToken: string) => Promise<boolean>
  /** Renders the page for "a signed-in visitor": `request` carries no credentials. */
  readonly render: (request: Request, render: () => Promise<Response>) => Promise<Response>
}

export type PageCacheStatus = 'hit' | 'miss' | 'bypass'

/** The response header telling which way a page went (useful to operators and tests). */
export const PAGE_CACHE_HEADER = 'x-page-cache'

export const SESSION_COOKIE_NAMES = ['access_token', 'refresh_token'] as const

/**
 * Where TanStack Start answers server-function calls (its default base). They are the web client's
 * RPCs, not pages: their answers are never served from the cache or kept, whatever the method
 * (the session renewal's answer sets the visitor's cookies).
 */
export const SERVER_FN_PATH_PREFIX = '/_serverFn/'

type Entry = {
  readonly status: number
  /** Header values, each split at the nonce it was rendered with. */
  readonly headers: readonly (readonly [string, readonly string[]])[]
  /** The page's text split at the nonce it was rendered with: joined with a fresh one per answer. */
  readonly body: readonly string[]
  readonly bytes: number
  readonly storedAt: number
  readonly expiresAt: number
}

export type PageCache = {
  /** Answers `request` from the cache or with `render(request)`, keeping what may be kept. */
  handle(request: Request, render: Render): Promise<Response>
  clear(): void
  readonly stats: { readonly entries: number; readonly bytes: number }
}

/**
 * The `Cookie` header's parts as [name, raw value], names trimmed; no value for a part without `=`.
 * Not hono/utils/cookie's `parse`, which fits a route reading its own cookie but not the rules of
 * a shared cache: it drops a cookie whose value has a character outside the cookie-octet set (the
 * cache must see any session cookie by its name, or it could keep a page rendered for someone as
 * anonymous), keeps the first of a name given twice (two access tokens are ambiguous: none is
 * trusted), and answers the raw text for a broken percent-encoding (refused here).
 */
function* cookieParts(cookieHeader: string): Generator<[string, string | undefined]> {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    yield at < 0 ? [part.trim(), undefined] : [part.slice(0, at).trim(), part.slice(at + 1).trim()]
  }
}

/** True when the `Cookie` header holds one of the session cookies (any value, even empty). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false
  for (const [name] of cookieParts(cookieHeader)) if ((SESSION_COOKIE_NAMES as readonly string[]).includes(name)) return true
  return false
}

/** The value of the `access_token` cookie; undefined when absent, empty or given twice (ambiguous). */
export function accessTokenCookie(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined
  let found: string | undefined
  for (const [name, raw] of cookieParts(cookieHeader)) {
    if (name !== 'access_token' || raw === undefined) continue
    if (found !== undefined) return undefined
    try {
      found = decodeURIComponent(raw)
    } catch {
      return undefined
    }
  }
  return found || undefined
}

/** The request as a shared signed-in render gets it: same URL and headers, no credentials. */
function withoutCredentials(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.delete('cookie')
  headers.delete('authorization')
  return new Request(request.url, { method: request.method, headers })
}

/** Headers a cache must not replay (RFC 9111 3.1 hop-by-hop, and the date of the first answer). */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'set-cookie'])

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  const rendering = new Map<string, Promise<Entry | null>>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  const store = (key: string, entry: Entry) => {
    remove(key)
    if (entry.bytes > options.maxBytes) return
    entries.set(key, entry)
    bytes += entry.bytes
    while (bytes > options.maxBytes) remove(entries.keys().next().value!)
  }

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      remove(key)
      return undefined
    }
    // Most recently used last, so eviction takes the least recently used first.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  const respond = (entry: Entry, status: PageCacheStatus) => {
    const nonce = newNonce()
    const headers = new Headers(entry.headers.map(([name, parts]) => [name, parts.join(nonce)]))
    headers.set(PAGE_CACHE_HEADER, status)
    if (status === 'hit') headers.set('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))))
    return new Response(entry.body.join(nonce), { status: entry.status, headers })
  }

  /** Renders; answers the entry to keep, or null with the response as it came when it may not be kept. */
  const renderAndKeep = async (render: (nonce: string) => Promise<Response>): Promise<{ entry: Entry | null; response: Response | null }> => {
    const nonce = newNonce()
    const response = await render(nonce)
    const cacheable =
      response.status === 200 && !response.headers.has('set-cookie') && (response.headers.get('content-type') ?? '').startsWith('text/html') && !forbidsSharedCache(response.headers)
    if (!cacheable) return { entry: null, response }
    const text = await response.text()
    const headers = [...response.headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase())).map(([name, value]) => [name, value.split(nonce)] as const)
    const at = now()
    return { entry: { status: response.status, headers, body: text.split(nonce), bytes: Buffer.byteLength(text), storedAt: at, expiresAt: at + options.ttlMs }, response: null }
  }

  return {
    async handle(request, renderPage) {
      const renderFor = (request: Request) => renderPage(request, { nonce: newNonce() })
      if (options.ttlMs <= 0 || request.method !== 'GET' || new URL(request.url).pathname.startsWith(SERVER_FN_PATH_PREFIX)) return renderFor(request)
      const proto = (request.headers.get('x-forwarded-proto') ?? '').split(',', 1)[0]!.trim().toLowerCase()
      const cookies = request.headers.get('cookie')
      let key: string
      let render: (nonce: string) => Promise<Response>
      if (!hasSessionCookie(cookies) && !request.headers.has('authorization')) {
        key = `${proto}|${request.url}`
        render = (nonce) => renderPage(request, { nonce })
      } else {
        const sharing = options.signedIn
        const token = sharing && !request.headers.has('authorization') && sharing.isSharedPage(new URL(request.url).pathname) ? accessTokenCookie(cookies) : undefined
        if (!sharing || !token || !(await sharing.isLiveToken(token))) return renderFor(request)
        key = `signed-in|${proto}|${request.url}`
        const shared = withoutCredentials(request)
        request = shared
        render = (nonce) => sharing.render(shared, () => renderPage(shared, { nonce }))
      }
      if (!wantsFresh(request.headers)) {
        const hit = fresh(key)
        if (hit) return respond(hit, 'hit')
        const pending = rendering.get(key)
        if (pending) {
          const entry = await pending
          if (entry) return respond(entry, 'hit')
          // The page could not be kept (an error, a redirect): render for this visitor too.
          return render(newNonce())
        }
      }

      let settle!: (entry: Entry | null) => void
      const pending = new Promise<Entry | null>((resolve) => (settle = resolve))
      rendering.set(key, pending)
      try {
        const { entry, response } = await renderAndKeep(render)
        if (entry) {
          store(key, entry)
          return respond(entry, 'miss')
        }
        return response!
      } catch (error) {
        settle(null)
        throw error
      } finally {
        // Settled after storing, so a waiter either gets this render or finds it stored.
        settle(entries.get(key) ?? null)
        if (rendering.get(key) === pending) rendering.delete(key)
      }
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    get stats() {
      return { entries: entries.size, bytes }
    },
  }
}
