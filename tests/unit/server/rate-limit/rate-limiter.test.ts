import { describe, expect, it } from 'vitest'
import { createMemoryRateLimiter } from '~/server/rate-limit/rate-limiter'

describe('memory rate limiter', () => {
  it('counts per window on the given clock', async () => {
    let now = Date.parse('2026-03-01T03:00:00.000Z')
    const l = createMemoryRateLimiter({ now: () => new Date(now) })
    expect(l.kind).toBe('memory')
    expect((await l.hit('k', 1, 60)).allowed).toBe(true)
    const refused = await l.hit('k', 1, 60)
    expect(refused).toEqual({ allowed: false, retryAfterMs: 60_000 })
    now += 59_000
    expect((await l.hit('k', 1, 60)).retryAfterMs).toBe(1_000)
    now += 1_000
    expect((await l.hit('k', 1, 60)).allowed).toBe(true)
  })
})
