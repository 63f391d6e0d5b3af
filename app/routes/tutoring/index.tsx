import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/tutoring/')({
  head: () => pageHead('tutoring', { canonical: '/tutoring' }),
  component: () => <PlaceholderPage page="tutoring" />,
})
