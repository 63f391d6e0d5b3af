import cluster from 'node:cluster'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import type { ErrorBody } from '~/contract/api/errors'
import { TOO_MANY_REQUESTS_PAGE_FILE } from '~/contract/page-request'
import { isSharedWhenSignedIn } from '~/contract/routes'
import { isBackendPath } from './app'
import type { AppEnv } from './app-env'
import { createBackend } from './backend'
import { loadConfig } from './config'
import { asRenderCall } from './http/api-budget'
import { limitDeclaredBody } from './http/body-limit'
import { adapterErrorResponse, answerClientErrors, requestPath } from './http/client-error'
import { createPageCache, type Render } from './http/page-cache'
import { compressAnswers } from './http/compression'
import { renderBudget } from './http/render-budget'
import { clientIp, clientNetwork } from './http/request-info'
import { serverFunctionCalls } from './http/server-function-calls'
import { cameOverHttps, securityHeaders } from './http/security-headers'
import { staticFiles } from './http/static-files'
import { loadSsrHandler } from './http/ssr-handler'
import { createLogger } from './log'
import { findProjectRoot } from './paths'

/**
 * `npm start` (node dist/backend/main.js): one HTTP server for everything.
 *   backend paths (/v1, /v2, /healthz, /uploads) -> Hono app, at most API_REQUESTS_PER_MINUTE
 *                                                 calls for one client address (http/api-budget.ts),
 *                                                 JSON compressed for clients that take it (http/compression.ts)
 *   files in dist/client                       -> static, with caching, precompressed siblings
 *   anything else                              -> the web client's SSR handler (dist/server/server.js),
 *                                                 compressed for browsers that take it (http/compression.ts),
 *                                                 through the page cache (visitors without a session,
 *                                                 and signed-in visitors of pages shown alike to all),
 *                                                 rendered in this process, its backend calls
 *                                                 made in process (contract/page-request.ts),
 *                                                 at most PAGE_RENDERS_PER_MINUTE for one client
 *                                                 address (http/render-budget.ts)
 *   upgrade on /ws                             -> WebSocket hub
 *
 * Shutdown on SIGTERM/SIGINT: stop accepting, let in-flight requests finish (idle keep-alive
 * sockets are closed, and once none is in flight every connection left, even one that never sent
 * a request), close WebSockets with 1001, close the database, exit 0. If that takes
 * over 5 s, a warning is logged, remaining connections are cut and the exit code is 1, so a
 * supervisor can tell a clean stop from a forced one.
 */

const SHUTDOWN_TIMEOUT_MS = 5_000
// How long a stopping server keeps idle keep-alive connections open after its last answer, for a
// request a client (perhaps a busy one) sends on one as soon as it has read the answer before.
const IDLE_CONNECTION_GRACE_MS = 1_000
// How long an idle kept-alive connection stays open. Node's 5 s default races clients that reuse a
// connection just as the server drops it (the request meets a reset): longer than the usual idle
// timeouts of clients and of load balancers in front (60 s), so they are the ones to close it.
const KEEP_ALIVE_TIMEOUT_MS = 65_000
// Pages are 15-50 KB: room for a thousand or more distinct ones.
const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024
// A signed-in visitor gets the shared copy of a page only while their token has this long left:
// the browser, which takes the page over with its own token, must still find it good (the web
// client counts a token as expired 20 s early), even on a slow phone.
const SHARED_PAGE_TOKEN_SECONDS_LEFT = 60
// The most a request for a page may carry (see `limitDeclaredBody` below).
const MAX_PAGE_BODY_BYTES = 64 * 1024

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

if (cluster.isPrimary && config.webConcurrency > 1) {
  superviseProcesses(config.webConcurrency)
} else {
  try {
    await start()
  } catch (err) {
    log.error('startup failed', { error: err })
    process.exit(1)
  }
}

/**
 * WEB_CONCURRENCY=N (N > 1, on PostgreSQL and Redis only: see config.ts): N processes of the server
 * on the one port (node:cluster hands each new connection to one of them). Each is the whole
 * server of `start()`, as separate instances behind a load balancer are: room messages and rate
 * limits go through Redis, data through the database. This process only watches them: one that
 * ends unasked is started again; one that fails before it listens (a port taken, a database
 * refused) stops them all, rather than starting again and again. SIGTERM or SIGINT is passed to
 * each, which drains as a single server does; the exit code is 0 when all of them stopped cleanly.
 */
function superviseProcesses(count: number) {
  let stopping = false
  let failed = false
  const start = () => {
    const worker = cluster.fork()
    let listening = false
    worker.once('listening', () => {
      listening = true
      // One after another: the first makes the data folder's secrets and migrates; the next find them.
      if (pending > 0) {
        pending--
        start()
      }
    })
    worker.once('exit', (code, signal) => {
      if (stopping) {
        if (code !== 0) failed = true
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0)
        return
      }
      if (!listening) {
        log.error('a server process failed to start; stopping', { code, signal })
        failed = true
        return stop()
      }
      log.error('a server process ended; starting another', { code, signal })
      start()
    })
  }
  const stop = () => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(failed ? 1 : 0)
    for (const worker of workers) worker?.process.kill('SIGTERM')
  }
  log.info(`starting ${count} server processes`, { port: config.port })
  let pending = count - 1
  start()
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

