import { createIsomorphicFn } from '@tanstack/react-start'
import { config } from '~/app/lib/config'
import { pageRequestContext } from '~/app/lib/html/page-request-context'

/** The backend's handler the page server gave this server render (Start's request context). */
const renderBackend = createIsomorphicFn()
  .server(() => (config.backendHost ? undefined : pageRequestContext()?.backend))
  .client((): undefined => undefined)

/**
 * `fetch` for calls to the backend. While rendering on the server that runs the backend itself
 * (same origin), the request goes straight to its handler, handed to the render in its request
 * context (contract/page-request.ts): no socket, no second HTTP parse. In the browser, and with a
 * separate backend host, it is `fetch`.
 */
export function backendFetch(url: string, init?: RequestInit): Promise<Response> {
  const backend = renderBackend()
  if (backend) {
    // A signal that is already aborted must fail the same way fetch does.
    init?.signal?.throwIfAborted()
    return backend(new Request(url, init))
  }
  return fetch(url, init)
}
