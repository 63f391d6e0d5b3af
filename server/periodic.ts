/**
 * A job run every `ms` milliseconds, one run at a time: the next waits for the last to end, then
 * for `ms` more. (`setInterval` starts runs on the clock whatever the last one does, so slow runs,
 * a whole-database VACUUM on a busy machine say, would pile up behind each other and hold up
 * everything else that uses the same resource.) The timer never keeps the process alive. `stop()`
 * cancels the next run and resolves once a run under way has ended. A run's failure is the job's
 * to report: a rejection is swallowed so that the next run still comes.
 */
export function runPeriodically(ms: number, job: () => Promise<unknown>): { stop: () => Promise<void> } {
  let stopped = false
  let running: Promise<void> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    timer = setTimeout(() => {
      running = job()
        .catch(() => {})
        .then(() => {
          running = undefined
          if (!stopped) schedule()
        })
    }, ms)
    timer.unref?.()
  }
  schedule()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
