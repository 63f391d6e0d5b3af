import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/app/lib/seo'
import { AccountPage } from '~/app/routes/-components/account-page'

export const Route = createFileRoute('/_authed/mobile/menu')({
  head: () => pageHead('mobileMenu', { noindex: true }),
  component: AccountPage,
})
