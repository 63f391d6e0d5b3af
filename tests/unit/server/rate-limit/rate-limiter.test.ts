import { describe, expect, it, vi } from 'vitest'
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

describe('memory rate limiter with many clients', () => {
  it('keeps each limit, and does not go over every window on each hit while many are live', async () => {
    let now = Date.parse('2026-03-01T03:00:00.000Z')
    const l = createMemoryRateLimiter({ now: () => new Date(now) })
    // 30,000 clients in one minute: more live windows than the size at which expired ones are looked for.
    for (let i = 0; i < 30_000; i++) await l.hit(`client:${i}`, 5, 60)
    // Each sweep goes over the map (a for-of over it); before, every hit past 10,000 windows swept.
    const iterate = vi.spyOn(Map.prototype, Symbol.iterator)
    try {
      for (let i = 30_000; i < 40_000; i++) await l.hit(`client:${i}`, 5, 60)
      expect(iterate.mock.calls.length).toBeLessThanOrEqual(1)
    } finally {
      iterate.mockRestore()
    }
    // The limits still hold for a client among them.
    for (let i = 0; i < 4; i++) expect((await l.hit('client:7', 5, 60)).allowed).toBe(true)
    expect((await l.hit('client:7', 5, 60)).allowed).toBe(false)
    // A minute on, its window has ended and it starts afresh.
    now += 60_000
    expect((await l.hit('client:7', 5, 60)).allowed).toBe(true)
  })
})
