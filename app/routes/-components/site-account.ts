import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useHydrated, useRouteContext } from '@tanstack/react-router'
import type { AccountSummary } from '~/app/components/account-menu/account-menu-sections'
import { useDownloadPrompt } from '~/app/components/download-app/download-prompt'
import { isStaffRole } from '~/app/features/admin/admin-access'
import { currentUserQueryOptions, providerStatusQueryOptions } from '~/app/features/auth/auth.queries'
import { useLogout } from '~/app/features/auth/hooks/use-logout'
import { isSignedIn } from '~/app/lib/session/session'

export type SiteAccount = {
  /** The signed-in account as the account menu shows it; null for a visitor (or while pending). */
  account: AccountSummary | null
  /** Signed in, the account still loading: its place in a header is kept, nothing offered yet. */
  accountPending: boolean
  signedIn: boolean
  userId: string | null
  onLogout: () => void
  /** The account menu's app-only items open the download prompt. */
  onOpenApp: (variant?: 'consumer' | 'provider') => void
  /** The account menu is about to be wanted (a pointer over its button, focus, or opening it): load what it shows. */
  onMenuWanted: () => void
}

/**
 * The signed-in account for a header's account menu: the site's header and the staff header show
 * the same menu, built from the same profile, and sign out the same way.
 */
export function useSiteAccount(): SiteAccount {
  const { session } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const user = useQuery(currentUserQueryOptions(session.userId))
  // Shown only inside the menu: asked for when the menu is first wanted (onMenuWanted), not with
  // every page; read from the cache here, where a page that shows it may also have put it.
  const verifyStatus = useQuery({ ...providerStatusQueryOptions(session.userId), enabled: false })
  const { openDownloadPrompt } = useDownloadPrompt()
  const logout = useLogout()
  const hydrated = useHydrated()
  const profile = isSignedIn(session) ? user.data : null
  // Until the profile arrives (a page shared by all signed-in visitors leaves it to the browser),
  // the bar keeps the account's place; a failed load in the browser falls back to the sign-in link.
  const accountPending = isSignedIn(session) && user.data === undefined && !(hydrated && user.isError)
  const account = profile
    ? {
        username: profile.username,
        profilePicture: profile.profile_picture,
        providerId: profile.provider_id,
        verifyStatus: verifyStatus.data,
        isStaff: isStaffRole(profile.role),
      }
    : null
  return {
    account,
    accountPending,
    signedIn: isSignedIn(session),
    userId: session.userId,
    onLogout: () => void logout(session.userId),
    onOpenApp: (variant = 'consumer') => openDownloadPrompt(variant),
    onMenuWanted: () => {
      // Kept for good once there (staleTime), so only the first wish, or one after a change, asks.
      if (isSignedIn(session)) void queryClient.prefetchQuery(providerStatusQueryOptions(session.userId))
    },
  }
}
