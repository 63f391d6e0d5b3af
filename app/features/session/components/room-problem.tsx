import { Link } from '@tanstack/react-router'
import { t } from '~/app/lib/i18n/th-session'
import type { RoomError } from '~/app/features/session/room-session'

/** Why the room's connection stopped for good, in words, with the one useful next step. */
export function RoomProblem({ error, bookingId }: { error: RoomError; bookingId: string }) {
  const text =
    error === 'forbidden'
      ? t('session.video.forbidden')
      : error === 'replaced'
        ? t('session.video.replaced')
        : error === 'too_many_connections'
          ? t('session.video.tooManyConnections')
          : error === 'ended'
          ? t('session.video.endTimeUp')
          : t('session.video.connectionLost')
  return (
    <div className="form-alert" role="alert">
      <p>{text}</p>
      {error === 'ended' ? (
        <Link to="/session/summary" search={{ booking: bookingId }}>
          {t('session.video.toSummary')}
        </Link>
      ) : null}
    </div>
  )
}
