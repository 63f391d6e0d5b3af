import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Booking } from '~/contract/api/booking'
import { t } from '~/app/lib/i18n/th-session'
import { useServerNow } from '~/app/features/session/hooks/use-now'
import { useRoom } from '~/app/features/session/hooks/use-room'
import { otherParty } from '~/app/features/session/room-state'
import { bookingQueryOptions } from '~/app/features/session/session.queries'
import { clockOffsetMs } from '~/app/features/session/time-left'
import { BookingDetails, BookingUnavailable, otherNameOf } from './booking-details'
import { Countdown } from './countdown'
import { RoomProblem } from './room-problem'

/** /session/waiting-room?booking=: the booking, a countdown, who is here, and the way in once the room opens. */
export function WaitingRoomScreen({ bookingId }: { bookingId: string }) {
  const { data } = useSuspenseQuery(bookingQueryOptions(bookingId))
  if (!data) return <BookingUnavailable />
  return <WaitingRoom booking={data.booking} receivedAt={data.receivedAt} />
}

function WaitingRoom({ booking, receivedAt }: { booking: Booking; receivedAt: number }) {
  const offset = clockOffsetMs(booking.server_time, receivedAt)
  const startMs = Date.parse(booking.start_at)
  const now = useServerNow(offset, startMs)
  const ended = booking.phase === 'ended'
  const { snapshot } = useRoom(ended ? null : { roomName: booking.room_name, myUid: booking[booking.my_role]._id, myRole: booking.my_role })
  const other = otherParty(snapshot?.room ?? null, booking.my_role)
  const name = otherNameOf(booking)

  if (snapshot?.error === 'forbidden') return <BookingUnavailable />

  return (
    <section className="page session-page">
      <h1>{t('session.waitingRoom.heading')}</h1>
      <BookingDetails booking={booking} />
      {ended || snapshot?.ended ? (
        <p>
          {t('session.waitingRoom.ended')}{' '}
          <Link to="/session/summary" search={{ booking: booking._id }}>
            {t('session.video.toSummary')}
          </Link>
        </p>
      ) : (
        <>
          <p className="session-countdown">
            {now < startMs ? (
              <>
                {t('session.waitingRoom.startsIn')} <Countdown ms={startMs - now} />
              </>
            ) : (
              t('session.waitingRoom.started')
            )}
          </p>
          <p role="status" className="session-presence">
            {snapshot === null || snapshot.socket === 'connecting'
              ? t('session.waitingRoom.connecting')
              : other.present
                ? other.in_call
                  ? t('session.waitingRoom.otherInCall', { name })
                  : t('session.waitingRoom.otherHere', { name })
                : t('session.waitingRoom.otherAway', { name })}
          </p>
          {snapshot?.error ? <RoomProblem error={snapshot.error} bookingId={booking._id} /> : null}
          <p className="session-actions">
            {snapshot?.ready ? (
              // The call's code loads while they wait, so going in does not start with it.
              <Link to="/session/video-session" search={{ booking: booking._id }} preload="render" className="button button--primary button--large">
                {t('session.waitingRoom.join')}
              </Link>
            ) : (
              <span className="muted">{t('session.waitingRoom.waitingForRoom')}</span>
            )}
            <Link to="/session/pre-session" search={{ booking: booking._id }} className="button">
              {t('session.waitingRoom.checkDevices')}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
