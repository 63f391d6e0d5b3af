/**
 * A shared HTTP cache for server rendering: answers the backend marks `public, max-age=N` (the
 * catalogue, categories, blogs; the same to everyone) are reused for N seconds across page
 * renders, as a CDN in front of the backend would. Only for GETs sent without a token or
 * cookies; a `private` or `no-store` answer is never kept. Without it every rendered page would
 * ask the database again for what it was told may be reused. Bounded; the oldest entry goes first.
 * Pages rendering at the same moment that miss share one call (no stampede when an entry expires
 * under load). Browsers have their own HTTP cache, so this runs on the server only.
 */
export type CachedAnswer = { status: number; statusText: string; payload: unknown }

/** One answer of the backend as the API client reads it. */
export type Exchange = CachedAnswer & { retryAfter: string | null; cacheControl: string | null }

const MAX_ENTRIES = 1000
const entries = new Map<string, CachedAnswer & { expires: number }>()

export function cachedAnswer(url: string, now = Date.now()): CachedAnswer | undefined {
  const hit = entries.get(url)
  if (!hit) return undefined
  if (hit.expires <= now) {
    entries.delete(url)
    return undefined
  }
  return hit
}

/** Seconds a shared cache may keep an answer with this `cache-control`; 0 when it may not. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim())
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='))
  const maxAge = sMaxAge ?? directives.find((d) => d.startsWith('max-age='))
  const seconds = maxAge ? Number(maxAge.slice(maxAge.indexOf('=') + 1)) : 0
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0
}

export function keepAnswer(url: string, answer: CachedAnswer, cacheControl: string | null, now = Date.now()) {
  const seconds = sharedMaxAge(cacheControl)
  if (seconds <= 0) return
  entries.delete(url)
  entries.set(url, { status: answer.status, statusText: answer.statusText, payload: answer.payload, expires: now + seconds * 1000 })
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
}

const pending = new Map<string, Promise<Exchange>>()

/**
 * The answer for a shareable GET of `url`: from the cache, else from the call already under way
 * for it, else from `load()`, kept when its `cache-control` allows.
 */
export function sharedExchange(url: string, load: () => Promise<Exchange>): Promise<Exchange> {
  const hit = cachedAnswer(url)
  if (hit) return Promise.resolve({ ...hit, retryAfter: null, cacheControl: null })
  const underway = pending.get(url)
  if (underway) return underway
  const call = load()
    .then((reply) => {
      if (reply.status >= 200 && reply.status < 300) keepAnswer(url, reply, reply.cacheControl)
      return reply
    })
    .finally(() => pending.delete(url))
  pending.set(url, call)
  return call
}

export function clearSharedCache() {
  entries.clear()
}
