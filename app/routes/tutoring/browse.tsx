import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/tutoring/browse')({
  head: () => pageHead('tutoringBrowse', { canonical: '/tutoring/browse' }),
  component: () => <PlaceholderPage page="tutoringBrowse" />,
})
