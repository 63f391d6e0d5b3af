type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task, so the browser can paint and handle input in between: the
 * Prioritized Task Scheduling API's `scheduler.yield()` where there is one (its continuation runs
 * before other queued tasks), otherwise a zero-delay timer. In a server render, at once.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  return typeof document == 'undefined' ? Promise.resolve() : scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve))
}

/**
 * Runs `task` at the browser's next idle moment: at most `timeoutMs` later where it is never idle,
 * in a task of its own where there are no idle callbacks. Answers what cancels it if it has not run.
 */
export function whenIdle(task: () => void, timeoutMs?: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(() => task(), timeoutMs === undefined ? {} : { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task)
  return () => clearTimeout(id)
}
