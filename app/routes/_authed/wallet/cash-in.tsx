import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/wallet/cash-in')({
  head: () => pageHead('cashIn'),
  component: () => <PlaceholderPage page="cashIn" />,
})
