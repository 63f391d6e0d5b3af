import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { t } from '~/app/lib/i18n/th-pre-session'
import type { PreSessionBooking } from '~/app/features/session/hooks/use-pre-session-booking'
import { BookingDetails } from './booking-details'

/**
 * The pre-session page's booking: which session the check is for (service, the other person,
 * when), or a clear word that the link names no session of theirs. The device check below works
 * either way.
 */
export function PreSessionBookingCard({ booking }: { booking: PreSessionBooking }) {
  const headingId = useId()
  switch (booking.kind) {
    case 'none':
    case 'signedOut':
      return null
    case 'pending':
      return (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      )
    case 'found':
      return (
        <section className="pre-session__booking" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('preSession.bookingHeading')}</h2>
          <BookingDetails booking={booking.booking} />
        </section>
      )
    case 'invalid':
    case 'missing':
      return (
        <div className="form-alert" role="alert">
          <p>
            <strong>{t('session.booking.notFoundTitle')}</strong>
          </p>
          <p>{t('session.booking.notFoundBody')}</p>
          <p>{t('preSession.checkStillWorks')}</p>
          <p>
            <Link to="/services/manage-bookings">{t('session.booking.backToBookings')}</Link>
          </p>
        </div>
      )
    case 'failed':
      return (
        <div className="form-alert" role="alert">
          <p>{t('preSession.bookingLoadFailed')}</p>
          <button type="button" className="button" onClick={booking.retry}>
            {t('common.retry')}
          </button>
        </div>
      )
  }
}
