import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '~/server/app-env'
import { AppError } from '~/server/errors'

/**
 * Caps a request body at `maxBytes` (413 `payload_too_large`). A declared `Content-Length` is
 * checked before anything is read. A chunked body (no length) is read up to the cap and the request
 * is rebuilt around what was read. Hono's own `bodyLimit` rebuilds it with `new Request(raw, …)`,
 * which throws (a 500) when `raw` is @hono/node-server's lightweight request, as it is under
 * `npm start`; so this one builds the new request from its parts.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = () => new AppError(413, 'payload_too_large', 'Request body is too large')
  return async (c, next) => {
    const raw = c.req.raw
    const length = c.req.header('content-length')
    const chunked = c.req.header('transfer-encoding') !== undefined
    // A request with neither a length nor chunking has no body (HTTP/1.1), as a browser's DELETE.
    if (!raw.body || (length === undefined && !chunked)) return next()
    if (length !== undefined && !chunked) {
      if (Number(length) > maxBytes) throw tooLarge()
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
