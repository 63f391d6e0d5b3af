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
