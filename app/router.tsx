import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { PageRequestContext } from '~/contract/page-request'
import { renderNonce } from './lib/html/content-security-policy'
import { connectQueriesToRouter } from './lib/query-hydration'
import { parseSearch, stringifySearch } from './lib/search-string'
import { startingSession } from './lib/session/tokens'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './components/error-page'
import { NotFoundPage } from './components/not-found-page'

export function getRouter() {
  const queryClient = new QueryClient({
    // A server render must not wait out retry delays; the browser retries once.
    defaultOptions: { queries: { staleTime: 30_000, retry: typeof document === 'undefined' ? false : 1 } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient, session: startingSession() },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    parseSearch,
    stringifySearch,
    // The page server's nonce for this response (server rendering only): see content-security-policy.ts.
    ssr: renderNonce(),
  })
  connectQueriesToRouter(router, queryClient)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface HistoryState {
    /** The login screen's verified draft on its way to `/register` (read through `registerDraft`). */
    registerDraft?: unknown
  }
}

declare module '@tanstack/react-start' {
  interface Register {
    server: { requestContext: PageRequestContext }
  }
}
