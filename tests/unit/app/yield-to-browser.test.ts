import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle, yieldToBrowser } from '~/app/lib/yield-to-browser'

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

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** A browser with idle callbacks that run when the test says the browser is idle. */
  const idleBrowser = () => {
    const pending = new Map<number, { run: () => void; timeout: number | undefined }>()
    let next = 1
    vi.stubGlobal('window', { requestIdleCallback: true })
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout?: number }) => {
      pending.set(next, { run, timeout: options.timeout })
      return next++
    })
    vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id))
    return {
      pending,
      idle: () => {
        for (const [id, { run }] of pending) {
          pending.delete(id)
          run()
        }
      },
    }
  }

  it('runs the task at the next idle moment, asking for it no later than the given time', () => {
    const browser = idleBrowser()
    const task = vi.fn()
    whenIdle(task, 2000)
    expect(task).not.toHaveBeenCalled()
    expect([...browser.pending.values()].map((p) => p.timeout)).toEqual([2000])
    browser.idle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled', () => {
    const browser = idleBrowser()
    const task = vi.fn()
    whenIdle(task)()
    browser.idle()
    expect(task).not.toHaveBeenCalled()
  })

  it('without idle callbacks, runs the task in a later task, or not at all once cancelled', async () => {
    vi.stubGlobal('window', {})
    const ran: string[] = []
    whenIdle(() => ran.push('kept'))
    whenIdle(() => ran.push('cancelled'))()
    expect(ran).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ran).toEqual(['kept'])
  })
})
