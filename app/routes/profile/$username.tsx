import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/profile/$username')({
  head: ({ match }) => pageHead('publicProfile', { canonical: match.pathname }),
  component: () => <PlaceholderPage page="publicProfile" />,
})
