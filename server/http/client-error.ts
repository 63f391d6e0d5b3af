import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { RequestError } from '@hono/node-server'
import type { ErrorBody, ErrorCode } from '~/contract/api/errors'

/**
 * What Node's HTTP server answers on its own, before any route runs: a request it cannot parse
 * (`clientError`). Node's default is a bare status line; ours is the API's `{ code, message }`
 * shape with the right status, so every answer of this server parses the same way.
 *
 * Node counts the request line and the headers together against one limit (`maxHeaderSize`,
 * 16 KB by default) and reports both as `HPE_HEADER_OVERFLOW`. When the request line alone (as far
 * as it arrived) is over 8 KB, the address is what is too long: 414; otherwise the headers are: 431.
 */
type ClientErrorAnswer = { status: number; reason: string; code: ErrorCode; message: string }

const REQUEST_LINE_START = /^[A-Z]+ /
// The usual ceiling of addresses (browsers, proxies and CDNs keep to about this).
const URI_LIMIT = 8 * 1024

export function clientErrorAnswer(err: Error & { code?: string; rawPacket?: Buffer }): ClientErrorAnswer {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW': {
      const packet = err.rawPacket?.toString('latin1') ?? ''
      const lineEnd = packet.indexOf('\n')
      const requestLine = lineEnd === -1 ? packet : packet.slice(0, lineEnd)
      if (REQUEST_LINE_START.test(packet) && requestLine.length > URI_LIMIT) {
        return { status: 414, reason: 'URI Too Long', code: 'uri_too_long', message: 'The address is too long' }
      }
      return { status: 431, reason: 'Request Header Fields Too Large', code: 'headers_too_large', message: 'The request headers are too large' }
    }
    case 'HPE_URI_TOO_LONG':
      return { status: 414, reason: 'URI Too Long', code: 'uri_too_long', message: 'The address is too long' }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', code: 'request_timeout', message: 'The request did not arrive in time' }
    default:
      return { status: 400, reason: 'Bad Request', code: 'bad_request', message: 'The request is not valid HTTP' }
  }
}

function answer(err: Error & { code?: string }, socket: Duplex) {
  // A reset connection has no one to answer; a socket mid-answer cannot take a second one.
  if (err.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy()
    return
  }
  const { status, reason, code, message } = clientErrorAnswer(err)
  const body = JSON.stringify({ code, message } satisfies ErrorBody)
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  )
}

/** Answers requests Node cannot parse in the API's error shape (see above). */
export function answerClientErrors(server: Server): void {
  server.on('clientError', answer)
}

/**
 * The path of a request target as Node received it, without parsing it as a URL: `//`, `/\\` or
 * `//a:b@` are not URLs the WHATWG parser takes relative to a base (it throws), but they are paths
 * a client may send, to be answered like any other unknown page.
 */
export function requestPath(target: string | undefined): string {
  const path = (target ?? '/').split(/[?#]/, 1)[0] ?? ''
  return path.startsWith('/') ? path : '/'
}

/**
 * What the Node adapter's `errorHandler` answers: a request it could not turn into a web Request
 * (a bad Host header, a backslash in the path: `RequestError`) is the client's 400; anything else
 * is our 500. Both in the `{ code, message }` shape.
 */
export function adapterErrorResponse(err: unknown): { response: Response; isClientError: boolean } {
  const isClientError = err instanceof RequestError
  const body: ErrorBody = isClientError ? { code: 'bad_request', message: 'The request is not valid HTTP' } : { code: 'internal', message: 'Internal server error' }
  const response = new Response(JSON.stringify(body), {
    status: isClientError ? 400 : 500,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  })
  return { response, isClientError }
}
