import { createFileRoute } from '@tanstack/react-router'
import { providerStatusQueryOptions } from '~/app/features/auth/auth.queries'
import { pageHead } from '~/app/lib/seo'
import { AccountPage } from '~/app/routes/-components/account-page'

export const Route = createFileRoute('/_authed/mobile/menu')({
  // The page shows the provider status (the header loads the profile): it comes with the page.
  loader: ({ context }) => context.queryClient.prefetchQuery(providerStatusQueryOptions(context.session.userId)),
  head: () => pageHead('mobileMenu', { noindex: true }),
  component: AccountPage,
})
