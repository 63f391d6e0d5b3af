import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { bookingSummarySchema } from '~/contract/api/booking'
import { realtimeTicketSchema } from '~/contract/api/realtime'
import { SOCKET_CLOSE_CODES } from '~/contract/socket'
import { DEMO_BOOKING, DEMO_REGISTRATIONS } from '~/server/db/seed'
import { call, signIn, testClock } from './support/auth-client'
import { closeSockets, openSocket, TestSocket, ticketFor, tokenOf } from './support/realtime'
import { createTestBackend, listen, setUpTestBackend, type TestBackend } from './support/test-backend'

/**
 * Caps of the live-session service (security issue: no per-user cap on realtime tickets or sockets,
 * room chat history bounded only by the rate limit). Run on PostgreSQL too.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const askTicket = (backend: TestBackend, token: string) => call(backend, '/v2/realtime/ticket', { method: 'POST', headers: bearer(token) })

describe('realtime tickets: a cap per user', () => {
  const clock = testClock(new Date('2026-06-01T01:00:00.000Z'))
  const backend = setUpTestBackend({ now: clock, realtimeTickMs: 0 }, { listen: true })

  it('answers 429 once a user holds 10 unused tickets (the default), until one is used or expires', async () => {
    const token = await tokenOf(backend, 'consumer')
    const tickets: string[] = []
    for (let i = 0; i < 10; i++) {
      const res = await askTicket(backend, token)
      expect(res.status, `ticket ${i + 1}`).toBe(201)
      tickets.push(realtimeTicketSchema.parse(await res.json()).ticket)
    }
    clock.advance(15_000)
    const refused = await askTicket(backend, token)
    expect(refused.status).toBe(429)
    // The oldest expires 60 s after it was issued, 45 s from now.
    expect(refused.headers.get('retry-after')).toBe('45')
    const body = (await refused.json()) as { code: string; message: string; retry_after: number }
    expect(body).toMatchObject({ code: 'rate_limited', retry_after: 45 })
    expect(body.message).toMatch(/10 unused connection tickets/)
    // Someone else is not affected.
    expect((await askTicket(backend, await tokenOf(backend, 'admin'))).status).toBe(201)

    // A ticket used frees its place.
    const socket = await openSocket(`${backend.server.ws}/ws?token=${tickets[0] ?? ''}`)
    expect((await askTicket(backend, token)).status).toBe(201)
    expect((await askTicket(backend, token)).status).toBe(429)
    socket.close()
    await socket.closed

    // Expired ones free theirs: the first nine were issued 60 s ago.
    clock.advance(45_000)
    for (let i = 0; i < 9; i++) expect((await askTicket(backend, token)).status).toBe(201)
    expect((await askTicket(backend, token)).status).toBe(429)
  })

  it('holds under many requests at once: exactly 10 of 25 are issued', async () => {
    const token = (await signIn(backend, 'phone', DEMO_REGISTRATIONS.draft.phone)).access_token
    const answers = await Promise.all(Array.from({ length: 25 }, () => askTicket(backend, token)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
  })
})

describe('realtime sockets: a cap per user, across instances', () => {
  let a: TestBackend
  let b: TestBackend
  let serverA: Awaited<ReturnType<typeof listen>>
  let serverB: Awaited<ReturnType<typeof listen>>
  let consumer: string
  const sockets: TestSocket[] = []
  // One secret for both instances, so a token of one is good on the other.
  const env = { REALTIME_SOCKETS_PER_USER: '3', REALTIME_LEAVE_GRACE_SECONDS: '0', AUTH_SECRET: 'one-secret-shared-by-both-test-instances' }

  // Made and closed by hand, not with setUpTestBackend: closing either backend closes the database
  // both use, so b's sockets and server go first, then a, and b (whose own database is unused) last.
  beforeAll(async () => {
    a = await createTestBackend({ env })
    // A second instance on the same database, as behind a load balancer.
    b = await createTestBackend({ env, database: a.testDb.handle, seed: false })
    serverA = await listen(a)
    serverB = await listen(b)
    consumer = await tokenOf(a, 'consumer')
  })
  afterEach(async () => {
    // Each instance forgets a closed socket a moment after the client sees the close: wait for
    // both, or the next test would count a socket of this one against the cap.
    await closeSockets(sockets, a.hub)
    await closeSockets([], b.hub)
  })
  afterAll(async () => {
    await b.hub.closeAll()
    await serverB.close()
    await a.destroy()
    await serverA.close()
    await b.destroy()
  })

  const open = async (server: typeof serverA, backend: TestBackend, token: string) => {
    const socket = await openSocket(`${server.ws}/ws?token=${await ticketFor(backend, token)}`)
    sockets.push(socket)
    return socket
  }
  /** A socket the server keeps: it answers a round trip through its queue. */
  const kept = async (socket: TestSocket) => {
    await socket.settle()
    expect(socket.closeCode).toBeNull()
  }
  const refused = async (socket: TestSocket) => {
    expect((await socket.next('error_message')).entity).toMatchObject({ code: 'too_many_connections', topic: null })
    expect(await socket.closed).toBe(SOCKET_CLOSE_CODES.tooManyConnections)
  }

  it('refuses a fourth socket of one user with too_many_connections and 4029, on either instance, and frees a place on close', async () => {
    const first = await open(serverA, a, consumer)
    await kept(first)
    await kept(await open(serverA, a, consumer))
    await kept(await open(serverB, b, consumer))
    await refused(await open(serverB, b, consumer))
    await refused(await open(serverA, a, consumer))
    // Another user is not affected.
    await kept(await open(serverA, a, await tokenOf(a, 'admin')))
    // A closed socket frees its place (once its instance has noticed the close).
    first.close()
    await first.closed
    await expect.poll(async () => {
      const next = await open(serverB, b, consumer)
      await Promise.race([next.settle().catch(() => {}), next.closed])
      return next.closeCode
    }).toBeNull()
  })

  it('holds under many connections at once: exactly 3 of 8 stay open', async () => {
    const tickets = await Promise.all(Array.from({ length: 8 }, (_, i) => ticketFor(i % 2 === 0 ? a : b, consumer)))
    const opened = await Promise.all(tickets.map((ticket, i) => openSocket(`${(i % 2 === 0 ? serverA : serverB).ws}/ws?token=${ticket}`)))
    sockets.push(...opened)
    await Promise.all(opened.map((s) => Promise.race([s.settle().catch(() => {}), s.closed])))
    expect(opened.filter((s) => s.closeCode === null)).toHaveLength(3)
    expect(opened.filter((s) => s.closeCode === SOCKET_CLOSE_CODES.tooManyConnections)).toHaveLength(5)
  })
})

