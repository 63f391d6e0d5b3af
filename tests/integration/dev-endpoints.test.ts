import { beforeAll, describe, expect, it } from 'vitest'
import { outboxEntrySchema } from '~/contract/api/auth'
import { DEMO_USERS } from '~/server/db/seed'
import { call, fromIp, requestCode } from './support/auth-client'
import { openSocket, ticketFor, tokenOf } from './support/realtime'
import { setUpTestBackend, type TestBackend } from './support/test-backend'

/**
 * The demo conveniences (the code outbox and every `/v2/dev/*` call) answer only the machine the
 * server runs on: judged by the socket's own address, never by a header a client or proxy wrote.
 * Anyone else finds no such endpoint.
 */

const admin = DEMO_USERS.admin.phone
const outboxPath = (destination: string) => `/v2/dev/outbox/latest?destination=${encodeURIComponent(destination)}`
const notFound = { code: 'not_found', message: 'No such endpoint' }

describe('demo endpoints answer this machine only', () => {
  const backend = setUpTestBackend({ realtimeTickMs: 0 }, { listen: true })

  beforeAll(async () => {
    expect((await requestCode(backend, 'phone', admin)).status).toBe(200)
  })

  it('the outbox answered the demo admin code to a client on another machine', async () => {
    for (const ip of ['203.0.113.7', '10.0.0.8', '192.168.1.20', '::ffff:198.51.100.4', '2001:db8::5']) {
      const res = await call(backend, outboxPath(admin), { ip })
      expect(res.status, ip).toBe(404)
      const body = await res.json()
      expect(body, ip).toEqual(notFound)
    }
  })

  it('answers a client on this machine, over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await call(backend, outboxPath(admin), { ip })
      expect(res.status, ip).toBe(200)
      expect(outboxEntrySchema.parse(await res.json()).otp).toMatch(/^\d{6}$/)
    }
  })

  it('a request without a known socket address is not from this machine', async () => {
    const res = await backend.app.request(outboxPath(admin))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual(notFound)
  })

  it('a reverse proxy on this machine passed on someone else’s request to the outbox', async () => {
    // The proxy's socket is loopback, but a forwarding header says the request came from elsewhere.
    const passedOn: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }, { via: '1.1 proxy' }]
    for (const headers of passedOn) {
      const res = await call(backend, outboxPath(admin), { ip: '127.0.0.1', headers })
      expect(res.status, JSON.stringify(headers)).toBe(404)
    }
  })

  it('a page on another site whose name was rebound to 127.0.0.1 read the outbox through the browser', async () => {
    // The socket is loopback (the victim's own browser), the Host is the attacker's name.
    const res = await backend.app.request(`http://rebound.example:3000${outboxPath(admin)}`, {}, fromIp('127.0.0.1'))
    expect(res.status).toBe(404)
    const local = await backend.app.request(`http://localhost:3000${outboxPath(admin)}`, {}, fromIp('127.0.0.1'))
    expect(local.status).toBe(200)
  })

  it('drop-sockets cut every live connection for a client on another machine', async () => {
    const token = await tokenOf(backend, 'consumer')
    const socket = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, token)}`)
    expect(backend.hub.size).toBe(1)
    for (const ip of ['203.0.113.7', '10.1.2.3']) {
      const drop = await call(backend, '/v2/dev/realtime/drop-sockets', { method: 'POST', ip })
      expect(drop.status, ip).toBe(404)
      expect(await drop.json()).toEqual(notFound)
      expect((await call(backend, '/v2/dev/realtime/memory', { ip })).status, ip).toBe(404)
    }
    expect(backend.hub.size).toBe(1)
    const drop = await call(backend, '/v2/dev/realtime/drop-sockets', { method: 'POST', ip: '127.0.0.1' })
    expect(drop.status).toBe(200)
    expect(await drop.json()).toEqual({ dropped: 1 })
    await socket.closed
  })
})

describe('demo endpoints behind TRUST_PROXY', () => {
  const backend = setUpTestBackend({ env: { TRUST_PROXY: 'true' } })

  it('a forged X-Forwarded-For: 127.0.0.1 from another machine read the outbox', async () => {
    expect((await requestCode(backend, 'phone', admin)).status).toBe(200)
    for (const forwarded of ['127.0.0.1', '203.0.113.9, 127.0.0.1', '::1']) {
      const res = await call(backend, outboxPath(admin), { ip: '203.0.113.7', headers: { 'x-forwarded-for': forwarded } })
      expect(res.status, forwarded).toBe(404)
    }
    expect((await call(backend, '/v2/dev/realtime/drop-sockets', { method: 'POST', ip: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404)
    // The machine itself still reads it.
    expect((await call(backend, outboxPath(admin), { ip: '127.0.0.1' })).status).toBe(200)
  })
})

describe('demo mode start-up line', () => {
  const demoLines = (backend: TestBackend) => backend.logLines.filter((line) => line.includes('demo mode'))

  describe('outside production', () => {
    const backend = setUpTestBackend({ seed: false })

    it('is printed once, as a warning', () => {
      const lines = demoLines(backend)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/ WARN demo mode: demo accounts and the code outbox are on; \/v2\/dev\/\* answers this machine only/)
    })
  })

  describe('in production', () => {
    const backend = setUpTestBackend({ nodeEnv: 'production', seed: false })

    it('is not printed', () => {
      expect(demoLines(backend)).toEqual([])
    })
  })
})
