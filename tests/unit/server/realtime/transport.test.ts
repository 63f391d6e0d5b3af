import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import type { OutboundMessage } from '~/contract/socket'
import { createLogger } from '~/server/log'
import { createTransport, originAllowed, spendToken, type RateBucket, type Socket, type TransportOptions } from '~/server/realtime/transport'

describe('spendToken', () => {
  const rate = { burst: 3, perSecond: 2 }

  it('lets a full burst through from no bucket yet (a socket that never sent), then refuses until the bucket refills', () => {
    let bucket: RateBucket | null = null
    const verdicts: boolean[] = []
    for (let i = 0; i < 4; i++) {
      const spent = spendToken(bucket, 0, rate)
      verdicts.push(spent.allowed)
      bucket = spent.bucket
    }
    expect(verdicts).toEqual([true, true, true, false])
    // Half a second at 2 per second is one token.
    expect(spendToken(bucket, 499, rate).allowed).toBe(false)
    expect(spendToken(bucket, 500, rate)).toEqual({ allowed: true, bucket: { tokens: 0, refilledAt: 500 } })
  })

  it('refills no further than the burst', () => {
    expect(spendToken({ tokens: 0, refilledAt: 0 }, 60_000, rate).bucket).toEqual({ tokens: 2, refilledAt: 60_000 })
  })

  it('keeps the refill of a refused message', () => {
    expect(spendToken({ tokens: 0, refilledAt: 0 }, 250, rate)).toEqual({ allowed: false, bucket: { tokens: 0.5, refilledAt: 250 } })
  })
})

describe('originAllowed', () => {
  it('takes a request without Origin (not a browser)', () => {
    expect(originAllowed(undefined, 'example.com')).toBe(true)
  })

  it('takes the request’s own host, port included', () => {
    expect(originAllowed('https://example.com', 'example.com')).toBe(true)
    expect(originAllowed('http://127.0.0.1:3000', '127.0.0.1:3000')).toBe(true)
    expect(originAllowed('http://127.0.0.1:3001', '127.0.0.1:3000')).toBe(false)
  })

  it('takes the configured origins, and nothing else', () => {
    expect(originAllowed('https://app.example.com', 'internal:8080', ['https://app.example.com'])).toBe(true)
    expect(originAllowed('https://evil.example', 'example.com', ['https://app.example.com'])).toBe(false)
    expect(originAllowed('https://example.com.evil.example', 'example.com')).toBe(false)
  })

  it('refuses an Origin that is not a URL', () => {
    expect(originAllowed('null', 'example.com')).toBe(false)
    expect(originAllowed('', 'example.com')).toBe(false)
  })
})

