import { createReadStream, type Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { Logger } from '../log'

/**
 * Serves the built web client's files (dist/client) for `npm start`. Returns false when it does
 * not own the request (not GET/HEAD, no such file, a directory, a dotfile), so the caller passes
 * it on to SSR. Hashed files under /assets/ are cached for a year; everything else revalidates.
 * Text-like files are compressed (brotli, else gzip) once and kept in memory, or served from a
 * precompressed `.br` / `.gz` sibling when the build made one.
 */
export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.txt', '.xml', '.svg', '.wasm'])

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * The push service worker (built from workers/push.sw.ts): it may control the whole site, and
 * browsers must check for a new version on every update (the same headers as `npm run dev`).
 */
const SERVICE_WORKER = 'worker.js'
const SERVICE_WORKER_HEADERS = { 'service-worker-allowed': '/', 'cache-control': 'no-cache' } as const

// Below this, compression saves less than the headers cost.
const MIN_COMPRESS_BYTES = 1024
// Larger files are streamed uncompressed rather than held in memory.
const MAX_COMPRESS_BYTES = 8 * 1024 * 1024
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

type Encoding = 'br' | 'gzip'

export function createStaticHandler(rootDir: string, log: Logger): StaticHandler {
  const root = resolve(rootDir)
  const cache = new Map<string, Buffer>()
  let cachedBytes = 0

  async function compressed(path: string, file: Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${path}:${file.mtimeMs}:${file.size}`
    const hit = cache.get(key)
    if (hit) return hit
    const raw = await readFile(path)
    const out =
      encoding === 'br'
        ? await brotli(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : await gz(raw, { level: 9 })
    cache.set(key, out)
    cachedBytes += out.length
    // Oldest first: Map keeps insertion order.
    for (const [k, v] of cache) {
      if (cachedBytes <= CACHE_BUDGET_BYTES) break
      cache.delete(k)
      cachedBytes -= v.length
    }
    return out
  }

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const path = filePathFor(root, req.url)
    if (!path) return false
    const file = await stat(path).catch(() => undefined)
    if (!file?.isFile()) return false

    const ext = extname(path).toLowerCase()
    const isAsset = path.startsWith(resolve(root, 'assets') + sep)
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`
    res.setHeader('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    res.setHeader('cache-control', isAsset ? IMMUTABLE : REVALIDATE)
    res.setHeader('etag', etag)
    res.setHeader('last-modified', file.mtime.toUTCString())
    res.setHeader('x-content-type-options', 'nosniff')
    if (path === resolve(root, SERVICE_WORKER)) for (const [name, value] of Object.entries(SERVICE_WORKER_HEADERS)) res.setHeader(name, value)
    const compressible = COMPRESSIBLE.has(ext)
    if (compressible) res.setHeader('vary', 'accept-encoding')

    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304
      res.end()
      return true
    }

    const encodings = compressible ? acceptedEncodings(req.headers['accept-encoding']) : []
    try {
      // 1. A precompressed sibling from the build.
      for (const encoding of encodings) {
        const sibling = `${path}.${encoding === 'br' ? 'br' : 'gz'}`
        const s = await stat(sibling).catch(() => undefined)
        if (s?.isFile()) {
          res.setHeader('content-encoding', encoding)
          return await send(req, res, s.size, () => createReadStream(sibling))
        }
      }
      // 2. Compress once, then from memory.
      const encoding = encodings[0]
      if (encoding && file.size >= MIN_COMPRESS_BYTES && file.size <= MAX_COMPRESS_BYTES) {
        const body = await compressed(path, file, encoding)
        res.setHeader('content-encoding', encoding)
        res.setHeader('content-length', body.length)
        res.end(req.method === 'HEAD' ? undefined : body)
        return true
      }
      // 3. As is.
      return await send(req, res, file.size, () => createReadStream(path))
    } catch (err) {
      log.error('static file failed', { path: req.url?.split('?')[0], error: err })
      if (!res.headersSent) {
        res.removeHeader('content-encoding')
        res.statusCode = 500
        res.end()
      } else {
        res.destroy()
      }
      return true
    }
  }
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  size: number,
  open: () => NodeJS.ReadableStream,
): Promise<true> {
  res.setHeader('content-length', size)
  if (req.method === 'HEAD') {
    res.end()
    return true
  }
  try {
    await pipeline(open(), res)
  } catch (err) {
    // The browser went away mid-download (a navigation, a closed tab): nothing failed here.
    if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err
  }
  return true
}

/** The file under `root` for a request URL, or undefined for anything that could escape it or is hidden. */
export function filePathFor(root: string, url: string | undefined): string | undefined {
  let pathname: string
  try {
    // The URL parser already resolves `.`/`..` segments, including percent-encoded ones.
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname)
  } catch {
    return undefined
  }
  if (pathname.endsWith('/') || pathname.includes('\0') || pathname.includes('\\')) return undefined
  // No dotfiles or dot-folders (e.g. .vite/manifest.json) and no `..` left after decoding.
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return undefined
  const path = resolve(root, '.' + pathname)
  return path.startsWith(root + sep) ? path : undefined
}

/** Encodings the client accepts, best first (brotli, then gzip); `q=0` excludes. */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  const accepted = new Set<string>()
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && Number(q.slice(2)) === 0) continue
    accepted.add(name.trim())
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || (accepted.has('*') && e === 'gzip'))
}
