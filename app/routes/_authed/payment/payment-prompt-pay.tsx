import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/payment/payment-prompt-pay')({
  head: () => pageHead('paymentPromptPay'),
  component: () => <PlaceholderPage page="paymentPromptPay" />,
})
