import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'

/**
 * The built web client's files (dist/client) for `npm start`, through @hono/node-server's
 * serveStatic: the file, or its `.br` / `.gz` sibling written at build time
 * (scripts/precompress-plugin.ts) when the client accepts that encoding, with hono/etag's tag and
 * 304. Anything it does not own (not GET/HEAD, no such file, a directory, a dotfile or
 * dot-folder such as .vite/, a path with `%`) goes on to the next handler: the pages.
 * The build's files are listed once, when the server starts: a page's address (every request that
 * is not a file) goes straight on, without asking the file system about it first.
 *
 * What serveStatic does not do, and this adds to its answer: hashed files under /assets/ are
 * cached for a year and everything else revalidates; `nosniff`; the push service worker's
 * headers; `Vary: accept-encoding` on every file that may come compressed, whichever encoding
 * this answer has (serveStatic adds it only to a compressed one).
 * Unlike the hand-written server this replaced, nothing is compressed at run time, and an
 * `Accept-Encoding` with q-values (`gzip;q=0.5`) gets the file as is: browsers send bare names.
 */

/** The files worth compressing; the build writes `.br` and `.gz` siblings of these. */
export const PRECOMPRESSED_EXTENSIONS = ['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.txt', '.xml', '.svg', '.wasm'] as const

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * The push service worker (built from workers/push.sw.ts): it may control the whole site, and
 * browsers must check for a new version on every update (the same headers as `npm run dev`).
 */
const SERVICE_WORKER_PATH = '/worker.js'
const SERVICE_WORKER_HEADERS = { 'service-worker-allowed': '/', 'cache-control': 'no-cache' } as const

/**
 * The address of every file under `rootDir` (`/assets/main-abc.js`), leaving out hidden files and
 * folders (a dotfile or .vite/ is never a file of the site) and names an address would spell with
 * `%` (serveStatic does not serve those).
 */
export function listFiles(rootDir: string): ReadonlySet<string> {
  const files = new Set<string>()
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || encodeURIComponent(entry.name) !== entry.name) continue
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}/${entry.name}`)
      else if (entry.isFile()) files.add(`${prefix}/${entry.name}`)
    }
  }
  walk(rootDir, '')
  return files
}

export function staticFiles(rootDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: rootDir, precompressed: true })
  const tag = etag()
  const files = listFiles(rootDir)
  return async (c, next) => {
    const path = c.req.path
    // Not a file of the build (a page, a directory, a hidden file): the next handler's.
    if (!files.has(path)) return next()
    let missed = false
    const served = await serve(c, async () => {
      missed = true
    })
    if (missed || !served) return next()
    served.headers.set('cache-control', path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
    served.headers.set('x-content-type-options', 'nosniff')
    if (path === SERVICE_WORKER_PATH) for (const [name, value] of Object.entries(SERVICE_WORKER_HEADERS)) served.headers.set(name, value)
    if (PRECOMPRESSED_EXTENSIONS.some((ext) => path.endsWith(ext))) served.headers.set('vary', 'accept-encoding')
    c.res = served
    // The tag of the bytes sent (a compressed body has its own), and 304 when the client has them.
    await tag(c, async () => {})
  }
}
