import { getGlobalStartContext } from '@tanstack/react-start'
import type { PageRequestContext } from '~/contract/page-request'

/**
 * What the page server handed this server render (contract/page-request.ts); undefined in the
 * browser, and outside a server render (a script or a test calling the API client), where Start
 * has no request context and says so by throwing. Typed here rather than through Start's
 * `Register`: that type holds the router's, which TypeScript infers from the route tree, and
 * modules the router itself imports (the nonce, the starting session) would otherwise ask for it
 * while it is being inferred.
 */
export function pageRequestContext(): PageRequestContext | undefined {
  try {
    return getGlobalStartContext()
  } catch {
    return undefined
  }
}
