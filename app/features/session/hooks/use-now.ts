import { useEffect, useState } from 'react'
import { nextTickMs } from '~/app/features/session/time-left'

/**
 * The device clock corrected by `offsetMs`, re-rendering when the shown second of a countdown to
 * `targetMs` changes (and no more once it is reached).
 */
export function useServerNow(offsetMs: number, targetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const current = Date.now() + offsetMs
      setNow(current)
      const left = targetMs - current
      if (left > 0) timer = setTimeout(tick, nextTickMs(left))
    }
    tick()
    return () => clearTimeout(timer)
  }, [offsetMs, targetMs])
  return now
}
