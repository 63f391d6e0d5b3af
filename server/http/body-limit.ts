import type { Context, MiddlewareHandler } from 'hono'
import type { ErrorBody } from '~/contract/api/errors'
import type { AppEnv } from '~/server/app-env'
import { AppError } from '~/server/errors'

/** The answer for a body over its limit, from either middleware below. */
const TOO_LARGE = { code: 'payload_too_large', message: 'Request body is too large' } as const satisfies ErrorBody

/** Whether a declared `Content-Length` is over `maxBytes`. */
const declaresMoreThan = (length: string, maxBytes: number) => Number(length) > maxBytes

/**
 * Caps a request body at `maxBytes` (413 `payload_too_large`). A declared `Content-Length` is
 * checked before anything is read. A chunked body (no length) is read up to the cap and the request
 * is rebuilt around what was read. Hono's own `bodyLimit` rebuilds it with `new Request(raw, …)`,
 * which throws (a 500) when `raw` is @hono/node-server's lightweight request, as it is under
 * `npm start`; so this one builds the new request from its parts.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = () => new AppError(413, TOO_LARGE.code, TOO_LARGE.message)
  return async (c, next) => {
    const raw = c.req.raw
    const length = c.req.header('content-length')
    const chunked = c.req.header('transfer-encoding') !== undefined
    // A request with neither a length nor chunking has no body (HTTP/1.1), as a browser's DELETE.
    if (!raw.body || (length === undefined && !chunked)) return next()
    if (length !== undefined && !chunked) {
      if (declaresMoreThan(length, maxBytes)) throw tooLarge()
      return next()
    }
    const reader = raw.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        throw tooLarge()
      }
      chunks.push(value)
    }
    const body = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      body.set(chunk, offset)
      offset += chunk.byteLength
    }
    const headers = new Headers(raw.headers)
    headers.delete('transfer-encoding')
    headers.set('content-length', String(size))
    c.req.raw = new Request(c.req.url, { method: raw.method, headers, body, signal: raw.signal })
    return next()
  }
}

/**
 * For requests handed on whole (a page to its render): a body must declare its length and keep
 * within `maxBytes`, or the request is answered on its headers alone, before any of the body is
 * read (413 `payload_too_large`; 400 `bad_request` for one sent in chunks, without a length).
 */
export function limitDeclaredBody(maxBytes: number): MiddlewareHandler {
  const refuse = (c: Context, status: 400 | 413, body: ErrorBody) => c.json(body, status, { 'cache-control': 'no-store' })
  return async (c, next) => {
    if (c.req.header('transfer-encoding') !== undefined) return refuse(c, 400, { code: 'bad_request', message: "A page request's body must declare its length" })
    const length = c.req.header('content-length')
    if (length !== undefined && declaresMoreThan(length, maxBytes)) return refuse(c, 413, TOO_LARGE)
    return next()
  }
}
