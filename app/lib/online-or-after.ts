/**
 * Resolves when the browser says it is back online or after `ms`, whichever comes first, and
 * leaves neither the listener nor the timer behind (a loop of retries while offline adds none).
 */
export function onlineOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done)
      clearTimeout(timer)
      resolve()
    }
    window.addEventListener('online', done)
    const timer = setTimeout(done, ms)
  })
}
