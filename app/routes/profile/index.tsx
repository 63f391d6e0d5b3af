import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/profile/')({
  head: () => pageHead('profile', { canonical: '/profile' }),
  component: () => <PlaceholderPage page="profile" />,
})
