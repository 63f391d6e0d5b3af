import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/policies/privacy')({
  head: () => pageHead('privacy'),
  component: () => <PlaceholderPage page="privacy" />,
})
