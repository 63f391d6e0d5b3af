import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '~/contract/api/notifications'
import { t } from '~/app/lib/i18n/th-notifications'
import { timeAgo } from '~/app/lib/format'
import { notificationSettingsQueryOptions, recentNotificationsQueryOptions, useSaveNotificationSettings } from '~/app/features/notifications/notifications.queries'
import { DevicePanel } from './device-panel'

/** `/mobile/notification`: this device on or off, each kind on or off, and the recent notifications. */
export function NotificationSettingsScreen({ userId }: { userId: string }) {
  return (
    <section className="page notifications">
      <h1>{t('notifications.title')}</h1>
      <DevicePanel userId={userId} />
      <KindSettings userId={userId} />
      <RecentNotifications userId={userId} />
    </section>
  )
}

function KindSettings({ userId }: { userId: string }) {
  const headingId = useId()
  const { data: settings } = useSuspenseQuery(notificationSettingsQueryOptions(userId))
  const save = useSaveNotificationSettings(userId)
  const [saved, setSaved] = useState(false)
  // What was just chosen, shown at once: the query cache tells its readers a task later, and until
  // then a controlled checkbox would be put back as it was (and read so, if anything reads it then).
  const [chosen, setChosen] = useState<NotificationSettings | null>(null)
  const shown = chosen ?? settings
  const change = (kind: NotificationKind, on: boolean) => {
    setSaved(false)
    const next: NotificationSettings = { ...shown, [kind]: on }
    setChosen(next)
    save.save(next, { onSuccess: () => setSaved(true), onSettled: () => setChosen((current) => (current === next ? null : current)) })
  }
  return (
    <section className="notifications__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notifications.kinds.heading')}</h2>
      <p className="muted">{t('notifications.kinds.hint')}</p>
      <ul className="notifications__kinds">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind}>
            <label className="notifications__kind">
              <input type="checkbox" checked={shown[kind]} onChange={(e) => change(kind, e.currentTarget.checked)} />
              <span>{t(`notifications.kinds.${kind}`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <p role="status" className="notifications__saved">
        {save.isError ? t('notifications.device.saveFailed') : saved ? t('notifications.kinds.saved') : ''}
      </p>
    </section>
  )
}

function RecentNotifications({ userId }: { userId: string }) {
  const headingId = useId()
  const { data } = useSuspenseQuery(recentNotificationsQueryOptions(userId))
  return (
    <section className="notifications__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notifications.recent.heading')}</h2>
      {data.items.length === 0 ? (
        <p className="muted">{t('notifications.recent.empty')}</p>
      ) : (
        <ul className="notifications__recent">
          {data.items.map((item) => (
            <li key={item._id} className="notifications__item">
              <a href={item.url} className="notifications__item-title">
                {item.title}
              </a>
              <p className="notifications__item-body">{item.body}</p>
              <time dateTime={item.created_at} className="muted" suppressHydrationWarning>
                {timeAgo(item.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
