import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { apiRequest, NETWORK_ERROR_STATUS } from '~/app/lib/api/client'

// A real HTTP server in the test process stands in for the backend.
let server: Server
let baseUrl: string
const seen: { method?: string; authorization?: string; body?: string; contentType?: string }[] = []

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    req.on('data', (c: Buffer) => (data += c.toString()))
    req.on('end', () => resolve(data))
  })

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req)
    seen.push({ method: req.method, authorization: req.headers.authorization, body, contentType: req.headers['content-type'] })
    res.setHeader('content-type', 'application/json')
    switch (req.url) {
      case '/ok':
        res.end(JSON.stringify({ can_login: true }))
        return
      case '/created':
        res.statusCode = 201
        res.end(JSON.stringify({ id: 'x' }))
        return
      case '/bad':
        res.statusCode = 400
        res.end(JSON.stringify({ code: 'validation_failed', message: 'phone: Invalid phone', field: 'phone' }))
        return
      case '/limited':
        res.statusCode = 429
        res.setHeader('retry-after', '42')
        res.end(JSON.stringify({ code: 'rate_limited', message: 'Too many requests' }))
        return
      case '/broken':
        res.statusCode = 502
        res.setHeader('content-type', 'text/html')
        res.end('<html>bad gateway</html>')
        return
      default:
        res.statusCode = 404
        res.end(JSON.stringify({ code: 'not_found', message: 'Not found' }))
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('apiRequest', () => {
  it('answers 2xx as success with the data', async () => {
    const result = await apiRequest('/ok', { baseUrl })
    expect(result).toMatchObject({ isSuccessful: true, statusCode: 200, data: { can_login: true } })
    const created = await apiRequest('/created', { baseUrl, body: { a: 1 } })
    expect(created).toMatchObject({ isSuccessful: true, statusCode: 201 })
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' })
  })

  it('answers a failure with status, code and message and no data', async () => {
    const result = await apiRequest('/bad', { baseUrl, body: {} })
    expect(result).toEqual({ isSuccessful: false, statusCode: 400, code: 'validation_failed', message: 'phone: Invalid phone', field: 'phone' })
    expect(result.data).toBeUndefined()
  })

  it('carries the wait of a rate-limited call', async () => {
    const result = await apiRequest('/limited', { baseUrl })
    expect(result).toMatchObject({ isSuccessful: false, statusCode: 429, code: 'rate_limited', retryAfter: 42 })
  })

  it('copes with a non-JSON error page', async () => {
    const result = await apiRequest('/broken', { baseUrl })
    expect(result).toMatchObject({ isSuccessful: false, statusCode: 502, code: 'http_error' })
  })

  it('sends the bearer token when asked', async () => {
    await apiRequest('/ok', { baseUrl, token: 'abc.def.ghi' })
    expect(seen.at(-1)?.authorization).toBe('Bearer abc.def.ghi')
    await apiRequest('/ok', { baseUrl })
    expect(seen.at(-1)?.authorization).toBeUndefined()
  })

  it('validates the answer against a schema', async () => {
    const good = await apiRequest('/ok', { baseUrl, schema: z.object({ can_login: z.boolean() }) })
    expect(good).toMatchObject({ isSuccessful: true, data: { can_login: true } })
    const bad = await apiRequest('/ok', { baseUrl, schema: z.object({ success: z.boolean() }) })
    expect(bad).toMatchObject({ isSuccessful: false, statusCode: 200, code: 'invalid_response' })
  })

  it('validates against a schema passed as a loader, loaded while the request travels', async () => {
    let loadedBeforeAnswer = false
    const requestsBefore = seen.length
    const schema = async () => {
      loadedBeforeAnswer = seen.length === requestsBefore
      return z.object({ can_login: z.boolean() })
    }
    expect(await apiRequest('/ok', { baseUrl, schema })).toMatchObject({ isSuccessful: true, data: { can_login: true } })
    expect(loadedBeforeAnswer).toBe(true)
    const wrong = async () => z.object({ success: z.boolean() })
    expect(await apiRequest('/ok', { baseUrl, schema: wrong })).toMatchObject({ isSuccessful: false, statusCode: 200, code: 'invalid_response' })
  })

  it('reports a schema that cannot be loaded (offline, or replaced by a new release) as a network failure', async () => {
    const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    const result = await apiRequest('/ok', { baseUrl, schema: missing })
    expect(result).toMatchObject({ isSuccessful: false, statusCode: NETWORK_ERROR_STATUS, code: 'network_error' })
    // A failed request with a failed loader reports the request's failure, and nothing is left unhandled.
    const nowhere = await apiRequest('/ok', { baseUrl: 'http://127.0.0.1:1', schema: missing })
    expect(nowhere).toMatchObject({ isSuccessful: false, code: 'network_error' })
  })

  it('loads a schema loader once and keeps it, unless it failed: then the next call tries again', async () => {
    let loads = 0
    const schema = async () => {
      loads++
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return z.object({ can_login: z.boolean() })
    }
    expect(await apiRequest('/ok', { baseUrl, schema })).toMatchObject({ isSuccessful: false, code: 'network_error' })
    for (let call = 0; call < 3; call++) expect(await apiRequest('/ok', { baseUrl, schema })).toMatchObject({ isSuccessful: true, data: { can_login: true } })
    expect(loads).toBe(2)
  })

  it('reports a network failure when nothing answers', async () => {
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((r) => closed.close(() => r()))
    const result = await apiRequest('/ok', { baseUrl: `http://127.0.0.1:${port}` })
    expect(result).toMatchObject({ isSuccessful: false, statusCode: NETWORK_ERROR_STATUS, code: 'network_error' })
  })
})
