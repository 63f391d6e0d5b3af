import { createFileRoute } from '@tanstack/react-router'
import { currentUserQueryOptions } from '~/app/features/auth/auth.queries'
import { ProfileScreen } from '~/app/features/auth/components/profile-screen'
import { pageHead } from '~/app/lib/seo'
import { isSignedIn } from '~/app/lib/session/session'

export const Route = createFileRoute('/profile/')({
  loader: ({ context }) => (isSignedIn(context.session) ? context.queryClient.prefetchQuery(currentUserQueryOptions(context.session.userId)) : undefined),
  head: () => pageHead('profile', { noindex: true }),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { session } = Route.useRouteContext()
  return <ProfileScreen session={session} />
}
