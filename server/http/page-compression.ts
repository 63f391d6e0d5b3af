import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '~/server/app-env'

/**
 * Pages go compressed to browsers that accept it: a page's HTML is 20-35 KB as written and a
 * quarter of that compressed, which is most of what a phone on a slow connection waits for before
 * it can paint. The built files come compressed already (static-files.ts); a page is different for
 * every visitor and every answer (its CSP nonce), so it is compressed as it is sent, at a quality
 * made for content compressed on the fly rather than kept. Brotli when the browser takes it
 * (browsers offer it over HTTPS), else gzip.
 *
 * Only HTML and JSON (a server function's answer) are compressed, only answers to GET of at
 * least `MIN_COMPRESSED_BYTES`, never an answer that already has an encoding, and never one with
 * an `ETag` (its tag would then name two different sets of bytes). Every answer of those types
 * says `Vary: Accept-Encoding`, compressed or not, so a cache in front keeps the two apart.
 */

/** Answers smaller than this go as they are: the saving would not pay for the work. */
export const MIN_COMPRESSED_BYTES = 1024
/** Brotli's quality for pages: 3 of 11, a quarter of the HTML's bytes for 0.15-0.2 ms of CPU (4: 5% smaller, 1.5-2 times the work). */
const BROTLI_QUALITY = 3
/** gzip's level for browsers without brotli: 4 of 9, within 5% of level 6's size for about two thirds of its work. */
const GZIP_LEVEL = 4

const COMPRESSIBLE_TYPE = /^\s*(?:text\/html|application\/json)\s*(?:;|$)/i
const NO_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

export type PageEncoding = 'br' | 'gzip'

/**
 * The encoding to send for an `Accept-Encoding` header: brotli or gzip, whichever the client
 * rates higher (brotli on a tie), or none when the client takes neither. A coding is taken when
 * named with a q-value above 0, or covered by `*` and not named; `x-gzip` is gzip (RFC 9110).
 */
export function pageEncodingFor(acceptEncoding: string | null | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined
  const named = new Map<string, number>()
  let wildcard: number | undefined
  for (const item of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = item.split(';')
    const name = rawName.trim().toLowerCase()
    if (name === '') continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.split('=').map((part) => part.trim())
      if (key?.toLowerCase() === 'q') q = qValue(value)
    }
    const coding = name === 'x-gzip' ? 'gzip' : name
    if (coding === '*') wildcard = q
    else named.set(coding, Math.max(q, named.get(coding) ?? 0))
  }
  const weight = (coding: PageEncoding) => named.get(coding) ?? wildcard ?? 0
  const [br, gz] = [weight('br'), weight('gzip')]
  if (br <= 0 && gz <= 0) return undefined
  return br >= gz ? 'br' : 'gzip'
}

/** A q-value (RFC 9110 §12.4.2), or 0 for one that is not: a malformed weight takes nothing. */
function qValue(text: string | undefined): number {
  if (text === undefined || !/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text)) return 0
  return Number(text)
}

/**
 * `body` compressed with `encoding`, at the qualities above. On the calling thread: for a page's
 * size, Node's asynchronous zlib (the thread pool, in chunks) cost three to four times the CPU of
 * the work itself (0.6-0.8 ms against 0.2 ms a page), more than it spared the event loop.
 */
export function compressPage(body: Uint8Array, encoding: PageEncoding): Uint8Array<ArrayBuffer> {
  const encoded =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: GZIP_LEVEL })
  // As a plain view of the bytes, which a `Response` takes (and copies).
  return new Uint8Array(encoded.buffer as ArrayBuffer, encoded.byteOffset, encoded.byteLength)
}

/** Adds `Accept-Encoding` to `headers`' `Vary`, unless it is there already (or `Vary: *`). */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary')
  if (!vary) return headers.set('vary', 'accept-encoding')
  const names = vary.split(',').map((name) => name.trim().toLowerCase())
  if (!names.includes('accept-encoding') && !names.includes('*')) headers.set('vary', `${vary}, accept-encoding`)
}

/**
 * Hono middleware: the answers after it (the pages) compressed as described above. (Hono copies
 * the headers of the answer it had onto one put in its place, so the new answer's own headers are
 * set after it is put there.) An answer left as it is keeps its object: only its `Vary` is added.
 */
export function compressPages(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    if (!COMPRESSIBLE_TYPE.test(c.res.headers.get('content-type') ?? '')) return
    const encoding = pageEncodingFor(c.req.header('accept-encoding'))
    const { status, headers } = c.res
    const compressible = encoding !== undefined && c.req.method === 'GET' && c.res.body !== null && !NO_BODY_STATUSES.has(status) && !headers.has('content-encoding') && !headers.has('etag')
    if (compressible) {
      const body = new Uint8Array(await c.res.arrayBuffer())
      const encoded = body.byteLength >= MIN_COMPRESSED_BYTES ? compressPage(body, encoding) : undefined
      c.res = new Response(encoded ?? body, c.res)
      if (encoded) {
        c.res.headers.set('content-encoding', encoding)
        c.res.headers.set('content-length', String(encoded.byteLength))
      }
      varyOnEncoding(c.res.headers)
      return
    }
    try {
      varyOnEncoding(c.res.headers)
    } catch {
      // Read-only headers (an answer made by `fetch`): a copy's are not.
      c.res = new Response(c.res.body, c.res)
      varyOnEncoding(c.res.headers)
    }
  }
}
