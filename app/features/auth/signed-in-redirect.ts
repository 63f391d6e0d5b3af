import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '~/app/lib/session/session'
import { currentUserQueryOptions } from './auth.queries'
import { NO_ID } from '~/contract/values/ids'
import { namedRoutes } from '~/contract/routes'

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

/**
 * Where a user lands after signing in (spec 2, "Login screen"): the provider variant goes to
 * service management for a provider and to provider registration otherwise; the normal variant
 * goes back where the guard sent the user from, or to /browse.
 */
export function postLoginTarget(options: { provider: boolean; redirect?: string | undefined; providerId: string | null | undefined }): string {
  if (options.provider) {
    const isProvider = !!options.providerId && options.providerId !== NO_ID
    if (!isProvider) return namedRoutes.RegisterProvider
    return options.redirect?.startsWith('/provider/') ? options.redirect : namedRoutes.ProviderManageService
  }
  return options.redirect ?? '/browse'
}
