import { Link, useRouterState } from '@tanstack/react-router'
import { useId } from 'react'
import type { Booking } from '~/contract/api/booking'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { t } from '~/app/lib/i18n/th-upcoming-sessions'
import { otherNameOf } from '~/app/features/session/booking-parties'
import { useServerClock } from '~/app/features/session/hooks/use-server-clock'
import { useUpcomingSessions } from '~/app/features/session/hooks/use-upcoming-sessions'
import {
  isSessionPage,
  listClockOffsetMs,
  nextBarChangeAt,
  nextPhaseChangeAt,
  phaseAt,
  sessionBarState,
  sessionBarText,
  type UpcomingSessions as UpcomingList,
} from '~/app/features/session/upcoming-sessions'

const dateTimeFormat = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short' })
const timeFormat = new Intl.DateTimeFormat('th-TH', { timeStyle: 'short' })

/**
 * The slim bar under the header on every page but the session pages: "your session with … starts
 * in 8 minutes — enter", for a booking whose room is open or opens within the hour. Browser only,
 * and nothing at all (no reserved space) until there is such a booking.
 */
export function SessionBar({ userId }: { userId: string | null }) {
  const onSessionPage = useRouterState({ select: (s) => isSessionPage(s.location.pathname) })
  const { data } = useUpcomingSessions(userId)
  if (onSessionPage || !data || data.bookings.length === 0) return null
  return <NearSession list={data} />
}

function NearSession({ list }: { list: UpcomingList }) {
  const now = useServerClock(listClockOffsetMs(list), (at) => nextBarChangeAt(list.bookings, at))
  const state = sessionBarState(list.bookings, now)
  if (state.kind === 'none') return null
  return (
    <div role="region" aria-label={t('upcomingSessions.bar.label')} className="session-bar">
      <Link to="/session/pre-session" search={{ booking: state.booking._id }} className="session-bar__link">
        <Icon art={icons.video} size={20} />
        <span className="session-bar__text">{sessionBarText(state)}</span>
        <span className="session-bar__enter">
          {t('upcomingSessions.enter')}
          <Icon art={icons.chevronRight} size={18} />
        </span>
      </Link>
    </div>
  )
}

type ListProps = {
  userId: string | null
  /** Inside the account dropdown the entries are menu items; on `/mobile/menu` a plain list. */
  itemRole?: 'menuitem'
  /** Called when an entry is chosen (the dropdown closes itself). */
  onChoose?: () => void
}

/**
 * The account menu's "upcoming sessions": the few soonest, each with the service, the other person
 * and the Thai date and time, leading into the session once its room is open.
 */
export function UpcomingSessions({ userId, itemRole, onChoose }: ListProps) {
  const id = useId()
  const { data, isError } = useUpcomingSessions(userId)
  return (
    <div role={itemRole ? 'group' : undefined} aria-labelledby={itemRole ? `${id}-heading` : undefined} className="account-menu__section upcoming-sessions">
      <h3 id={`${id}-heading`} role={itemRole ? 'presentation' : undefined} className="account-menu__heading">
        {t('upcomingSessions.heading')}
      </h3>
      {data ? (
        data.bookings.length > 0 ? (
          <SessionEntries list={data} itemRole={itemRole} onChoose={onChoose} />
        ) : (
          <p className="upcoming-sessions__note">{t('upcomingSessions.empty')}</p>
        )
      ) : (
        <p className="upcoming-sessions__note">{isError ? t('upcomingSessions.failed') : t('upcomingSessions.loading')}</p>
      )}
    </div>
  )
}

function SessionEntries({ list, itemRole, onChoose }: { list: UpcomingList } & Omit<ListProps, 'userId'>) {
  const now = useServerClock(listClockOffsetMs(list), (at) => nextPhaseChangeAt(list.bookings, at))
  const entries = list.bookings.map((booking) => ({ booking, open: phaseAt(booking, now) === 'open' }))
  if (itemRole) {
    // Menu items only: the arrow keys reach every entry; one whose room is not open yet is there to
    // be read, not chosen (a disabled menu item stays focusable).
    return entries.map(({ booking, open }) =>
      open ? (
        <Link key={booking._id} to="/session/pre-session" search={{ booking: booking._id }} role={itemRole} className="account-menu__item upcoming-session" onClick={onChoose}>
          <SessionFacts booking={booking} />
          <EnterLabel />
        </Link>
      ) : (
        <div key={booking._id} role={itemRole} aria-disabled="true" tabIndex={-1} className="account-menu__item upcoming-session">
          <SessionFacts booking={booking} />
        </div>
      ),
    )
  }
  return (
    <ul className="upcoming-sessions__list">
      {entries.map(({ booking, open }) => (
        <li key={booking._id}>
          {open ? (
            <Link to="/session/pre-session" search={{ booking: booking._id }} className="account-menu__item upcoming-session" onClick={onChoose}>
              <SessionFacts booking={booking} />
              <EnterLabel />
            </Link>
          ) : (
            <div className="account-menu__item upcoming-session">
              <SessionFacts booking={booking} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

function SessionFacts({ booking }: { booking: Booking }) {
  return (
    <span className="upcoming-session__facts">
      <span className="upcoming-session__title">{booking.service.title}</span>
      <span className="upcoming-session__meta">
        {t('upcomingSessions.with', { name: otherNameOf(booking) })}
        <br />
        <time dateTime={booking.start_at}>
          {dateTimeFormat.format(new Date(booking.start_at))} – {timeFormat.format(new Date(booking.end_at))}
        </time>
      </span>
    </span>
  )
}

function EnterLabel() {
  return (
    <span className="upcoming-session__enter">
      {t('upcomingSessions.enter')}
      <Icon art={icons.chevronRight} size={16} />
    </span>
  )
}
