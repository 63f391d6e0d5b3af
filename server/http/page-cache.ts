import { LRUCache } from 'lru-cache'
import type { PageAudience, PageRequestContext } from '~/contract/page-request'
import { forbidsSharedCache, wantsFresh } from '~/contract/cache-control'
import { pooledRandom } from '~/server/random-pool'
import { takesGzip } from './compression'
import { gzipWith, pageParts, spliceGzip, type SplicedGzip } from './spliced-gzip'

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
 * Content security policy: every render gets a nonce of its own, and a kept page is never replayed
 * with the nonce it was rendered with: every answer from the cache, the first one included,
 * carries a fresh nonce in both its policy header and its markup. The nonce is 128 random bits, so
 * the only places it occurs in a rendered page are the ones the renderer put it.
 *
 * Compression: a copy is also kept deflated between its nonces (spliced-gzip.ts), and a client
 * that takes gzip gets each answer's gzip stream put together around its own nonce (15-40 µs)
 * instead of the whole page compressed again (compression.ts: 0.15-0.8 ms).
 */

/** Renders a page with the given request context (its CSP nonce and audience). */
export type Render = (request: Request, context: PageRequestContext) => Promise<Response>

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
  /** Header values, each split at the nonce it was rendered with. */
  readonly headers: readonly (readonly [string, readonly string[]])[]
  /** The page's text (UTF-8) split at the nonce it was rendered with: joined with a fresh one per answer. */
  readonly body: readonly Uint8Array[]
  /** The same, deflated for gzip answers (none for a page without a nonce). */
  readonly gzip: SplicedGzip | undefined
  /** What the copy holds: its text and its deflated parts. */
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

/** `parts` joined by `nonce`, as one run of bytes (no text to encode again for each answer). */
function joined(parts: readonly Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce, 'utf8')
  const pieces: Uint8Array[] = []
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonceBytes)
    pieces.push(part)
  })
  const page = Buffer.concat(pieces)
  return new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength)
}

const hasCredentials = (request: Request): boolean => hasSessionCookie(request.headers.get('cookie')) || request.headers.has('authorization')

/** Headers a cache must not replay (RFC 9111 3.1 hop-by-hop, and the date of the first answer). */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'set-cookie'])

/** Who this request's page is for, and the request its render gets. */
type Decision = { readonly audience: PageAudience; readonly request: Request }

/** What one `fetch` of the cache carries into a render it starts, and brings back beside the entry. */
type RenderJob = { readonly render: (nonce: string) => Promise<Response>; ran: boolean; unkept?: Response }

/** A 200 HTML answer without cookies that nothing forbids a shared cache to keep. */
const mayKeep = (response: Response): boolean =>
  response.status === 200 && !response.headers.has('set-cookie') && (response.headers.get('content-type') ?? '').startsWith('text/html') && !forbidsSharedCache(response.headers)

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs

  const renderAndKeep = async (job: RenderJob): Promise<Entry | undefined> => {
    job.ran = true
    const nonce = newNonce()
    const response = await job.render(nonce)
    if (!mayKeep(response)) {
      job.unkept = response
      return undefined
    }
    const text = await response.text()
    const headers = [...response.headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase())).map(([name, value]) => [name, value.split(nonce)] as const)
    const body = pageParts(text, nonce)
    const gzip = response.headers.has('content-encoding') ? undefined : spliceGzip(body, nonce.length)
    return { status: response.status, headers, body, gzip, bytes: Buffer.byteLength(text) + (gzip?.keptBytes ?? 0), storedAt: now() }
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
    const nonce = newNonce()
    const headers = new Headers(entry.headers.map(([name, parts]) => [name, parts.join(nonce)]))
    headers.set(PAGE_CACHE_HEADER, status)
    if (status !== 'miss') headers.set('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))))
    const gzip = entry.gzip && takesGzip(request.headers.get('accept-encoding')) ? gzipWith(entry.gzip, nonce) : undefined
    if (!gzip) return new Response(joined(entry.body, nonce), { status: entry.status, headers })
    headers.set('content-encoding', 'gzip')
    headers.set('content-length', String(gzip.byteLength))
    return new Response(gzip, { status: entry.status, headers })
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
      const render = (nonce: string) => renderPage(request, { nonce, audience })
      if (!keepable || audience === 'personal') return render(newNonce())

      const proto = (request.headers.get('x-forwarded-proto') ?? '').split(',', 1)[0]!.trim().toLowerCase()
      const key = `${audience}|${proto}|${request.url}`
      const copy = pages.get(key, { allowStale: true })
      if (!copy && !asked.has(key)) {
        // Its first request (lately): rendered for this visitor alone; kept from the next one on.
        asked.set(key, true)
        const answer = await render(newNonce())
        if (mayKeep(answer)) answer.headers.set(PAGE_CACHE_HEADER, 'miss')
        return answer
      }
      const job: RenderJob = { render, ran: false }
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
      return job.unkept ?? render(newNonce())
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