/** The transport alone, on a real local HTTP server, with the rest of the hub replaced by spies. */
describe('createTransport', () => {
  let server: Server | undefined
  const silent = createLogger('silent')

  afterEach(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
    server = undefined
  })

  async function setup(overrides: Partial<TransportOptions<Socket>> = {}) {
    const handled: OutboundMessage[] = []
    const closed: Socket[] = []
    const sockets = { open: new Set<string>(), closed: [] as string[] }
    const transport = createTransport<Socket>({
      log: silent,
      now: () => new Date('2026-05-04T02:00:00.000Z'),
      instanceId: 'i1',
      rooms: {
        openSocket: async ({ connectionId }) => {
          sockets.open.add(connectionId)
          return true
        },
        closeSocket: async (connectionId) => {
          sockets.closed.push(connectionId)
        },
      },
      redeemTicket: async (ticket) => (ticket === 'good' ? 'user-1' : undefined),
      socketsPerUser: 5,
      heartbeatIfDue: async () => {},
      aliveSince: (at) => at,
      track: (work) => work,
      open: (s) => s,
      handle: async (_c, message) => void handled.push(message),
      closed: (c) => void closed.push(c),
      ...overrides,
    })
    server = createServer()
    server.on('upgrade', (req, socket, head) => transport.handleUpgrade(req, socket, head))
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r))
    const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
    return { transport, handled, closed, sockets, base }
  }

  /** 'open' with the socket, or the HTTP status of a refused upgrade. */
  function connect(url: string, headers: Record<string, string> = {}, autoPong = true) {
    return new Promise<{ status: number | 'open'; ws: WebSocket; frames: unknown[]; closed: Promise<number> }>((resolve) => {
      const ws = new WebSocket(url, { headers, autoPong })
      const frames: unknown[] = []
      const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)))
      ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8'))))
      ws.on('open', () => resolve({ status: 'open', ws, frames, closed }))
      ws.on('unexpected-response', (_req, res) => {
        resolve({ status: res.statusCode ?? 0, ws, frames, closed })
        ws.terminate()
      })
      ws.on('error', () => {})
    })
  }

  it('refuses other paths, foreign origins and bad tickets, and opens with a good one', async () => {
    const { base, transport } = await setup()
    expect((await connect(`${base}/socket?token=good`)).status).toBe(404)
    expect((await connect(`${base}/ws?token=good`, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await connect(`${base}/ws?token=bad`)).status).toBe(401)
    const ok = await connect(`${base}/ws?token=good`)
    expect(ok.status).toBe('open')
    await vi.waitFor(() => expect(transport.size).toBe(1))
    expect(transport.socketsOf('user-1')).toHaveLength(1)
    ok.ws.close()
    await ok.closed
    await transport.closeEvery(1001, 'done')
  })

  it('opens and closes with 4029 a socket over the cap, without a connection', async () => {
    const { base, transport, handled } = await setup({ rooms: { openSocket: async () => false, closeSocket: async () => {} } })
    const over = await connect(`${base}/ws?token=good`)
    expect(await over.closed).toBe(4029)
    expect(over.frames).toEqual([{ topic: 'error_message', entity: expect.objectContaining({ code: 'too_many_connections' }) }])
    expect(transport.socketsOf('user-1')).toEqual([])
    expect(handled).toEqual([])
    await transport.closeEvery(1001, 'done')
  })

  it('answers health checks itself, hands other messages over in order, and forgets the socket on close', async () => {
    const { base, transport, handled, closed, sockets } = await setup()
    const c = await connect(`${base}/ws?token=good`)
    c.ws.send(JSON.stringify({ topic: 'health_check_message', entity: { healthy: true } }))
    c.ws.send(JSON.stringify({ topic: 'enter_room_message', entity: { room_name: 'r1' } }))
    c.ws.send(JSON.stringify({ topic: 'left_room_message', entity: { room_name: 'r1' } }))
    c.ws.send('not json')
    await vi.waitFor(() => expect(c.frames).toHaveLength(2))
    expect(c.frames).toEqual([
      { topic: 'health_check_message', entity: { healthy: true } },
      { topic: 'error_message', entity: { code: 'invalid_message', message: 'Not JSON', topic: null } },
    ])
    await vi.waitFor(() => expect(handled.map((m) => m.topic)).toEqual(['enter_room_message', 'left_room_message']))
    c.ws.close()
    await c.closed
    await vi.waitFor(() => expect(closed).toHaveLength(1))
    expect(sockets.closed).toEqual([...sockets.open])
    expect(transport.socketsOf('user-1')).toEqual([])
    await transport.closeEvery(1001, 'done')
  })

  it('closes a socket over its rate budget with 1008', async () => {
    const { base, transport } = await setup({ rateLimit: { burst: 2, perSecond: 0.001 } })
    const c = await connect(`${base}/ws?token=good`)
    for (let i = 0; i < 3; i++) c.ws.send(JSON.stringify({ topic: 'health_check_message', entity: { healthy: true } }))
    expect(await c.closed).toBe(1008)
    expect(c.frames.at(-1)).toEqual({ topic: 'error_message', entity: { code: 'rate_limited', message: 'Too many messages', topic: null } })
    await transport.closeEvery(1001, 'done')
  })

  it('refuses upgrades with 503 once stopped', async () => {
    const { base, transport } = await setup()
    transport.stop()
    expect((await connect(`${base}/ws?token=good`)).status).toBe(503)
    await transport.closeEvery(1001, 'done')
  })

  it('drops a socket that did not answer the last ping, and keeps one that did', async () => {
    const { base, transport } = await setup({ pingIntervalMs: 0 })
    const deaf = await connect(`${base}/ws?token=good`, {}, false)
    const alive = await connect(`${base}/ws?token=good`)
    await vi.waitFor(() => expect(transport.size).toBe(2))
    transport.pingIfDue()
    // The live one's pong is in when only the deaf one still owes one.
    await vi.waitFor(() => expect(transport.socketsOf('user-1').map((c) => c.awaitingPong).sort()).toEqual([false, true]))
    transport.pingIfDue()
    expect(await deaf.closed).toBe(1006)
    expect(alive.ws.readyState).toBe(WebSocket.OPEN)
    alive.ws.close()
    await transport.closeEvery(1001, 'done')
  })
})
