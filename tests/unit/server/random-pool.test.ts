import { describe, expect, it } from 'vitest'
import { pooledRandom } from '~/server/random-pool'

describe('pooledRandom', () => {
  it('hands out as many bytes as asked, as hex or base64url', () => {
    expect(pooledRandom(6, 'hex')).toMatch(/^[0-9a-f]{12}$/)
    expect(pooledRandom(12, 'hex')).toMatch(/^[0-9a-f]{24}$/)
    expect(pooledRandom(16, 'base64url')).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from(pooledRandom(32, 'base64url'), 'base64url')).toHaveLength(32)
  })

  it('never hands out the same bytes twice, across many refills, whatever the sizes asked', () => {
    // 12-byte draws do not divide the pool evenly: a draw that would run past its end takes a refill.
    const drawn = Array.from({ length: 20_000 }, (_, i) => pooledRandom(i % 3 === 0 ? 12 : 6, 'hex'))
    expect(new Set(drawn).size).toBe(drawn.length)
    // No run of equal bytes from an unfilled pool: over 160,000 bytes every value shows up.
    const bytes = new Set(drawn.flatMap((text) => [...Buffer.from(text, 'hex')]))
    expect(bytes.size).toBe(256)
    expect(drawn.filter((text) => /^(00)+$/.test(text))).toEqual([])
  })

  it('refuses a size it cannot give', () => {
    for (const size of [0, -1, 1.5, 257, Number.NaN]) expect(() => pooledRandom(size, 'hex')).toThrow(RangeError)
  })
})
