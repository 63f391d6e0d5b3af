import { AsyncLocalStorage } from 'node:async_hooks'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import type { ErrorBody } from '../contract/api/errors'
import { installInProcessBackend } from '../contract/in-process-backend'
import { installPageAudience, type PageAudience } from '../contract/page-audience'
import { isSharedWhenSignedIn } from '../contract/routes'
import { isBackendPath } from './app'
import { createBackend } from './backend'
import { loadConfig } from './config'
import { adapterErrorResponse, answerClientErrors, requestPath } from './http/client-error'
import { createPageCache } from './http/page-cache'
import { createStaticHandler } from './http/static-files'
import { loadSsrHandler } from './http/ssr-handler'
import { createLogger } from './log'
import { findProjectRoot } from './paths'

/**
 * `npm start` (node dist/backend/main.js): one HTTP server for everything.
 *   backend paths (/v1, /v2, /healthz, /uploads) -> Hono app
 *   files in dist/client                       -> static, with caching and compression
 *   anything else                              -> the web client's SSR handler (dist/server/server.js),
 *                                                 through the page cache (visitors without a session,
 *                                                 and signed-in visitors of pages shown alike to all)
 *   upgrade on /ws                             -> WebSocket hub
 *
 * Shutdown on SIGTERM/SIGINT: stop accepting, let in-flight requests finish (idle keep-alive
 * sockets are closed), close WebSockets with 1001, close the database, exit 0. If that takes
 * over 5 s, a warning is logged, remaining connections are cut and the exit code is 1, so a
 * supervisor can tell a clean stop from a forced one.
 */

const SHUTDOWN_TIMEOUT_MS = 5_000
// Pages are 15-50 KB: room for a thousand or more distinct ones.
const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024
// A signed-in visitor gets the shared copy of a page only while their token has this long left:
// the browser, which takes the page over with its own token, must still find it good (the web
// client counts a token as expired 20 s early), even on a slow phone.
const SHARED_PAGE_TOKEN_SECONDS_LEFT = 60

// Startup failures must print and exit non-zero, not die as an unhandled rejection.
const config = (() => {
  try {
    return loadConfig()
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
    process.exit(1)
  }
})()
const log = createLogger(config.logLevel)

process.on('unhandledRejection', (reason) => log.error('unhandled rejection', { error: reason }))

try {
  await start()
} catch (err) {
  log.error('startup failed', { error: err })
  process.exit(1)
}

async function start() {
  const root = findProjectRoot(import.meta.url)
  const backend = await createBackend(config, { log })
  const ssr = await loadSsrHandler(join(root, 'dist', 'server', 'server.js'), log)
  const serveStatic = createStaticHandler(join(root, 'dist', 'client'), log)

  // Keep Node's own Request/Response globals: the SSR bundle may rely on them.
  const listenerOptions = {
    overrideGlobalObjects: false,
    errorHandler: (err: unknown) => {
      const { response, isClientError } = adapterErrorResponse(err)
      if (isClientError) log.debug('request refused by the HTTP adapter', { reason: err instanceof Error ? err.message : String(err) })
      else log.error('request failed', { error: err })
      return response
    },
  }
  // The bindings (`incoming`) carry the socket address the rate limits key on.
  const api = getRequestListener((request, env) => backend.app.fetch(request, env), listenerOptions)
  // Pages for visitors without a session are kept a few seconds, and so are the pages every
  // signed-in visitor sees alike, as a copy of their own (http/page-cache.ts).
  const audience = new AsyncLocalStorage<PageAudience>()
  installPageAudience(() => audience.getStore())
  const pageCache = createPageCache({
    ttlMs: config.pageCacheSeconds * 1000,
    maxBytes: PAGE_CACHE_MAX_BYTES,
    signedIn: {
      isSharedPage: isSharedWhenSignedIn,
      isLiveToken: (token) => backend.verifyAccessToken(token, { validForSeconds: SHARED_PAGE_TOKEN_SECONDS_LEFT }).then(() => true, () => false),
      render: (request, render) => audience.run('signed-in', () => render(request)),
    },
  })
  // A page's calls to the backend go to the Hono app in this process, carrying the page request's
  // bindings, so rate limits see the visitor's address rather than this server's own.
  const pageBindings = new AsyncLocalStorage<unknown>()
  installInProcessBackend((request) => Promise.resolve(backend.app.fetch(request, pageBindings.getStore())))
  const pages = getRequestListener((request, env) => pageBindings.run(env, () => pageCache.handle(request, ssr.fetch)), listenerOptions)

  const server = createServer(async (req, res) => {
    try {
      if (isBackendPath(requestPath(req.url))) return await api(req, res)
      if (await serveStatic(req, res)) return
      await pages(req, res)
    } catch (err) {
      log.error('request failed', { path: req.url?.split('?')[0], error: err })
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' })
        res.end(JSON.stringify({ code: 'internal', message: 'Internal server error' } satisfies ErrorBody))
      } else {
        res.destroy()
      }
    }
  })
  server.on('upgrade', (req, socket, head) => backend.hub.handleUpgrade(req, socket, head))
  // Too large headers or address, malformed requests: `{ code, message }` like every other answer.
  answerClientErrors(server)

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  log.info(`listening on http://localhost:${port}`)

  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info('shutting down', { signal })
    const force = setTimeout(() => {
      log.warn(`shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s; forcing exit`)
      server.closeAllConnections()
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS)
    force.unref()

    const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Connections that finish their last request while we wait become idle; close them as they do.
    server.closeIdleConnections()
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    try {
      // Upgraded sockets count as open connections, so close them for server.close() to finish.
      await backend.hub.closeAll(1001)
      await httpClosed
      clearInterval(sweep)
      await backend.close()
      clearTimeout(force)
      log.info('stopped')
      process.exit(0)
    } catch (err) {
      log.error('shutdown failed', { error: err })
      process.exit(1)
    }
  }
  process.once('SIGTERM', (s) => void stop(s))
  process.once('SIGINT', (s) => void stop(s))
}
