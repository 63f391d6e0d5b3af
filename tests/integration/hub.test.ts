import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { healthCheckMessageSchema } from '../../contract/socket'
import { createHub, type Hub } from '../../server/realtime/hub'
import { captureLog } from './support/test-backend'

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}
const nextMessage = (ws: WebSocket) =>
  new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))))
const closed = (ws: WebSocket) =>
  new Promise<{ code: number }>((resolve) => ws.once('close', (code) => resolve({ code })))

describe('WebSocket hub', () => {
  let server: Server
  let hub: Hub
  let base: string

  beforeEach(async () => {
    hub = createHub({ log: captureLog().logger })
    server = createServer((_req, res) => res.end())
    server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(async () => {
    await hub.closeAll()
    server.closeAllConnections()
    await new Promise<void>((r) => server.close(() => r()))
  })

  it('answers a health check', async () => {
    const ws = await open(`${base}/ws?token=abc`)
    ws.send(JSON.stringify({ topic: 'health_check_message', entity: {} }))
    const reply = healthCheckMessageSchema.parse(JSON.parse(await nextMessage(ws)))
    expect(reply).toEqual({ topic: 'health_check_message', entity: { healthy: true } })
    ws.close()
  })

  it('ignores other topics and junk, and stays open', async () => {
    const ws = await open(`${base}/ws`)
    ws.send('not json')
    ws.send(JSON.stringify({ topic: 'chat_message', entity: { text: 'สวัสดี' } }))
    ws.send(Buffer.from([1, 2, 3]))
    ws.send(JSON.stringify({ topic: 'health_check_message', entity: {} }))
    expect(JSON.parse(await nextMessage(ws))).toMatchObject({ topic: 'health_check_message' })
    expect(ws.readyState).toBe(WebSocket.OPEN)
    ws.close()
  })

  it('closes with 1009 on a message over 64 KB', async () => {
    const ws = await open(`${base}/ws`)
    const done = closed(ws)
    ws.send('x'.repeat(64 * 1024 + 1))
    expect((await done).code).toBe(1009)
  })

  it('accepts a message of exactly 64 KB', async () => {
    const ws = await open(`${base}/ws`)
    ws.send(JSON.stringify({ topic: 'chat_message', entity: 'x'.repeat(64 * 1024 - 40) }))
    ws.send(JSON.stringify({ topic: 'health_check_message', entity: {} }))
    expect(JSON.parse(await nextMessage(ws))).toMatchObject({ entity: { healthy: true } })
    ws.close()
  })

  it('refuses other paths with 404', async () => {
    const ws = new WebSocket(`${base}/socket`)
    const status = await new Promise<number | undefined>((resolve) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode))
      ws.once('error', () => resolve(undefined))
    })
    expect(status).toBe(404)
  })

  it('closeAll closes open sockets with 1001', async () => {
    const ws = await open(`${base}/ws`)
    const done = closed(ws)
    expect(hub.size).toBe(1)
    await hub.closeAll()
    expect((await done).code).toBe(1001)
    expect(hub.size).toBe(0)
  })
})

describe('WebSocket hub: closeUser', () => {
  let server: Server
  let hub: Hub
  let base: string

  beforeEach(async () => {
    // Until ticket authentication lands, a test `identify` names the socket's user from the URL.
    hub = createHub({
      log: captureLog().logger,
      identify: (req) => new URL(req.url ?? '/', 'http://x').searchParams.get('as') ?? undefined,
    })
    server = createServer((_req, res) => res.end())
    server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(async () => {
    await hub.closeAll()
    server.closeAllConnections()
    await new Promise<void>((r) => server.close(() => r()))
  })

  it("closes only that user's sockets, with the given code", async () => {
    const a1 = await open(`${base}/ws?as=a`)
    const a2 = await open(`${base}/ws?as=a`)
    const b = await open(`${base}/ws?as=b`)
    const anonymous = await open(`${base}/ws`)
    const done = Promise.all([closed(a1), closed(a2)])
    await hub.closeUser('a', 4001, 'signed out')
    expect((await done).map((c) => c.code)).toEqual([4001, 4001])
    expect(b.readyState).toBe(WebSocket.OPEN)
    expect(anonymous.readyState).toBe(WebSocket.OPEN)
    expect(hub.size).toBe(2)
  })

  it('is a no-op for a user without sockets', async () => {
    const ws = await open(`${base}/ws?as=b`)
    await hub.closeUser('nobody', 4001, 'signed out')
    expect(ws.readyState).toBe(WebSocket.OPEN)
  })
})
