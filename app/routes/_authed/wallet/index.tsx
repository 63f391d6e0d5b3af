import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/wallet/')({
  head: () => pageHead('wallet'),
  component: () => <PlaceholderPage page="wallet" />,
})
