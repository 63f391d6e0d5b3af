import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '~/contract/api/errors'
import { adapterErrorResponse, answerClientErrors, requestPath } from '~/server/http/client-error'

// Regression tests for "500s on bad input": Node's own answers to oversized headers and addresses
// and malformed requests (the rest of them, on the backend: tests/integration/input-rules.test.ts).

describe("Node's own answers (oversized headers and addresses, malformed requests) have the error shape", () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    // As server/main.ts wires it: the path read without URL parsing, the adapter's errors answered in shape.
    const app = new Hono().get('*', (c) => c.json({ path: requestPath((c.env as { incoming: { url?: string } }).incoming.url) }))
    const listener = getRequestListener((request, env) => app.fetch(request, env), { errorHandler: (err) => adapterErrorResponse(err).response })
    server = createServer((req, res) => {
      requestPath(req.url)
      void listener(req, res)
    })
    answerClientErrors(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as { port: number }).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request))
      let data = ''
      socket.setEncoding('latin1')
      socket.on('data', (chunk: string) => (data += chunk))
      socket.on('error', reject)
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n')
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), headers: head, body })
      })
    })
  }

  it.each([
    ['an address over the limit', `GET /v2/search/services?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 414, 'uri_too_long'],
    ['headers over the limit', `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'headers_too_large'],
    ['a NUL in the method', 'GE\u0000T / HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'bad_request'],
    ['a NUL in the address', 'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'bad_request'],
    // Turned away by the Node adapter (it cannot build a web Request of it), not by Node itself.
    // (Connection: close: a well-formed request otherwise keeps the connection open for the next one.)
    ['a backslash in the path', 'GET /\\evil HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400, 'bad_request'],
    ['a Host header that is not a host', 'GET / HTTP/1.1\r\nHost: a/b@c\r\nConnection: close\r\n\r\n', 400, 'bad_request'],
  ])('%s', async (_name, request, status, code) => {
    const answer = await raw(request)
    expect(answer.status).toBe(status)
    expect(answer.headers).toMatch(/content-type: application\/json/i)
    expect(errorBodySchema.parse(JSON.parse(answer.body))).toMatchObject({ code })
  })

  it('a path the URL parser cannot take relative to a base (`//`) still routes: the regression of main.ts parsing it', async () => {
    expect(requestPath('//')).toBe('//')
    expect(requestPath('//a:b@?x=1')).toBe('//a:b@')
    expect(requestPath('/v2/x?y#z')).toBe('/v2/x')
    expect(requestPath('*')).toBe('/')
    const answer = await raw('GET // HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ path: '//' })
  })
})
