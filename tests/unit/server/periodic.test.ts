import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runPeriodically } from '~/server/periodic'

/** A job whose runs end when the test says so, counting how many run at once. */
function controlledJob(outcome: () => Promise<void> = async () => {}) {
  const runs: { end: () => void }[] = []
  let atOnce = 0
  let mostAtOnce = 0
  const job = vi.fn(async () => {
    atOnce++
    mostAtOnce = Math.max(mostAtOnce, atOnce)
    await new Promise<void>((resolve) => runs.push({ end: resolve }))
    atOnce--
    await outcome()
  })
  return { job, runs, mostAtOnce: () => mostAtOnce }
}

describe('runPeriodically', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for a run to end before the next, however long it takes', async () => {
    const { job, runs, mostAtOnce } = controlledJob()
    const periodic = runPeriodically(100, job)
    await vi.advanceTimersByTimeAsync(100)
    expect(job).toHaveBeenCalledTimes(1)
    // Ten intervals go by while the first run is still going: no second run starts.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(job).toHaveBeenCalledTimes(1)
    runs[0]!.end()
    await vi.advanceTimersByTimeAsync(99)
    expect(job).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(job).toHaveBeenCalledTimes(2)
    expect(mostAtOnce()).toBe(1)
    runs[1]!.end()
    await periodic.stop()
  })

  it('goes on after a failed run', async () => {
    const { job, runs } = controlledJob(() => Promise.reject(new Error('disk full')))
    const periodic = runPeriodically(100, job)
    await vi.advanceTimersByTimeAsync(100)
    runs[0]!.end()
    await vi.advanceTimersByTimeAsync(100)
    expect(job).toHaveBeenCalledTimes(2)
    runs[1]!.end()
    await periodic.stop()
  })

  it('stop() cancels the next run and waits for the one under way', async () => {
    const { job, runs } = controlledJob()
    const periodic = runPeriodically(100, job)
    await vi.advanceTimersByTimeAsync(100)
    let stopped = false
    const stopping = periodic.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    runs[0]!.end()
    await stopping
    expect(stopped).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(job).toHaveBeenCalledTimes(1)
  })

  it('stop() before the first run: none runs', async () => {
    const { job } = controlledJob()
    await runPeriodically(100, job).stop()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(job).not.toHaveBeenCalled()
  })
})
