import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from '~/app/lib/yield-to-browser'

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resolves at once in a server render', async () => {
    const order: string[] = []
    setTimeout(() => order.push('timer'), 0)
    await yieldToBrowser()
    order.push('after')
    expect(order).toEqual(['after'])
  })

  it('in a browser without scheduler.yield, resolves in a later task (after a timer queued before it)', async () => {
    vi.stubGlobal('document', {})
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    setTimeout(() => order.push('timer'), 0)
    await yieldToBrowser()
    order.push('after')
    expect(order).toEqual(['timer', 'after'])
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    vi.stubGlobal('document', {})
    const yieldToMain = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToMain })
    await yieldToBrowser()
    expect(yieldToMain).toHaveBeenCalledOnce()
  })
})
