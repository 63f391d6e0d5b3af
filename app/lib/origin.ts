import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'

/** The origin this page is served from: the request's during SSR, the window's in the browser. */
export const pageOrigin = createIsomorphicFn()
  .server((): string => getRequestUrl().origin)
  .client((): string => window.location.origin)
