import { describe, expect, it } from 'vitest'
import { loadOnce } from '~/app/lib/load-once'

describe('loadOnce', () => {
  it('loads on the first call and hands every later call the same promise', async () => {
    let loads = 0
    const load = loadOnce(async () => ({ loaded: ++loads }))
    expect(loads).toBe(0)
    const first = load()
    const second = load()
    expect(second).toBe(first)
    expect(await first).toEqual({ loaded: 1 })
    expect(load()).toBe(first)
    expect(loads).toBe(1)
  })

  it('keeps no failed load: the next call tries again', async () => {
    let loads = 0
    const load = loadOnce(async () => {
      loads++
      if (loads === 1) throw new Error('offline')
      return 'module'
    })
    const failed = load()
    // Calls made while the failing load is still under way share it and its failure.
    expect(load()).toBe(failed)
    await expect(failed).rejects.toThrow('offline')
    const retried = load()
    expect(retried).not.toBe(failed)
    await expect(retried).resolves.toBe('module')
    expect(load()).toBe(retried)
    expect(loads).toBe(2)
  })
})
