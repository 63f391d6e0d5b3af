import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/payment/payment')({
  head: () => pageHead('payment'),
  component: () => <PlaceholderPage page="payment" />,
})
