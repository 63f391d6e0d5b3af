import { useQuery } from '@tanstack/react-query'
import { isStaffRole } from '../../features/admin/admin-access'
import { ClientOnly, useHydrated, useMatches, useRouteContext, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { DownloadPromptProvider, useDownloadPrompt } from '../../components/download-app/download-prompt'
import { Footer } from '../../components/footer'
import { LoadingBar } from '../../components/loading-bar'
import { NavBar } from '../../components/nav-bar'
import { currentUserQueryOptions, providerStatusQueryOptions } from '../../features/auth/auth.queries'
import { useLogout } from '../../features/auth/use-logout'
import { useSessionLostRedirect } from '../../features/auth/use-session-lost'
import { DeviceStateProvider } from '../../lib/device'
import { t } from '../../lib/i18n/th'
import { pageChromeOf } from '../../lib/page-chrome'
import { Spinner } from '../../components/spinner'
import { accountSessionsFor, SessionBarSlot } from './session-reach'

// The push opt-in is decided in the browser after mount; its code stays out of the first load.
const PushOptIn = lazy(() => import('../../features/notifications/components/push-opt-in').then((m) => ({ default: m.PushOptIn })))

// The toast stack's code arrives after the page has loaded: nothing on a first screen needs it, and
// a toast asked for before then waits for it (react-toastify queues toasts until a container mounts).
const SiteToasts = lazy(() => import('../../components/site-toasts').then((m) => ({ default: m.SiteToasts })))

// Loaded when the menu first opens, so the catalogue's code stays out of every page's first load.
const HamburgerCategories = lazy(() => import('../../features/catalogue/components/hamburger-categories').then((m) => ({ default: m.HamburgerCategories })))

export function SiteShell({ children }: { children: ReactNode }) {
  useSessionLostRedirect()
  // The route says how much of the frame it keeps (app/lib/page-chrome.ts): the call fills the
  // window with nothing over it, and no page of a live session shows the opt-in card.
  const chrome = useMatches({ select: (matches) => pageChromeOf(matches.map((match) => match.staticData.chrome)) })
  const framed = chrome !== 'none'
  return (
    <DeviceStateProvider>
      <DownloadPromptProvider>
        <LoadingBar />
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        {framed ? <SiteHeader /> : null}
        {framed ? <SessionBar /> : null}
        {chrome === 'site' ? <PushPrompt /> : null}
        <main id="main" tabIndex={-1} className={framed ? undefined : 'main--full-window'}>
          {children}
        </main>
        {framed ? <Footer /> : null}
        {framed ? <ToastsAfterLoad /> : null}
      </DownloadPromptProvider>
    </DeviceStateProvider>
  )
}

/** The toast stack, once the page's load event has passed (see SiteToasts above). */
function ToastsAfterLoad() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (document.readyState === 'complete') return setLoaded(true)
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [])
  return loaded ? (
    <Suspense fallback={null}>
      <SiteToasts />
    </Suspense>
  ) : null
}

/**
 * Signed in: our own question about notifications (see PushOptIn), once per user. Browser only:
 * a page shared by all signed-in visitors is rendered without knowing who (contract/page-audience.ts).
 */
function PushPrompt() {
  const { session } = useRouteContext({ from: '__root__' })
  if (!session.isLoggedIn || !session.userId) return null
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <PushOptIn key={session.userId} userId={session.userId} />
      </Suspense>
    </ClientOnly>
  )
}

/** Signed in: a session about to start (or under way) leads into it from every page but the session pages. */
function SessionBar() {
  const { session } = useRouteContext({ from: '__root__' })
  return session.isLoggedIn ? <SessionBarSlot userId={session.userId} /> : null
}

function SiteHeader() {
  const { session } = useRouteContext({ from: '__root__' })
  const isProviderArea = useRouterState({
    select: (s) => s.location.pathname.startsWith('/provider') || (s.location.pathname === '/login' && s.location.search.provider === true),
  })
  const user = useQuery(currentUserQueryOptions(session.userId))
  const verifyStatus = useQuery(providerStatusQueryOptions(session.userId))
  const { openDownloadPrompt } = useDownloadPrompt()
  const logout = useLogout()
  const hydrated = useHydrated()
  const profile = session.isLoggedIn ? user.data : null
  // Until the profile arrives (a page shared by all signed-in visitors leaves it to the browser),
  // the bar keeps the account's place; a failed load in the browser falls back to the sign-in link.
  const accountPending = session.isLoggedIn && user.data === undefined && !(hydrated && user.isError)
  const account = profile
    ? {
        username: profile.username,
        profilePicture: profile.profile_picture,
        providerId: profile.provider_id,
        verifyStatus: verifyStatus.data ?? null,
        isStaff: isStaffRole(profile.role),
      }
    : null
  const variant = isProviderArea ? 'provider' : 'consumer'
  return (
    <NavBar
      variant={variant}
      account={account}
      accountPending={accountPending}
      onOpenApp={() => openDownloadPrompt(variant)}
      onLogout={() => void logout(session.userId)}
      accountSessions={accountSessionsFor(session.userId)}
      menuExtras={(onNavigate) => (
        <Suspense fallback={<Spinner />}>
          <HamburgerCategories onNavigate={onNavigate} signedIn={session.isLoggedIn} />
        </Suspense>
      )}
    />
  )
}
