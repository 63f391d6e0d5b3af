import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/session/waiting-room')({
  head: () => pageHead('waitingRoom', { noindex: true }),
  component: () => <PlaceholderPage page="waitingRoom" />,
})
