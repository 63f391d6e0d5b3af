import { dehydrate, hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import type { AnyRouter } from '@tanstack/react-router'

/**
 * The page's query data, from the server's render to the browser's first one, through the router's
 * own `dehydrate` and `hydrate` options: the queries the loaders filled, as Query dehydrates them.
 * Router's stock integration (`setupRouterSsrQueryIntegration`) also opens a stream per page for
 * queries started while rendering, which a page rendered to one string after its loaders
 * (app/server.ts) never fills, and each render pays for it: a third more CPU a page
 * (docs/decisions.md). A query started during the render is fetched by the browser, as any query not
 * sent. On the server the client lives for one request: its queries keep no timers there (Query's
 * garbage collection is off on a server), so it goes with the request. Also provides the client to
 * the app.
 */
export function connectQueriesToRouter(router: AnyRouter, queryClient: QueryClient): void {
  router.options.dehydrate = (): DehydratedState => dehydrate(queryClient, { shouldDehydrateQuery: () => true })
  router.options.hydrate = (dehydrated: DehydratedState | undefined) => {
    if (dehydrated) hydrate(queryClient, dehydrated)
  }
  const Inner = router.options.Wrap ?? Fragment
  router.options.Wrap = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Inner>{children}</Inner>
    </QueryClientProvider>
  )
}
