import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/wallet/cash-in-promptpay')({
  head: () => pageHead('cashInPromptPay'),
  component: () => <PlaceholderPage page="cashInPromptPay" />,
})
