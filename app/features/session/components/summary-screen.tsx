import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Booking } from '~/contract/api/booking'
import { ScrollArea } from '~/app/components/scroll-area'
import { t } from '~/app/lib/i18n/th-session-summary'
import { useServerClock } from '~/app/features/session/hooks/use-server-clock'
import { pagesWithStrokes } from '~/app/features/session/board/board-state'
import { fetchBoard } from '~/app/features/session/board/board.queries'
import { bookingSummaryQueryOptions } from '~/app/features/session/session.queries'
import { sessionKeys } from '~/app/features/session/session-keys'
import { clockOffsetMs, connectedTimeText } from '~/app/features/session/time-left'
import { nextPhaseChangeAt, phaseAt } from '~/app/features/session/upcoming-sessions'
import { BookingDetails, BookingUnavailable } from './booking-details'

const timeFormat = new Intl.DateTimeFormat('th-TH', { timeStyle: 'short' })
/** The board's drawing code, for its picture: loaded on the click. */
const loadBoardPng = () => import('~/app/features/session/board/board-png')

/** /session/summary?booking=: how long it was, who came and for how long, and what was written. */
export function SummaryScreen({ bookingId }: { bookingId: string }) {
  const { data, dataUpdatedAt } = useSuspenseQuery(bookingSummaryQueryOptions(bookingId))
  if (!data) return <BookingUnavailable />
  const { booking, attendance, transcript } = data
  const names = new Map(attendance.map((entry) => [entry.user_id, entry.display_name]))
  names.set(booking.consumer._id, names.get(booking.consumer._id) ?? booking.consumer.display_name)
  names.set(booking.provider._id, names.get(booking.provider._id) ?? booking.provider.display_name)
  return (
    <section className="page session-page">
      <h1>{t('sessionSummary.heading')}</h1>
      <BookingDetails booking={booking} />
      <p>
        {t('sessionSummary.scheduled')}: {t('session.booking.duration', { minutes: data.scheduled_minutes })}
      </p>
      <Rejoin booking={booking} receivedAt={dataUpdatedAt} />
      <h2>{t('sessionSummary.attendance')}</h2>
      <ScrollArea label={t('sessionSummary.attendance')}>
        <table className="session-table">
          <thead>
            <tr>
              <th scope="col">{t('sessionSummary.name')}</th>
              <th scope="col">{t('sessionSummary.role')}</th>
              <th scope="col">{t('sessionSummary.status')}</th>
              <th scope="col">{t('sessionSummary.connectedMinutes')}</th>
            </tr>
          </thead>
          <tbody>
            {attendance.map((entry) => (
              <tr key={entry.user_id}>
                <th scope="row">{entry.display_name}</th>
                <td>{entry.role === 'provider' ? t('session.booking.provider') : t('session.booking.consumer')}</td>
                <td>{entry.attended ? t('sessionSummary.attended') : t('sessionSummary.absent')}</td>
                <td>{connectedTimeText(entry.connected_seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <BoardDownload bookingId={booking._id} />
      <h2>{t('sessionSummary.transcript')}</h2>
      {transcript.length === 0 ? (
        <p className="muted">{t('sessionSummary.noTranscript')}</p>
      ) : (
        <ol className="chat__list chat__transcript">
          {transcript.map((line) => (
            <li key={line.message_id} className="chat__line">
              <span className="chat__who">{names.get(line.sender.uid) ?? ''}</span>
              <span className="chat__text">{line.text}</span>
              <span className="chat__time">{timeFormat.format(new Date(line.sent_at))}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="session-actions">
        <Link to="/services/manage-bookings" className="button button--primary">
          {t('sessionSummary.backToBookings')}
        </Link>
        <Link to="/" className="button">
          {t('sessionSummary.backHome')}
        </Link>
      </p>
    </section>
  )
}

/**
 * The session's whiteboard as a picture to keep, when anything was drawn on it: the picture is made
 * in the browser (the board's drawing code loads on the click).
 */
function BoardDownload({ bookingId }: { bookingId: string }) {
  const { data: board } = useQuery({ queryKey: sessionKeys.board(bookingId), queryFn: () => fetchBoard(bookingId) })
  const [failed, setFailed] = useState(false)
  if (!board || board.strokes.length === 0) return null
  const pages = pagesWithStrokes(board.strokes).length
  const download = () => {
    setFailed(false)
    loadBoardPng()
      .then(({ downloadBoardPng }) => downloadBoardPng(board, `board-${bookingId}.png`))
      .catch(() => setFailed(true))
  }
  return (
    <>
      <h2>{t('sessionSummary.board')}</h2>
      <p>{t('sessionSummary.boardPages', { count: pages })}</p>
      <p className="session-actions">
        <button type="button" className="button" onClick={download}>
          {t('sessionSummary.boardDownload')}
        </button>
      </p>
      {failed ? (
        <p role="alert" className="form-alert">
          {t('sessionSummary.boardFailed')}
        </p>
      ) : null}
    </>
  )
}

/**
 * Left the call while the booking still runs (a mistaken leave, a closed tab): straight back into
 * the call, which the other side may still be in. Gone once the booking ends, on the server's clock.
 */
function Rejoin({ booking, receivedAt }: { booking: Booking; receivedAt: number }) {
  const now = useServerClock(clockOffsetMs(booking.server_time, receivedAt), (at) => nextPhaseChangeAt([booking], at))
  if (phaseAt(booking, now) !== 'open') return null
  return (
    <p className="session-actions">
      <Link to="/session/video-session" search={{ booking: booking._id }} className="button button--primary button--large">
        {t('sessionSummary.rejoin')}
      </Link>
      <span className="muted">{t('sessionSummary.stillRunning', { time: timeFormat.format(new Date(booking.end_at)) })}</span>
    </p>
  )
}