async function start() {
  const root = findProjectRoot(import.meta.url)
  const backend = await createBackend(config, { log })
  const ssrEntry = join(root, 'dist', 'server', 'server.js')

  const ssr = await loadSsrHandler(ssrEntry, log)
  // A page renders here, in the process that received it, and its calls to the backend go to the
  // Hono app in this process (handed to the render in its request context), carrying the page
  // request's bindings, so rate limits see the visitor's address rather than this server's own.
  // Marked as a render's (http/api-budget.ts): the render was charged to its visitor already.
  const renderPage =
    (bindings: unknown): Render =>
    (request, context) => {
      const callBindings = asRenderCall(bindings)
      return ssr.fetch(request, { ...context, backend: (call) => Promise.resolve(backend.app.fetch(call, callBindings)) })
    }

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
  // With the spec's calls only there is no public search to render a shared /browse from.
  const sharingBackend = { publicSearch: !config.specOnlyApi }
  // Pages for visitors without a session are kept a few seconds, and so are the pages every
  // signed-in visitor sees alike, as a copy of their own (http/page-cache.ts).
  const pageCache = createPageCache({
    ttlMs: config.pageCacheSeconds * 1000,
    maxBytes: PAGE_CACHE_MAX_BYTES,
    signedIn: {
      isSharedPage: (pathname) => isSharedWhenSignedIn(pathname, sharingBackend),
      isLiveToken: (token) => backend.verifyAccessToken(token, { validForSeconds: SHARED_PAGE_TOKEN_SECONDS_LEFT }).then(() => true, () => false),
    },
  })
  // Each client address causes at most so many renders a minute; past that it gets the site's
  // "too many requests" page, a file of the build, without a render (http/render-budget.ts).
  const refusalPage = join(root, 'dist', 'client', TOO_MANY_REQUESTS_PAGE_FILE)
  const chargeRenders = renderBudget({
    perMinute: config.pageRendersPerMinute,
    limiter: backend.rateLimiter,
    page: existsSync(refusalPage) ? readFileSync(refusalPage, 'utf8') : undefined,
  })
  // Built files first (http/static-files.ts); whatever is not one is a page.
  // A page is asked for without a body; only a server function posts one (the session renewal: a
  // few bytes, with its length, as browsers send every body). A render is handed its request's
  // whole body (to its thread, or to Start, which reads a server function's at once), so a body
  // must declare its length and keep under the limit; refused on the headers alone, unread.
  // Pages go compressed to browsers that take it (http/compression.ts).
  const site = new Hono<AppEnv>()
    .use(staticFiles(join(root, 'dist', 'client')))
    .use(limitDeclaredBody(MAX_PAGE_BODY_BYTES))
    .use(serverFunctionCalls(log))
    .use(compressAnswers({ methods: ['GET'] }))
    .all('*', (c) => pageCache.handle(c.req.raw, chargeRenders(renderPage(c.env), clientNetwork(clientIp(c, config.trustProxy)))))
  const pages = getRequestListener((request, env) => site.fetch(request, env), listenerOptions)
  const httpsRule = { trustProxy: config.trustProxy, publicOrigin: config.publicOrigin }

  // Answers still being written, so a stop can tell each to close its connection when done.
  const inFlight = new Set<ServerResponse>()
  let stopping = false
  let lastAnsweredAt = 0
  const server = createServer(async (req, res) => {
    inFlight.add(res)
    res.once('close', () => {
      inFlight.delete(res)
      lastAnsweredAt = Date.now()
    })
    if (stopping) res.setHeader('connection', 'close')
    // Merged into whatever each handler writes (pages add their content security policy).
    const forwardedProto = req.headers['x-forwarded-proto']
    const transport = { encrypted: (req.socket as TLSSocket).encrypted === true, forwardedProto: Array.isArray(forwardedProto) ? forwardedProto.join(',') : forwardedProto }
    for (const [name, value] of securityHeaders(cameOverHttps(transport, httpsRule))) res.setHeader(name, value)
    try {
      if (isBackendPath(requestPath(req.url))) return await api(req, res)
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
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // Above it, so the wait for a request's headers can never be what ends an idle connection.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
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
  log.info(`listening on http://localhost:${port}`, cluster.isWorker ? { pid: process.pid } : {})

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info('shutting down', { signal })
    // What the shutdown is waiting for, named when it takes too long.
    let waitingFor = 'the WebSocket connections to close'
    const force = setTimeout(() => {
      log.warn(`shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s; forcing exit`, { waitingFor, requestsInFlight: inFlight.size })
      server.closeAllConnections()
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS)
    force.unref()

    // Every answer from now on closes its connection, so no client sends another request on it.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close')
    // Node's close() also drops idle keep-alive connections at once, and a request a client has
    // just sent on one (still on its way) then meets a reset. Stop listening without that; give
    // idle connections time to bring what may already be on its way (answered with
    // `Connection: close`): they are closed once nothing has been answered for a grace period,
    // which every answer given meanwhile starts again (its client may send the next request
    // on that connection as soon as it has read it). Answers close their connections from now
    // on, so the answers left to give are few and the quiet comes. Once no answer is being
    // given either, every connection left goes: Node counts one that has not sent a request yet
    // (a browser opens some ahead of need) as busy, waiting for its headers, and would keep the
    // stop waiting for it until the headers timeout.
    const closeIdleConnections = server.closeIdleConnections.bind(server)
    server.closeIdleConnections = () => {}
    const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections = closeIdleConnections
    lastAnsweredAt = Math.max(lastAnsweredAt, Date.now())
    const sweep = setInterval(() => {
      if (Date.now() - lastAnsweredAt < IDLE_CONNECTION_GRACE_MS) return
      if (inFlight.size === 0) server.closeAllConnections()
      else server.closeIdleConnections()
    }, 50)
    try {
      // Upgraded sockets count as open connections, so close them for server.close() to finish.
      await backend.hub.closeAll(1001)
      waitingFor = 'the HTTP connections to close'
      await httpClosed
      clearInterval(sweep)
      waitingFor = 'the backend to close (database, Redis, timers)'
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
