/** The time source of the services. Injected so tests can move time (code expiry, send limits, tokens). */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

/**
 * Where work waits for a stretch of time (the hub's leave grace). Injected so tests run the waits
 * when they choose instead of sleeping; a callback may return the work it starts, for them to await.
 */
export type Timers = {
  setTimeout(run: () => unknown, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Node's timers; a pending one does not keep the process alive. */
export const systemTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
