import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/session/pre-session')({
  head: () => pageHead('preSession', { canonical: '/session/pre-session' }),
  component: () => <PlaceholderPage page="preSession" />,
})
