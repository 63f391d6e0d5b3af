import { t } from '~/app/lib/i18n/th-session'
import { countdownParts } from '~/app/features/session/time-left'

/** "2 hours 5 minutes 3 seconds": the largest parts that are not zero, then the rest. */
export function Countdown({ ms }: { ms: number }) {
  const { days, hours, minutes, seconds } = countdownParts(ms)
  const parts = [
    days > 0 ? t('session.countdown.days', { count: days }) : null,
    days > 0 || hours > 0 ? t('session.countdown.hours', { count: hours }) : null,
    t('session.countdown.minutes', { count: minutes }),
    t('session.countdown.seconds', { count: seconds }),
  ].filter((part): part is string => part !== null)
  return (
    <span role="timer" className="countdown">
      {parts.join(' ')}
    </span>
  )
}