describe('realtime sockets: a peer gone without a word', () => {
  const backend = setUpTestBackend({ env: { REALTIME_SOCKETS_PER_USER: '1' }, realtimeTickMs: 20, realtimePingMs: 100 }, { listen: true })

  it('is dropped once it stops answering pings, and no longer holds a place under the cap', async () => {
    const consumer = await tokenOf(backend, 'consumer')
    // A client whose network is gone: it never answers a ping (and, after this round trip, sends nothing).
    const ticket = await ticketFor(backend, consumer)
    const gone = await new Promise<TestSocket>((resolve, reject) => {
      const ws = new WebSocket(`${backend.server.ws}/ws?token=${ticket}`, { autoPong: false })
      const socket = new TestSocket(ws)
      ws.once('open', () => resolve(socket))
      ws.once('error', reject)
    })
    await gone.settle()
    const healthy = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, await tokenOf(backend, 'admin'))}`)
    expect(await gone.closed).toBe(1006)
    await healthy.settle()
    expect(healthy.closeCode).toBeNull()
    await expect
      .poll(async () => {
        const next = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, consumer)}`)
        await Promise.race([next.settle().catch(() => {}), next.closed])
        const code = next.closeCode
        if (code === null) next.close()
        return code
      })
      .toBeNull()
    healthy.close()
  })
})

describe('room chat: a cap on what is stored', () => {
  const backend = setUpTestBackend({ env: { REALTIME_CHAT_MESSAGES_PER_ROOM: '5' } }, { listen: true })

  it('keeps only the newest 5 messages of a room: the history on entering and the summary show those', async () => {
    const consumer = await tokenOf(backend, 'consumer')
    const enter = async () => {
      const s = await openSocket(`${backend.server.ws}/ws?token=${await ticketFor(backend, consumer)}`)
      s.send('enter_room_message', { room_name: DEMO_BOOKING.roomName })
      await s.next('room_info_message')
      await s.settle()
      return s
    }
    const first = await enter()
    for (let i = 1; i <= 8; i++) first.send('chat_message', { room_name: DEMO_BOOKING.roomName, message_id: `m${i}`, text: `ข้อความที่ ${i}` })
    await first.next('chat_message', (f) => f.entity.message_id === 'm8')
    // Each message got its echo: none was refused (the only errors are settle()'s barriers).
    expect(first.of('chat_message').map((f) => f.entity.message_id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'])
    expect(first.of('error_message').filter((f) => f.entity.code !== 'not_in_room')).toEqual([])
    first.close()
    await first.closed

    const again = await enter()
    expect(again.of('chat_message').map((f) => f.entity.message_id)).toEqual(['m4', 'm5', 'm6', 'm7', 'm8'])
    again.close()
    await again.closed
    const summary = bookingSummarySchema.parse(await (await call(backend, `/v2/booking/${DEMO_BOOKING.id}/summary`, { headers: bearer(consumer) })).json())
    expect(summary.transcript.map((m) => m.message_id)).toEqual(['m4', 'm5', 'm6', 'm7', 'm8'])
  })
})
