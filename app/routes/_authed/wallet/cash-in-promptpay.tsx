import { createFileRoute } from '@tanstack/react-router'
import { ContinueInApp } from '~/app/components/continue-in-app'
import { t } from '~/app/lib/i18n/th'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/wallet/cash-in-promptpay')({
  head: () => pageHead('cashInPromptPay', { noindex: true }),
  component: () => <ContinueInApp heading={t('pages.cashInPromptPay.title')} feature="wallet" />,
})
