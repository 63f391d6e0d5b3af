import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettingsScreen } from '~/app/features/notifications/components/notification-settings-screen'
import { notificationSettingsQueryOptions, recentNotificationsQueryOptions } from '~/app/features/notifications/notifications.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/mobile/notification')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(notificationSettingsQueryOptions(context.session.userId)),
      context.queryClient.ensureQueryData(recentNotificationsQueryOptions(context.session.userId)),
    ]),
  head: () => pageHead('mobileNotification', { noindex: true }),
  component: NotificationRoute,
})

function NotificationRoute() {
  const { session } = Route.useRouteContext()
  return <NotificationSettingsScreen userId={session.userId ?? ''} />
}
