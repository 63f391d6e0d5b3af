import { LRUCache } from 'lru-cache'
import type { PageAudience, PageRequestContext } from '~/contract/page-request'
import { forbidsSharedCache, wantsFresh } from '~/contract/cache-control'
import { pooledRandom } from '~/server/random-pool'
import { compressBody, encodingFor, KEPT_QUALITY, varyOnEncoding, type Encoding } from './compression'
import { inlineHashes, withInlineHashes } from './inline-hashes'

/**
 * The page server's one cache of rendered pages, as a CDN's micro-cache would be: a page that is the
 * same for a whole audience (contract/page-request.ts) is rendered once per few seconds instead of
 * once per visit, so a burst of visitors (a shared link, a crawler) costs one render. The catalogue
 * answers a page is built from may already be up to 10 seconds old (see cache-validators.ts), so
 * keeping the page as long adds no staleness of its own kind.
 *
 * Who a page is for is decided here, once, and handed to the render as a typed value in Start's
 * request context (`audience`): `anonymous` without a session cookie or `Authorization`;
 * `signed-in-shared` for a page shown alike to everyone signed in (`isSharedPage`) when the access
 * token is one the API would accept (and will for a while yet: see server/main.ts), rendered from
 * the URL alone, with no cookies and no `Authorization`, so it cannot hold anything of whoever
 * happened to cause it; `personal` for anything else, rendered for the request alone and never
 * kept (another page, an expired token the page renews, a forged one, a bearer header). The two
 * kept audiences have copies of their own.
 *
 * What is kept: a GET answered 200 with an HTML body, no `Set-Cookie` and nothing forbidding a
 * shared cache, and never a server function's answer (SERVER_FN_PATH_PREFIX). The page depends on
 * the URL and on the scheme it was reached by (`X-Forwarded-Proto` changes absolute links), so
 * both make the key; nothing else of the request reaches a kept render (see app/lib/cookies.ts,
 * app/lib/origin.ts).
 *
 * Renders are bounded whatever clients send, on lru-cache (size-bounded by page bytes, least
 * recently used first, fetches coalesced):
 * - a page is kept from its second request on (as CDNs' "cache on second hit"): the first is
 *   rendered for its visitor alone and only its address remembered (`REMEMBERED_ADDRESSES`, keys
 *   only). An address asked once (a filtered search, a crawler's walk, a made-up parameter) then
 *   costs one plain render, without being read, kept and copied, and a flood of such addresses
 *   cannot push the pages people do come back to out of the cache;
 * - visitors arriving while a page renders wait for that one render (no stampede; on a page's
 *   very first request, the render of whoever came next);
 * - a copy older than `ttlMs` is still served, once, while one render refreshes it in the
 *   background (stale-while-revalidate), up to `ttlMs` more; past that it is gone;
 * - `Cache-Control: no-cache` (a hard reload; anyone can send it) renders afresh and refreshes the
 *   copy, but at most one such render per page runs at a time: a reload arriving meanwhile waits
 *   for it, and everyone else keeps the cached copy until it is done.
 * Each instance keeps its own (pages are the same on every instance, so there is nothing to share).
 *
 * Content security policy: a page for many (the two kept audiences) is rendered without a nonce,
 * and its policy lists the hashes of its inline scripts, added here once the page is whole
 * (inline-hashes.ts), kept or not; so a kept copy is sent as the bytes it was kept as, under the
 * same policy, every time. A page for one person gets a fresh nonce, and is never kept.
 *
 * Caches in front: a page for visitors without a session says `public` with `s-maxage` and
 * `stale-while-revalidate` as long as this cache's own (and `Vary: Cookie`, so a session's request
 * never gets it there); the signed-in visitors' shared copy `private, no-cache` (kept here, where
 * the token is checked, and nowhere else); a page for one person `private, no-store`. An answer
 * that says its own `Cache-Control` (robots.txt, the sitemap) keeps it.
 *
 * Compression: a copy is compressed when kept, as gzip and as brotli at a higher quality than
 * answers compressed on the fly (compression.ts), and each answer sends the bytes its client takes.
 */

/** Renders a page with the given request context (its script policy and audience). */
export type Render = (request: Request, context: Omit<PageRequestContext, 'backend'>) => Promise<Response>

/** How many addresses the cache remembers having been asked for, to keep a page from its second request on. */
const REMEMBERED_ADDRESSES = 10_000

const NONCE_BYTES = 16

/** A new CSP nonce: 128 bits from the CSPRNG (taken from the server's pool, random-pool.ts), base64url (22 characters). */
export function newNonce(): string {
  return pooledRandom(NONCE_BYTES, 'base64url')
}

export type PageCacheOptions = {
  /** How long a copy is served as it is (and then, while it is refreshed, as long again); 0 turns the cache off. */
  readonly ttlMs: number
  /** The most bytes of page bodies kept at once. */
  readonly maxBytes: number
  readonly now?: () => number
  /** Sharing pages between signed-in visitors; without it every signed-in request renders for itself. */
  readonly signedIn?: SignedInSharing
}

