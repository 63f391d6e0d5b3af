import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/help/join-room-guidline')({
  head: () => pageHead('joinRoomGuide'),
  component: () => <PlaceholderPage page="joinRoomGuide" />,
})
