import { createFileRoute } from '@tanstack/react-router'
import { JoinRoomGuide } from '~/app/features/help/components/join-room-guide'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/help/join-room-guidline')({
  head: () => pageHead('joinRoomGuide', { canonical: '/help/join-room-guidline' }),
  component: JoinRoomGuide,
})
