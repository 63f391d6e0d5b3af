import { useEffect, useState } from 'react'
import type { Quality, StatsSample } from '~/app/features/session/call-quality'
import type { PeerSession } from '~/app/features/session/peer-session'

/** How often the call's statistics are read: often enough to notice, rarely enough to cost nothing. */
export const QUALITY_INTERVAL_MS = 2_000

export type CallQuality = { theirs: Quality | null; mine: Quality | null }
const UNKNOWN: CallQuality = { theirs: null, mine: null }
/** The statistics' reading and judging, loaded with the first reading rather than with the call. */
const loadQualityRules = () => import('~/app/features/session/call-quality')

/**
 * The call's quality each way, read every QUALITY_INTERVAL_MS while the call is connected (no timer
 * otherwise): one `getStats()` and one pass over its report. The state changes only when a level
 * or its reasons change, so the call screen re-renders only then. `video` says for which side a
 * picture is expected; a change of it starts the count over, so a camera just turned on is not
 * judged on the seconds it was off.
 */
export function useCallQuality(peer: PeerSession | null, running: boolean, video: { theirs: boolean; mine: boolean }): CallQuality {
  const [quality, setQuality] = useState<CallQuality>(UNKNOWN)
  const { theirs: theirVideo, mine: myVideo } = video

  useEffect(() => {
    if (!peer || !running) {
      setQuality(UNKNOWN)
      return
    }
    let stopped = false
    let reading = false
    let previous: StatsSample | null = null
    const read = async () => {
      // A hidden tab has no one to show it to; the next reading spans the gap.
      if (reading || document.hidden) return
      reading = true
      // A connection closed under the reading gives none: the next one reads the new connection.
      // Rules that could not be loaded (offline) are asked for again at the next reading.
      const [rules, report] = await Promise.all([loadQualityRules().catch(() => null), peer.stats().catch(() => null)])
      reading = false
      if (stopped || !report || !rules) return
      const { classifyQuality, measureQuality, readStats, sameQuality } = rules
      const sample = readStats(report)
      if (previous) {
        const measures = measureQuality(previous, sample, { theirs: theirVideo, mine: myVideo })
        const next = { theirs: classifyQuality(measures.theirs), mine: classifyQuality(measures.mine) }
        setQuality((current) => (sameQuality(current.theirs, next.theirs) && sameQuality(current.mine, next.mine) ? current : next))
      }
      previous = sample
    }
    void read()
    const timer = setInterval(() => void read(), QUALITY_INTERVAL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [peer, running, theirVideo, myVideo])

  return quality
}
