import { createFileRoute } from '@tanstack/react-router'
import { ContinueInApp } from '~/app/components/continue-in-app'
import { t } from '~/app/lib/i18n/th'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/wallet/')({
  head: () => pageHead('wallet', { noindex: true }),
  component: () => <ContinueInApp heading={t('pages.wallet.title')} feature="wallet" />,
})
