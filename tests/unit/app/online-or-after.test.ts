import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onlineOrAfter } from '~/app/lib/online-or-after'

describe('onlineOrAfter', () => {
  let target: EventTarget
  let listening: number
  beforeEach(() => {
    vi.useFakeTimers()
    target = new EventTarget()
    listening = 0
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: EventListener) => {
        listening += 1
        target.addEventListener(type, listener)
      },
      removeEventListener: (type: string, listener: EventListener) => {
        listening -= 1
        target.removeEventListener(type, listener)
      },
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('resolves after the time and leaves no listener: retries while offline pile up none', async () => {
    for (let i = 0; i < 3; i++) {
      const waited = onlineOrAfter(5_000)
      await vi.advanceTimersByTimeAsync(5_000)
      await waited
    }
    expect(listening).toBe(0)
  })

  it('resolves as soon as the browser is back online, and its timer is gone', async () => {
    let resolved = false
    void onlineOrAfter(5_000).then(() => (resolved = true))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(resolved).toBe(false)
    target.dispatchEvent(new Event('online'))
    await Promise.resolve()
    expect(resolved).toBe(true)
    expect(listening).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })
})
