import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { number, object, string } from 'zod/mini'
import { apiRequest } from '~/app/lib/api/client'
import { clearSharedCache, sharedExchange, type Exchange } from '~/app/lib/api/shared-cache'

// Server rendering (no `document` here): public answers are reused, anything else is asked again.
let server: Server
let baseUrl: string
let hits = 0
let counter = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++
    counter++
    res.setHeader('content-type', 'application/json')
    if (req.url === '/public') res.setHeader('cache-control', 'public, max-age=60')
    if (req.url === '/private') res.setHeader('cache-control', 'private, max-age=60')
    if (req.url === '/no-store') res.setHeader('cache-control', 'no-store')
    if (req.url === '/slow') {
      res.setHeader('cache-control', 'public, max-age=60')
      const n = counter
      setTimeout(() => res.end(JSON.stringify({ n })), 50)
      return
    }
    res.end(JSON.stringify({ n: counter }))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  clearSharedCache()
  hits = 0
})

describe('the shared cache of server rendering', () => {
  it('reuses a public answer within its max-age', async () => {
    const first = await apiRequest('/public', { baseUrl })
    const second = await apiRequest('/public', { baseUrl })
    expect(hits).toBe(1)
    expect(second).toEqual(first)
  })

  it('never keeps private or no-store answers, nor anything asked with a token or cookies', async () => {
    await apiRequest('/private', { baseUrl })
    await apiRequest('/private', { baseUrl })
    await apiRequest('/no-store', { baseUrl })
    await apiRequest('/no-store', { baseUrl })
    expect(hits).toBe(4)
    hits = 0
    await apiRequest('/public', { baseUrl, token: 'x' })
    await apiRequest('/public', { baseUrl, token: 'x' })
    await apiRequest('/public', { baseUrl, credentials: true })
    expect(hits).toBe(3)
  })

  it('pages asking at the same moment for an answer not yet kept share one call', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => apiRequest('/slow', { baseUrl })))
    expect(hits).toBe(1)
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(answers[0])]))
    expect(answers[0]).toMatchObject({ isSuccessful: true, data: { n: expect.any(Number) } })
    // Calls with a token are the caller's own: never shared, even at the same moment.
    hits = 0
    await Promise.all(Array.from({ length: 3 }, () => apiRequest('/slow', { baseUrl, token: 'x' })))
    expect(hits).toBe(3)
  })

  it('checks a kept answer against a schema and fails a mismatch every time', async () => {
    const numberSchema = object({ n: number() })
    const stringSchema = object({ n: string() })
    const ok = await apiRequest('/public', { baseUrl, schema: numberSchema })
    expect(ok).toMatchObject({ isSuccessful: true })
    expect(await apiRequest('/public', { baseUrl, schema: numberSchema })).toEqual(ok)
    expect(await apiRequest('/public', { baseUrl, schema: stringSchema })).toMatchObject({ isSuccessful: false, code: 'invalid_response' })
    expect(await apiRequest('/public', { baseUrl, schema: stringSchema })).toMatchObject({ isSuccessful: false, code: 'invalid_response' })
    expect(hits).toBe(1)
  })
})

describe('a call pushed out of the shared cache while it runs', () => {
  const reply = (n: number, cacheControl: string | null): Exchange => ({ status: 200, statusText: 'OK', payload: { n }, retryAfter: null, cacheControl })
  /** A load that answers when `finish` is called. */
  const held = (answer: Exchange) => {
    let finish: () => void = () => {}
    const load = () => new Promise<Exchange>((resolve) => (finish = () => resolve(answer)))
    return { load, finish: () => finish() }
  }
  /** More answers kept than the cache holds, each asked once. */
  const crowd = async () => {
    for (let n = 0; n < 1_100; n++) await sharedExchange(`http://backend/other/${n}`, async () => reply(n, 'public, max-age=60'))
  }

  it('still answers the page that asked, and those that waited for it', async () => {
    const slow = held(reply(-1, 'public, max-age=60'))
    const asking = sharedExchange('http://backend/slow', slow.load)
    const waiting = sharedExchange('http://backend/slow', () => Promise.reject(new Error('a waiter asked again')))
    await crowd()
    slow.finish()
    expect((await asking).payload).toEqual({ n: -1 })
    expect((await waiting).payload).toEqual({ n: -1 })
  })

  it('fails only the page whose call failed: one that waited for it asks for itself', async () => {
    let fail: (error: Error) => void = () => {}
    const asking = sharedExchange('http://backend/failing', () => new Promise<Exchange>((_, reject) => (fail = reject)))
    const waiting = sharedExchange('http://backend/failing', async () => reply(-4, 'no-store'))
    fail(new Error('connection reset'))
    await expect(asking).rejects.toThrow('connection reset')
    expect((await waiting).payload).toEqual({ n: -4 })
  })

  it('answers an answer that may not be kept to the page that asked, and lets a waiter ask for itself', async () => {
    const slow = held(reply(-2, 'no-store'))
    const asking = sharedExchange('http://backend/unkept', slow.load)
    const waiting = sharedExchange('http://backend/unkept', async () => reply(-3, 'no-store'))
    await crowd()
    slow.finish()
    expect((await asking).payload).toEqual({ n: -2 })
    expect((await waiting).payload).toEqual({ n: -3 })
  })
})
