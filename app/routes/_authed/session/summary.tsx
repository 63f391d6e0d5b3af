import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/session/summary')({
  head: () => pageHead('sessionSummary', { noindex: true }),
  component: () => <PlaceholderPage page="sessionSummary" />,
})
