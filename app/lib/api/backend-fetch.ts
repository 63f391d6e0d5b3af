import { inProcessBackend } from '~/contract/in-process-backend'
import { config, isServerBuild } from '~/app/lib/config'

/**
 * `fetch` for calls to the backend. While rendering on a server that runs the backend itself
 * (same origin, see contract/in-process-backend.ts) the request goes straight to its handler:
 * no socket, no second HTTP parse. In the browser, and with a separate backend host, it is `fetch`.
 */
export function backendFetch(url: string, init?: RequestInit): Promise<Response> {
  // Left out of the browser's bundle (see isServerBuild).
  if (isServerBuild && !config.backendHost) {
    const handler = inProcessBackend()
    if (handler) {
      // A signal that is already aborted must fail the same way fetch does.
      init?.signal?.throwIfAborted()
      return handler(new Request(url, init))
    }
  }
  return fetch(url, init)
}
