import { useEffect, useState } from 'react'

/** Whole seconds left until `untilMs` (0 when past), ticking once a second. */
export function useCountdown(untilMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setNow(Date.now())
    if (untilMs <= Date.now()) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= untilMs) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [untilMs])
  return Math.max(0, Math.ceil((untilMs - now) / 1000))
}
