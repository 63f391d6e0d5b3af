import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/services/$sid')({
  head: ({ match }) => pageHead('serviceView', { canonical: match.pathname }),
  component: () => <PlaceholderPage page="serviceView" />,
})
