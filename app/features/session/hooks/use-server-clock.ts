import { useEffect, useState } from 'react'
import { waitMs } from '~/app/features/session/upcoming-sessions'

/**
 * The device clock corrected by `offsetMs`, rendered again at the instant `nextChangeAt` names for
 * the current time (server clock), and not in between: a bar that says "in 8 minutes" renders once a
 * minute, not every second.
 */
export function useServerClock(offsetMs: number, nextChangeAt: (serverNow: number) => number | null): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now())
  const now = deviceNow + offsetMs
  const wakeAt = nextChangeAt(now)
  // A fresh answer (a new offset) is read against the clock of now, not of the last tick.
  useEffect(() => setDeviceNow(Date.now()), [offsetMs])
  useEffect(() => {
    if (wakeAt === null) return
    const timer = setTimeout(() => setDeviceNow(Date.now()), waitMs(wakeAt, Date.now() + offsetMs))
    return () => clearTimeout(timer)
  }, [wakeAt, offsetMs, deviceNow])
  return now
}
