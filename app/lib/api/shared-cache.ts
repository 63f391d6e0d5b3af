import { LRUCache } from 'lru-cache'
import { sharedMaxAge } from '~/contract/cache-control'

/**
 * A shared HTTP cache for server rendering: answers the backend marks `public` with a max-age (the
 * catalogue, categories, blogs; the same to everyone) are reused for that long across page
 * renders, as a CDN in front of the backend would. Only for GETs sent without a token or cookies
 * (the API client decides); a `private`, `no-store` or `no-cache` answer is never kept. It pays:
 * pages rendered every time serve two to four times as many requests a second with it
 * (docs/performance.md). Bounded (least recently used first); pages rendering at the same moment
 * that miss share one call (no stampede when an entry expires under load). Browsers have their own
 * HTTP cache, so this runs on the server only.
 */
export type CachedAnswer = { status: number; statusText: string; payload: unknown }

/** One answer of the backend as the API client reads it. */
export type Exchange = CachedAnswer & { retryAfter: string | null; cacheControl: string | null }

const MAX_ENTRIES = 1000

/** What one lookup carries into the call it starts, and the answer it brings back when not kept. */
type Call = { readonly load: () => Promise<Exchange>; ran: boolean; unkept?: Exchange }

// Pure: the browser build, where nothing calls it, leaves the cache (and lru-cache) out.
const answers = /* @__PURE__ */ new LRUCache<string, CachedAnswer, Call>({
  max: MAX_ENTRIES,
  // Each answer lives as long as its own Cache-Control says (set per entry below).
  ttlAutopurge: false,
  // A call still running when as many others are kept after it is not dropped: its pages get its
  // answer (and the cache keeps it), where they would have failed.
  ignoreFetchAbort: true,
  fetchMethod: async (_url, _stale, { context, options }) => {
    context.ran = true
    const reply = await context.load()
    const seconds = reply.status >= 200 && reply.status < 300 ? sharedMaxAge(reply.cacheControl) : 0
    if (seconds <= 0) {
      context.unkept = reply
      return undefined
    }
    options.ttl = seconds * 1000
    return { status: reply.status, statusText: reply.statusText, payload: reply.payload }
  },
})

/**
 * The answer for a shareable GET of `url`: from the cache, else from the call already under way
 * for it, else from `load()`, kept when its `Cache-Control` allows. A failed call reaches only the
 * page that made it; a page that waited on another's call whose answer may not be kept, or failed,
 * asks for itself.
 */
export async function sharedExchange(url: string, load: () => Promise<Exchange>): Promise<Exchange> {
  const call: Call = { load, ran: false }
  try {
    const kept = await answers.fetch(url, { context: call })
    if (kept) return { ...kept, retryAfter: null, cacheControl: null }
  } catch (error) {
    // A call pushed out of the cache while it ran (as many others kept meanwhile as it holds) is
    // aborted for the cache, not for the page: its answer, when one that may not be kept, is still here.
    if (call.ran && !call.unkept) throw error
  }
  return call.unkept ?? load()
}

export function clearSharedCache() {
  answers.clear()
}
