import { Redis } from 'ioredis'
import type { Logger } from '~/server/log'

/**
 * Fixed-window counters for per-client limits (per IP). In process memory for a single
 * instance; in Redis when `REDIS_URL` is set, so every instance counts against the same limit.
 * Per-destination limits are not here: they live in the database with the codes.
 */
export type RateLimitDecision = { readonly allowed: boolean; readonly retryAfterMs: number }

export type RateLimiter = {
  readonly kind: 'memory' | 'redis'
  /** Counts one hit on `key`; refused once more than `limit` hits fall in the current window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>
  close(): Promise<void>
}

const ALLOWED: RateLimitDecision = { allowed: true, retryAfterMs: 0 }

// Expired windows are dropped when the map grows past this, so memory stays bounded.
const MEMORY_PRUNE_AT = 10_000

export function createMemoryRateLimiter(options: { now?: () => Date } = {}): RateLimiter {
  const now = options.now ?? (() => new Date())
  const windows = new Map<string, { count: number; resetAt: number }>()
  // The size at which expired windows are next looked for: twice what a sweep left, so a sweep over
  // N windows comes at most once per N new ones. Were it fixed, then with more live windows than it
  // (as many clients in a minute, or one client with many IPv6 networks) every hit would go over
  // all of them.
  let pruneAt = MEMORY_PRUNE_AT
  return {
    kind: 'memory',
    async hit(key, limit, windowSeconds) {
      const t = now().getTime()
      if (windows.size > pruneAt) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k)
        pruneAt = Math.max(MEMORY_PRUNE_AT, 2 * windows.size)
      }
      let w = windows.get(key)
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 }
        windows.set(key, w)
      }
      w.count++
      return w.count > limit ? { allowed: false, retryAfterMs: w.resetAt - t } : ALLOWED
    },
    async close() {
      windows.clear()
    },
  }
}

export function createRedisRateLimiter(options: { url: string; keyPrefix?: string; log: Logger }): RateLimiter {
  const { log } = options
  const prefix = options.keyPrefix ?? 'marketplace:rate:'
  const redis = new Redis(options.url, {
    // A sign-in must not hang while Redis reconnects: fail the command fast and decide below.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  })
  redis.on('error', (err: Error) => log.warn('redis rate limiter error', { message: err.message }))
  return {
    kind: 'redis',
    async hit(key, limit, windowSeconds) {
      const k = prefix + key
      try {
        // INCR, then start the window only on the first hit (NX); PTTL tells how long is left.
        const results = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').pttl(k).exec()
        const count = Number(results?.[0]?.[1] ?? 0)
        const ttl = Number(results?.[2]?.[1] ?? -1)
        if (count <= limit) return ALLOWED
        return { allowed: false, retryAfterMs: ttl > 0 ? ttl : windowSeconds * 1000 }
      } catch (err) {
        // Fail open: these limits only slow abuse down; the per-destination limits in the
        // database still hold, and Redis being down should not stop everyone signing in.
        log.warn('rate limit check skipped: redis unavailable', { message: err instanceof Error ? err.message : String(err) })
        return ALLOWED
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
