import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '~/server/app-env'
import { withHeaders } from './answer-headers'

/**
 * Answers go compressed to clients that accept it: a page's HTML is 20-35 KB as written and an
 * API's list (the search's answer, some 29 KB) about as much, and a quarter of that compressed is
 * what a phone on a slow connection waits for. The built files come compressed already
 * (static-files.ts); pages and API answers differ by visitor and by moment (a page's CSP nonce),
 * so they are compressed as they are sent, at a quality made for content compressed on the fly
 * rather than kept. Brotli when the client takes it (browsers offer it over HTTPS), else gzip.
 *
 * Only text is compressed (HTML, JSON, the sitemap's XML, robots.txt), only answers to the methods
 * given (pages: GET; the API: any with a body, its signed-in search is a POST) of at least
 * `MIN_COMPRESSED_BYTES`, never an answer that already has an encoding, and never one marked
 * `leaveUncompressed` (the sign-in calls: an answer carrying credentials is kept from compression,
 * whose sizes could tell a watcher of the network something of them next to text an attacker
 * chose, as in BREACH). A kept page goes compressed by the page cache (page-cache.ts), once each way
 * when kept, and passes here as it is. A compressed answer with a strong `ETag` gets its weak form: the tag named the bytes as written, and a weak tag may
 * stand for both sets of bytes. A 304 to a client taking an encoding says the same weak tag, since
 * that is the tag its copy came with; either form gets a 304 (`If-None-Match` compares weakly).
 * Every answer of those types, and every 304, says `Vary: Accept-Encoding`, compressed or not, so
 * a cache in front keeps the two apart.
 */

/** Answers smaller than this go as they are: the saving would not pay for the work. */
export const MIN_COMPRESSED_BYTES = 1024
/** Brotli's quality: 3 of 11, a quarter of the HTML's bytes for 0.15-0.2 ms of CPU (4: 5% smaller, 1.5-2 times the work). */
const BROTLI_QUALITY = 3
/** gzip's level for clients without brotli: 4 of 9, within 5% of level 6's size for about two thirds of its work. */
const GZIP_LEVEL = 4

/** How hard to work: `on-the-fly` for an answer compressed as it is sent, `kept` for a page compressed once and sent many times (page-cache.ts). */
export type CompressionEffort = 'on-the-fly' | 'kept'
export const KEPT_QUALITY: CompressionEffort = 'kept'
/** For a kept page: brotli 9 and gzip 9, some 10% smaller than the on-the-fly qualities, for a few milliseconds once per copy. */
const KEPT_BROTLI_QUALITY = 9
const KEPT_GZIP_LEVEL = 9

const COMPRESSIBLE_TYPE = /^\s*(?:text\/(?:html|plain|xml)|application\/(?:json|xml))\s*(?:;|$)/i
const NO_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

export type Encoding = 'br' | 'gzip'

/**
 * The encoding to send for an `Accept-Encoding` header: brotli or gzip, whichever the client
 * rates higher (brotli on a tie), or none when the client takes neither. A coding is taken when
 * named with a q-value above 0, or covered by `*` and not named; `x-gzip` is gzip (RFC 9110).
 */
export function encodingFor(acceptEncoding: string | null | undefined): Encoding | undefined {
  const { br, gzip } = encodingWeights(acceptEncoding)
  if (br <= 0 && gzip <= 0) return undefined
  return br >= gzip ? 'br' : 'gzip'
}

/** The weights `Accept-Encoding` gives brotli and gzip (0: not taken). */
function encodingWeights(acceptEncoding: string | null | undefined): Record<Encoding, number> {
  if (!acceptEncoding) return { br: 0, gzip: 0 }
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
  const weight = (coding: Encoding) => named.get(coding) ?? wildcard ?? 0
  return { br: weight('br'), gzip: weight('gzip') }
}

