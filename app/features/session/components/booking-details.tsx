import { Link } from '@tanstack/react-router'
import type { Booking } from '~/contract/api/booking'
import { t } from '~/app/lib/i18n/th-session'
import { otherRoleOf } from '~/app/features/session/booking-parties'
import { minutesBetween } from '~/app/features/session/time-left'

const dateTimeFormat = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeStyle: 'short' })
const timeFormat = new Intl.DateTimeFormat('th-TH', { timeStyle: 'short' })

// Kept importable from here: the session screens read them beside the details.
export { otherNameOf, otherRoleOf } from '~/app/features/session/booking-parties'

/** The booking at a glance: the service, the other party and when. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const otherRole = otherRoleOf(booking)
  return (
    <dl className="session-facts">
      <div>
        <dt>{t('session.booking.service')}</dt>
        <dd>{booking.service.title}</dd>
      </div>
      <div>
        <dt>{otherRole === 'provider' ? t('session.booking.provider') : t('session.booking.consumer')}</dt>
        <dd>{booking[otherRole].display_name}</dd>
      </div>
      <div>
        <dt>{t('session.booking.time')}</dt>
        <dd>
          {dateTimeFormat.format(new Date(booking.start_at))} – {timeFormat.format(new Date(booking.end_at))} (
          {t('session.booking.duration', { minutes: minutesBetween(booking.start_at, booking.end_at) })})
        </dd>
      </div>
    </dl>
  )
}

/** Not a participant, or no such booking: the same answer for both, as the backend gives. */
export function BookingUnavailable() {
  return (
    <section className="page page--center">
      <h1>{t('session.booking.notFoundTitle')}</h1>
      <p role="alert">{t('session.booking.notFoundBody')}</p>
      <Link to="/services/manage-bookings" className="button button--primary">
        {t('session.booking.backToBookings')}
      </Link>
    </section>
  )
}
