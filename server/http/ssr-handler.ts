import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { PageRequestContext } from '~/contract/page-request'
import type { Logger } from '~/server/log'

/**
 * The web client's SSR entry as built by TanStack Start: `export default { fetch }`, given each
 * render's request context (contract/page-request.ts) the Start way.
 */
export type SsrHandler = { fetch(request: Request, context: PageRequestContext): Promise<Response> }
type StartHandler = { fetch(request: Request, options: { context: PageRequestContext }): Promise<Response> }

/**
 * Loads dist/server/server.js. When the web client is not built (a backend-only build), pages
 * answer 503 with a hint instead of the process refusing to start: the API still works.
 */
export async function loadSsrHandler(entryPath: string, log: Logger): Promise<SsrHandler> {
  if (!existsSync(entryPath)) {
    log.warn('web client not built; pages will answer 503', { expected: entryPath })
    return {
      fetch: async () =>
        new Response('The web client is not built. Run `npm run build`.\n', {
          status: 503,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        }),
    }
  }
  const mod = (await import(pathToFileURL(entryPath).href)) as { default?: Partial<StartHandler> }
  const handler = mod.default
  if (!handler || typeof handler.fetch !== 'function') {
    throw new Error(`${entryPath} has no default export with a fetch(request) function`)
  }
  const fetch = handler.fetch.bind(handler)
  return { fetch: (request, context) => fetch(request, { context }) }
}
