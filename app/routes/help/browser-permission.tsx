import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/help/browser-permission')({
  head: () => pageHead('browserPermission'),
  component: () => <PlaceholderPage page="browserPermission" />,
})