export type SignedInSharing = {
  /** True for a page whose content is the same for every signed-in visitor. */
  readonly isSharedPage: (pathname: string) => boolean
  /** True when the API would accept this access token (and will for a little while yet). */
  readonly isLiveToken: (accessToken: string) => Promise<boolean>
}

/** `miss`: rendered for this answer; `stale`: an old copy while a render refreshes it. */
export type PageCacheStatus = 'hit' | 'miss' | 'stale'

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
  /** The answer's headers as kept (its policy with the page's hashes), less those never replayed. */
  readonly headers: [string, string][]
  /** The page as sent (UTF-8), and compressed once each way. */
  readonly body: Uint8Array<ArrayBuffer>
  readonly encoded: Readonly<Record<Encoding, Uint8Array<ArrayBuffer>>>
  /** What the copy holds: its bytes in all three forms. */
  readonly bytes: number
  readonly storedAt: number
}

export type PageCache = {
  /** Answers `request` from the cache or with `render`, keeping what may be kept. */
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

const hasCredentials = (request: Request): boolean => hasSessionCookie(request.headers.get('cookie')) || request.headers.has('authorization')

/** Headers a cache must not replay (RFC 9111 3.1 hop-by-hop, and the date of the first answer). */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'set-cookie'])

/** Who this request's page is for, and the request its render gets. */
type Decision = { readonly audience: PageAudience; readonly request: Request }

/** What one `fetch` of the cache carries into a render it starts, and brings back beside the entry. */
type RenderJob = { readonly render: () => Promise<Response>; readonly audience: PageAudience; ran: boolean; unkept?: Response }

/** A 200 HTML answer without cookies that nothing forbids a shared cache to keep. */
const mayKeep = (response: Response): boolean =>
  response.status === 200 && !response.headers.has('set-cookie') && (response.headers.get('content-type') ?? '').startsWith('text/html') && !forbidsSharedCache(response.headers)

/**
 * `Cache-Control` for caches in front (see above): `kept` for an answer this cache may keep, with
 * `ttlSeconds` its time here (0: the page cache is off).
 */
function cacheControlFor(audience: PageAudience, kept: boolean, ttlSeconds: number): string {
  if (audience === 'personal') return 'private, no-store'
  if (audience === 'signed-in-shared') return 'private, no-cache'
  return kept && ttlSeconds > 0 ? `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}` : 'no-cache'
}

/** Adds `name` to `headers`' `Vary`, unless it is there already (or `Vary: *`). */
function varyOn(headers: Headers, name: string): void {
  const vary = headers.get('vary')
  if (!vary) return headers.set('vary', name)
  const names = vary.split(',').map((part) => part.trim().toLowerCase())
  if (!names.includes(name) && !names.includes('*')) headers.set('vary', `${vary}, ${name}`)
}

const isHtml = (response: Response): boolean => (response.headers.get('content-type') ?? '').startsWith('text/html')

/** A render's answer with its inline scripts' hashes added to its policy (the page read whole for it), for a page for many. */
async function withHashes(response: Response): Promise<Response> {
  const policy = response.headers.get('content-security-policy')
  if (!policy || !isHtml(response) || !response.body || response.headers.has('content-encoding')) return response
  // The page's bytes, read once and sent as they are: no decoding, no encoding again.
  const page = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.set('content-security-policy', withInlineHashes(policy, inlineHashes(page)))
  return new Response(page, { status: response.status, statusText: response.statusText, headers })
}

