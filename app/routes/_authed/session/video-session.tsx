import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/session/video-session')({
  head: () => pageHead('videoSession', { noindex: true }),
  component: () => <PlaceholderPage page="videoSession" />,
})
