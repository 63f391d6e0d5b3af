import { dehydrateQuery, hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import type { AnyRouter } from '@tanstack/react-router'

/** What the server hands the browser: the queries its loaders filled, as Query dehydrates them. */
type DehydratedQueries = { queries: DehydratedState['queries'] }

/**
 * The page's query data, from the server's render to the browser's first one. Pages are rendered to
 * one string (app/server.ts) after their loaders have run, so the queries the loaders filled are all
 * there is to send: Router's stock integration also opens a stream per page for queries started
 * while rendering, which only a streamed render can fill, and which costs each render a
 * ReadableStream, a stream in the serialized payload and its runtime in the page (docs/performance.md).
 * A query started during the render is fetched again by the browser, as for any query not sent.
 * Also provides the client to the app.
 */
export function connectQueriesToRouter(router: AnyRouter, queryClient: QueryClient): void {
  if (typeof document === 'undefined') {
    router.serverSsrLifecycle = {
      ...router.serverSsrLifecycle,
      // The client lives for this one request: let its queries (and their timers) go with it.
      onServerSsrAttach: [...(router.serverSsrLifecycle?.onServerSsrAttach ?? []), (serverSsr) => serverSsr.onCleanup(() => queryClient.clear())],
    }
    router.options.dehydrate = (): DehydratedQueries => ({
      queries: queryClient
        .getQueryCache()
        .getAll()
        .map((query) => dehydrateQuery(query)),
    })
  } else {
    router.options.hydrate = (dehydrated: DehydratedQueries | undefined) => {
      if (dehydrated?.queries) hydrate(queryClient, { mutations: [], queries: dehydrated.queries })
    }
  }
  const Inner = router.options.Wrap ?? Fragment
  router.options.Wrap = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Inner>{children}</Inner>
    </QueryClientProvider>
  )
}
