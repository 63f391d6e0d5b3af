import { inProcessBackend } from '../../../contract/in-process-backend'
import { config } from '../config'

/**
 * `fetch` for calls to the backend. While rendering on a server that runs the backend itself
 * (same origin, see contract/in-process-backend.ts) the request goes straight to its handler:
 * no socket, no second HTTP parse. In the browser, and with a separate backend host, it is `fetch`.
 */
export function backendFetch(url: string, init?: RequestInit): Promise<Response> {
  // `import.meta.env.SSR` is replaced at build time, so the browser's bundle carries none of this.
  if (import.meta.env.SSR && !config.backendHost) {
    const handler = inProcessBackend()
    if (handler) {
      // A signal that is already aborted must fail the same way fetch does.
      init?.signal?.throwIfAborted()
      return handler(new Request(url, init))
    }
  }
  return fetch(url, init)
}
