import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/tutoring/blog/$id')({
  head: ({ match }) => pageHead('blog', { canonical: match.pathname }),
  component: () => <PlaceholderPage page="blog" />,
})
