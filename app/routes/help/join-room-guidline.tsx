import { createFileRoute } from '@tanstack/react-router'
import { JoinRoomGuide } from '../../features/help/components/join-room-guide'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/help/join-room-guidline')({
  head: () => pageHead('joinRoomGuide', { canonical: '/help/join-room-guidline' }),
  component: JoinRoomGuide,
})
