// Needs Redis at 127.0.0.1:6379 (bash .ci/run starts it); without it the Redis tests fail at once, saying so.
import { randomBytes } from 'node:crypto'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisRateLimiter, type RateLimiter } from '~/server/rate-limit/rate-limiter'
import { requestCode } from './support/auth-client'
import { captureLog, setUpTestBackend } from './support/test-backend'
import { requireRedis } from '~/tests/support/services'

const REDIS_URL = 'redis://127.0.0.1:6379'
// Every test counts under its own prefix: runs never see each other's counters.
const uniquePrefix = () => `test:rate:${randomBytes(6).toString('hex')}:`

describe('Redis rate limiter', () => {
  let redis: Redis
  const limiters: RateLimiter[] = []
  beforeAll(async () => {
    await requireRedis(REDIS_URL)
    redis = new Redis(REDIS_URL)
  })
  afterAll(async () => {
    await Promise.all(limiters.map((l) => l.close()))
    await redis?.quit()
  })
  const limiter = (prefix: string) => {
    const l = createRedisRateLimiter({ url: REDIS_URL, keyPrefix: prefix, log: captureLog().logger })
    limiters.push(l)
    return l
  }

  it('allows `limit` hits per window, then refuses with the time left', async () => {
    const prefix = uniquePrefix()
    const l = limiter(prefix)
    expect(l.kind).toBe('redis')
    for (let i = 0; i < 3; i++) expect((await l.hit('ip:1', 3, 600)).allowed).toBe(true)
    const refused = await l.hit('ip:1', 3, 600)
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterMs).toBeGreaterThan(0)
    expect(refused.retryAfterMs).toBeLessThanOrEqual(600_000)
    // Counted in Redis (INCR) with the window as its expiry (EXPIRE), under the prefix.
    expect(await redis.get(`${prefix}ip:1`)).toBe('4')
    const ttl = await redis.ttl(`${prefix}ip:1`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(600)
    // Another key is counted apart.
    expect((await l.hit('ip:2', 3, 600)).allowed).toBe(true)
  })

  it('two instances share one count', async () => {
    const prefix = uniquePrefix()
    const a = limiter(prefix)
    const b = limiter(prefix)
    expect((await a.hit('k', 2, 60)).allowed).toBe(true)
    expect((await b.hit('k', 2, 60)).allowed).toBe(true)
    expect((await a.hit('k', 2, 60)).allowed).toBe(false)
    expect((await b.hit('k', 2, 60)).allowed).toBe(false)
  })

  it('a later hit does not extend the window', async () => {
    const prefix = uniquePrefix()
    const l = limiter(prefix)
    await l.hit('k', 5, 600)
    await redis.pexpire(`${prefix}k`, 5_000)
    await l.hit('k', 5, 600)
    expect(await redis.pttl(`${prefix}k`)).toBeLessThanOrEqual(5_000)
  })

  it('fails open (and logs) when Redis cannot be reached', async () => {
    const { logger, lines } = captureLog()
    const l = createRedisRateLimiter({ url: 'redis://127.0.0.1:9', keyPrefix: uniquePrefix(), log: logger })
    try {
      expect((await l.hit('k', 0, 60)).allowed).toBe(true)
      expect(lines.join('\n')).toContain('redis unavailable')
    } finally {
      await l.close()
    }
  })

  describe('in the backend', () => {
    const backend = setUpTestBackend(() => ({ rateLimiter: limiter(uniquePrefix()) }))

    it('the backend uses it for the per-IP limits', async () => {
      const ip = '203.0.113.7'
      for (let i = 0; i < 20; i++) {
        expect((await requestCode(backend, 'phone', `07${String(10_000_000 + i).slice(-8)}`, ip)).status).toBe(200)
      }
      const refused = await requestCode(backend, 'phone', '0799999999', ip)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ code: 'rate_limited' })
    })
  })

  describe('REDIS_URL', () => {
    const backend = setUpTestBackend({ env: { REDIS_URL } })

    it('REDIS_URL selects it', () => {
      expect(backend.rateLimiter.kind).toBe('redis')
    })
  })
})

describe('development auth secret', () => {
  const first = setUpTestBackend()
  // A restart: the same data folder.
  const again = setUpTestBackend(() => ({ env: { DATA_DIR: first.config.dataDir } }))

  it('is generated once into DATA_DIR/secrets/auth-secret (0600) and reused after a restart', () => {
    const file = join(first.config.dataDir, 'secrets', 'auth-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(first.config.authSecret?.length).toBeGreaterThanOrEqual(32)
    expect(again.config.authSecret).toBe(first.config.authSecret)
  })
})
