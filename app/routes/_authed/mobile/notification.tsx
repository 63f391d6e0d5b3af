import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/mobile/notification')({
  head: () => pageHead('mobileNotification', { noindex: true }),
  component: () => <PlaceholderPage page="mobileNotification" />,
})