/** A q-value (RFC 9110 §12.4.2), or 0 for one that is not: a malformed weight takes nothing. */
function qValue(text: string | undefined): number {
  if (text === undefined || !/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text)) return 0
  return Number(text)
}

/**
 * `body` compressed with `encoding`, at the qualities above. On the calling thread: for a page's
 * size (an API answer's is alike), Node's asynchronous zlib (the thread pool, in chunks) cost three to four times the CPU of
 * the work itself (0.6-0.8 ms against 0.2 ms a page), more than it spared the event loop.
 */
export function compressBody(body: Uint8Array, encoding: Encoding, effort: CompressionEffort = 'on-the-fly'): Uint8Array<ArrayBuffer> {
  const kept = effort === 'kept'
  const encoded =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: kept ? KEPT_BROTLI_QUALITY : BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: kept ? KEPT_GZIP_LEVEL : GZIP_LEVEL })
  // As a plain view of the bytes, which a `Response` takes (and copies).
  return new Uint8Array(encoded.buffer as ArrayBuffer, encoded.byteOffset, encoded.byteLength)
}

/** Adds `Accept-Encoding` to `headers`' `Vary`, unless it is there already (or `Vary: *`). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary')
  if (!vary) return headers.set('vary', 'accept-encoding')
  const names = vary.split(',').map((name) => name.trim().toLowerCase())
  if (!names.includes('accept-encoding') && !names.includes('*')) headers.set('vary', `${vary}, accept-encoding`)
}

/** Marks the answers of the routes after it as never compressed (see above): the sign-in calls. */
export const leaveUncompressed: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('uncompressed', true)
  await next()
}

/** A strong entity tag's weak form; a weak tag (or none) as it is. */
const weakened = (tag: string): string => (tag.startsWith('"') ? `W/${tag}` : tag)

/**
 * Hono middleware: the answers after it compressed as described above, for requests with one of
 * `methods`. (Hono copies the headers of the answer it had onto one put in its place, so the new
 * answer's own headers are set after it is put there.) An answer left as it is keeps its object:
 * only its `Vary` (and a 304's tag) is changed.
 */
export function compressAnswers({ methods }: { methods: readonly string[] }): MiddlewareHandler<AppEnv> {
  const compressedMethods = new Set(methods)
  return async (c, next) => {
    await next()
    const { status, headers } = c.res
    if (status === 304) return revalidatedAnswer(c)
    if (!COMPRESSIBLE_TYPE.test(headers.get('content-type') ?? '')) return
    // Accept-Encoding is read only for an answer that may be compressed (not one the page cache sent as gzip).
    const mayCompress =
      compressedMethods.has(c.req.method) && c.res.body !== null && !NO_BODY_STATUSES.has(status) && !headers.has('content-encoding') && c.get('uncompressed') !== true
    const encoding = mayCompress ? encodingFor(c.req.header('accept-encoding')) : undefined
    if (encoding) {
      const body = new Uint8Array(await c.res.arrayBuffer())
      const encoded = body.byteLength >= MIN_COMPRESSED_BYTES ? compressBody(body, encoding) : undefined
      c.res = new Response(encoded ?? body, c.res)
      if (encoded) {
        c.res.headers.set('content-encoding', encoding)
        c.res.headers.set('content-length', String(encoded.byteLength))
        const tag = c.res.headers.get('etag')
        if (tag) c.res.headers.set('etag', weakened(tag))
      }
      varyOnEncoding(c.res.headers)
      return
    }
    withHeaders(c, varyOnEncoding)
  }
}

/** A 304: `Vary` as its 200 would say it, and the weak tag to a client its 200 went to compressed. */
function revalidatedAnswer(c: Context<AppEnv>): void {
  const tag = c.res.headers.get('etag')
  const weakTag = tag && encodingFor(c.req.header('accept-encoding')) !== undefined ? weakened(tag) : tag
  withHeaders(c, (headers) => {
    varyOnEncoding(headers)
    if (weakTag) headers.set('etag', weakTag)
  })
}
