import { ClientOnly, useMatches, useRouteContext, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { whenIdle } from '~/app/lib/yield-to-browser'
import { DownloadPromptProvider } from '~/app/components/download-app/download-prompt'
import { Footer } from '~/app/components/footer'
import { LoadingBar } from '~/app/components/loading-bar'
import { NavBar } from '~/app/components/nav-bar'
import { useSessionLostRedirect } from '~/app/features/auth/hooks/use-session-lost'
import { DeviceStateProvider } from '~/app/lib/device'
import { t } from '~/app/lib/i18n/th'
import { pageChromeOf } from '~/app/lib/page-chrome'
import { isSignedIn } from '~/app/lib/session/session'
import { Spinner } from '~/app/components/spinner'
import { accountSessionsFor, SessionBarSlot } from './session-reach'
import { useSiteAccount } from './site-account'
import { lazyInBrowser } from '~/app/lib/lazy-in-browser'

// The push opt-in is decided in the browser after mount; its code stays out of the first load.
const PushOptIn = lazy(() => import('~/app/features/notifications/components/push-opt-in').then((m) => ({ default: m.PushOptIn })))

// The toast stack's code arrives after the page has loaded: nothing on a first screen needs it, and
// a toast asked for before then waits for it (react-toastify queues toasts until a container mounts).
const SiteToasts = lazy(() => import('~/app/components/site-toasts').then((m) => ({ default: m.SiteToasts })))

// Staff pages only (lazyInBrowser): the staff header's code stays out of everyone else's first load.
const StaffHeader = lazyInBrowser(() => import('./staff-header').then((m) => m.StaffHeader))

// Loaded when the menu first opens, so the catalogue's code stays out of every page's first load.
const HamburgerCategories = lazy(() => import('~/app/features/catalogue/components/hamburger-categories').then((m) => ({ default: m.HamburgerCategories })))

export function SiteShell({ children }: { children: ReactNode }) {
  useSessionLostRedirect()
  // The route says how much of the frame it keeps (app/lib/page-chrome.ts): the call fills the
  // window with nothing over it, no page of a live session shows the opt-in card, and the staff
  // pages draw their own frame (for staff: the /admin route tells in its context).
  const chrome = useMatches({
    select: (matches) =>
      pageChromeOf(
        matches.map((match) => match.staticData.chrome),
        { staff: matches.some((match) => 'staff' in match.context && match.context.staff === true) },
      ),
  })
  const site = chrome === 'site' || chrome === 'quiet'
  return (
    <DeviceStateProvider>
      <DownloadPromptProvider>
        <LoadingBar />
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        {site ? <SiteHeader /> : null}
        {site ? <SessionBar /> : null}
        {chrome === 'site' ? <PushPrompt /> : null}
        {chrome === 'staff' ? (
          <Suspense fallback={null}>
            <StaffHeader />
          </Suspense>
        ) : null}
        {chrome === 'staff' ? (
          // The staff layout brings its navigation and <main id="main">.
          children
        ) : (
          <main id="main" tabIndex={-1} className={chrome === 'none' ? 'main--full-window' : undefined}>
            {children}
          </main>
        )}
        {site ? <Footer /> : null}
        {chrome !== 'none' ? <ToastsAfterLoad /> : null}
      </DownloadPromptProvider>
    </DeviceStateProvider>
  )
}

/**
 * The toast stack, once the page's load event has passed and the browser is idle (see SiteToasts
 * above): the page's scripts load after its first frame, often after the load event, so this waits
 * for the hydration's work to end too. A toast asked for before then waits for the stack.
 */
function ToastsAfterLoad() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    // At most a second later where the browser is never idle.
    let cancel = () => {}
    const mountWhenIdle = () => (cancel = whenIdle(() => setLoaded(true), 1000))
    if (document.readyState === 'complete') mountWhenIdle()
    else window.addEventListener('load', mountWhenIdle, { once: true })
    return () => {
      cancel()
      window.removeEventListener('load', mountWhenIdle)
    }
  }, [])
  return loaded ? (
    <Suspense fallback={null}>
      <SiteToasts />
    </Suspense>
  ) : null
}

/**
 * Signed in: our own question about notifications (see PushOptIn), once per user. Browser only:
 * a page shared by all signed-in visitors is rendered without knowing who (contract/page-request.ts).
 */
function PushPrompt() {
  const { session } = useRouteContext({ from: '__root__' })
  if (session.kind !== 'user') return null
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
  return isSignedIn(session) ? <SessionBarSlot userId={session.userId} /> : null
}

function SiteHeader() {
  const isProviderArea = useRouterState({
    select: (s) => s.location.pathname.startsWith('/provider') || (s.location.pathname === '/login' && s.location.search.provider === true),
  })
  const { account, accountPending, signedIn, userId, onLogout, onOpenApp, onMenuWanted } = useSiteAccount()
  const variant = isProviderArea ? 'provider' : 'consumer'
  return (
    <NavBar
      variant={variant}
      account={account}
      accountPending={accountPending}
      onOpenApp={() => onOpenApp(variant)}
      onLogout={onLogout}
      onAccountWanted={onMenuWanted}
      accountSessions={accountSessionsFor(userId)}
      menuExtras={(onNavigate) => (
        <Suspense fallback={<Spinner />}>
          <HamburgerCategories onNavigate={onNavigate} signedIn={signedIn} />
        </Suspense>
      )}
    />
  )
}
