import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../components/placeholder-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/survey')({
  head: () => pageHead('survey', { canonical: '/survey' }),
  component: () => <PlaceholderPage page="survey" />,
})
