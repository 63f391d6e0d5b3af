import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '~/app/lib/session/session'
import { currentUserQueryOptions } from './auth.queries'
import { postLoginTarget } from './sign-in-rules'

/** For a signed-in visitor on /login or /register: where to send them at once (null: nowhere). */
export async function signedInTarget(
  context: { session: Session; queryClient: QueryClient },
  search: { provider?: boolean | undefined; redirect?: string | undefined },
): Promise<string | null> {
  if (context.session.kind === 'signed-out') return null
  const profile = await context.queryClient.ensureQueryData(currentUserQueryOptions(context.session.userId))
  if (!profile) return null
  return postLoginTarget({ provider: search.provider === true, redirect: search.redirect, providerId: profile.provider_id })
}