/** Sets `Cache-Control` for caches in front on an answer that does not say its own (robots.txt, the sitemap do). */
function withCacheControl(response: Response, audience: PageAudience, ttlSeconds: number): Response {
  if (response.headers.has('cache-control')) return response
  // A copy with headers of its own: a redirect's (Response.redirect) may not be changed.
  const answer = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers })
  answer.headers.set('cache-control', cacheControlFor(audience, mayKeep(response), ttlSeconds))
  // A copy for visitors without a session is for them only, in any cache.
  if (audience === 'anonymous') varyOn(answer.headers, 'cookie')
  return answer
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs
  const ttlSeconds = Math.floor(ttlMs / 1000)

  const renderAndKeep = async (job: RenderJob): Promise<Entry | undefined> => {
    job.ran = true
    const response = await job.render()
    if (!mayKeep(response) || response.headers.has('content-encoding')) {
      job.unkept = response
      return undefined
    }
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = [...withCacheControl(new Response(null, { status: response.status, headers: response.headers }), job.audience, ttlSeconds).headers].filter(
      ([name]) => !NOT_REPLAYED.has(name.toLowerCase()),
    )
    const encoded = { br: compressBody(body, 'br', KEPT_QUALITY), gzip: compressBody(body, 'gzip', KEPT_QUALITY) }
    return { status: response.status, headers, body, encoded, bytes: body.byteLength + encoded.br.byteLength + encoded.gzip.byteLength, storedAt: now() }
  }

  const asked = new LRUCache<string, true>({ max: REMEMBERED_ADDRESSES })
  const pages = new LRUCache<string, Entry, RenderJob>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    // Served as it is for ttlMs, then (stale) while a render refreshes it for as long again.
    ttl: Math.max(1, 2 * ttlMs),
    ttlResolution: 0,
    // An old copy stays to be served while its refresh renders (the age check in `handle`).
    noDeleteOnStaleGet: true,
    // A render still running when other pages fill the budget is not dropped: its visitor (and
    // whoever waits for it) gets the page, and it is kept as the newest, where they would have
    // had an error for a page that rendered.
    ignoreFetchAbort: true,
    perf: { now },
    fetchMethod: (_key, _stale, { context }) => renderAndKeep(context),
  })

  const respond = (entry: Entry, status: PageCacheStatus, request: Request) => {
    const headers = new Headers(entry.headers)
    headers.set(PAGE_CACHE_HEADER, status)
    if (status !== 'miss') headers.set('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))))
    varyOnEncoding(headers)
    const encoding = encodingFor(request.headers.get('accept-encoding'))
    const body = encoding ? entry.encoded[encoding] : entry.body
    if (encoding) headers.set('content-encoding', encoding)
    headers.set('content-length', String(body.byteLength))
    return new Response(body, { status: entry.status, headers })
  }

  const decide = async (request: Request, pathname: string): Promise<Decision> => {
    if (!hasCredentials(request)) return { audience: 'anonymous', request }
    const cookies = request.headers.get('cookie')
    const sharing = options.signedIn
    const token = sharing && !request.headers.has('authorization') && sharing.isSharedPage(pathname) ? accessTokenCookie(cookies) : undefined
    if (sharing && token && (await sharing.isLiveToken(token))) return { audience: 'signed-in-shared', request: withoutCredentials(request) }
    return { audience: 'personal', request }
  }

  return {
    async handle(original, renderPage) {
      const pathname = new URL(original.url).pathname
      const keepable = ttlMs > 0 && original.method === 'GET' && !pathname.startsWith(SERVER_FN_PATH_PREFIX)
      const { audience, request }: Decision = keepable ? await decide(original, pathname) : { audience: hasCredentials(original) ? 'personal' : 'anonymous', request: original }
      // A page for one person gets a nonce of its own; one for many, its inline scripts' hashes.
      const render = async () =>
        audience === 'personal' ? renderPage(request, { csp: { kind: 'nonce', nonce: newNonce() }, audience }) : withHashes(await renderPage(request, { csp: { kind: 'hashes' }, audience }))
      // An answer that is not a kept copy, as it goes out.
      const unkept = (answer: Response) => withCacheControl(answer, audience, keepable ? ttlSeconds : 0)
      if (!keepable || audience === 'personal') return unkept(await render())

      const proto = (request.headers.get('x-forwarded-proto') ?? '').split(',', 1)[0]!.trim().toLowerCase()
      const key = `${audience}|${proto}|${request.url}`
      const copy = pages.get(key, { allowStale: true })
      if (!copy && !asked.has(key)) {
        // Its first request (lately): rendered for this visitor alone; kept from the next one on.
        asked.set(key, true)
        const answer = await render()
        const kept = mayKeep(answer)
        const sent = unkept(answer)
        if (kept) sent.headers.set(PAGE_CACHE_HEADER, 'miss')
        return sent
      }
      const job: RenderJob = { render, audience, ran: false }
      const reload = wantsFresh(original.headers)
      const age = copy ? now() - copy.storedAt : Infinity
      if (copy && !reload && age < ttlMs) return respond(copy, 'hit', original)
      if (copy && !reload && age < 2 * ttlMs) {
        // Old: this visitor gets it while one render (this one's, or one already running) refreshes it.
        // A refresh that may not be kept (an error now) leaves the copy as it is; its answer is dropped.
        void pages.fetch(key, { forceRefresh: true, allowStale: true, context: job }).then(
          () => void job.unkept?.body?.cancel().catch(() => {}),
          () => {},
        )
        return respond(copy, 'stale', original)
      }
      // No usable copy, or a reload: this visitor waits for a render, the one already running if any.
      let entry: Entry | undefined
      try {
        entry = await pages.fetch(key, { forceRefresh: copy !== undefined, allowStale: false, context: job })
      } catch (error) {
        // A failed render reaches only its own visitor; one who was waiting for it renders for
        // itself. (An answer that may not be kept, pushed out while it rendered, is still its visitor's.)
        if (job.ran && !job.unkept) throw error
      }
      if (entry) return respond(entry, job.ran ? 'miss' : 'hit', original)
      // Not kept (an error page, a redirect): its own visitor gets it as it came, waiters render for themselves.
      return unkept(job.unkept ?? (await render()))
    },
    clear() {
      pages.clear()
      asked.clear()
    },
    get stats() {
      return { entries: pages.size, bytes: pages.calculatedSize }
    },
  }
}
