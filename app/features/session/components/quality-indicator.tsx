import { useEffect, useState } from 'react'
import { t } from '~/app/lib/i18n/th-session'
import type { Quality, QualityLevel, QualityReason } from '~/app/features/session/call-quality'
import type { CallQuality } from '~/app/features/session/hooks/use-call-quality'

const FILLED_BARS: Record<QualityLevel, number> = { good: 3, fair: 2, poor: 1 }

/**
 * How well one side comes through: signal bars (three, two or one filled, and a colour) with the
 * word, named in full for screen readers (`session.quality.*`: whose signal, and how good). The name is not a live region: a
 * change every few seconds would only talk over the lesson; a poor signal is said by the notice.
 * Nothing until there is a reading.
 */
export function QualityIndicator({ side, name, quality }: { side: 'theirs' | 'mine'; name: string; quality: Quality | null }) {
  if (!quality) return null
  const level = t(`session.quality.${quality.level}`)
  const label = side === 'theirs' ? t('session.quality.theirs', { name, level }) : t('session.quality.mine', { level })
  return (
    <span className={`quality quality--${quality.level} quality--${side}`} role="img" aria-label={label}>
      <svg className="quality__bars" width="14" height="12" viewBox="0 0 14 12" aria-hidden="true">
        {[0, 1, 2].map((bar) => (
          <rect key={bar} x={bar * 5} y={8 - bar * 4} width="4" height={4 + bar * 4} rx="1" className={bar < FILLED_BARS[quality.level] ? 'quality__bar--on' : 'quality__bar--off'} />
        ))}
      </svg>
      <span className="quality__text">{side === 'theirs' ? level : label}</span>
    </span>
  )
}

/** How long the explanation stays after the signal is no longer poor, so one good reading does not make it flicker. */
const POOR_NOTE_HOLD_MS = 8_000

/** Which effect to explain first when several figures are poor: what is heard before what is seen. */
const REASON_ORDER: readonly QualityReason[] = ['loss', 'delay', 'frameRate']
const mainReason = (quality: Quality): QualityReason => REASON_ORDER.find((reason) => quality.reasons.includes(reason)) ?? 'loss'

/**
 * The Thai explanation while a side's signal is poor, for the call's notices (a status region):
 * what the person will notice, and what may help (turning a camera off frees the line for the voice).
 */
export function QualityNotice({ quality, name, theirCamera, myCamera }: { quality: CallQuality; name: string; theirCamera: boolean; myCamera: boolean }) {
  const theirs = useHeldWhilePoor(quality.theirs)
  const mine = useHeldWhilePoor(quality.mine)
  return (
    <>
      {theirs ? (
        <p className="call__notice call__notice--warning quality-notice">
          {t(`session.quality.theirPoor.${mainReason(theirs)}`, { name })}
          {theirCamera ? ` ${t('session.quality.askCameraOff', { name })}` : ''}
        </p>
      ) : null}
      {mine ? (
        <p className="call__notice call__notice--warning quality-notice">
          {t(`session.quality.minePoor.${mainReason(mine)}`, { name })} {myCamera ? t('session.quality.cameraOffTip') : t('session.quality.networkTip')}
        </p>
      ) : null}
    </>
  )
}

/** A poor reading, kept for POOR_NOTE_HOLD_MS once the readings are better again. */
function useHeldWhilePoor(quality: Quality | null): Quality | null {
  const poor = quality?.level === 'poor' ? quality : null
  const [held, setHeld] = useState<Quality | null>(null)
  useEffect(() => {
    if (poor) {
      setHeld(poor)
      return
    }
    const timer = setTimeout(() => setHeld(null), POOR_NOTE_HOLD_MS)
    return () => clearTimeout(timer)
  }, [poor])
  return poor ?? held
}
