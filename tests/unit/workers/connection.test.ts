import { once } from 'node:events'
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { type SocketEvent, type StateChangeEntity } from '~/contract/socket'
import { extensionOf } from '~/tests/support/extension-input'
import {
  RealtimeConnection,
  type ConnectionDeps,
} from '~/workers/realtime/connection'

// Real sockets, real timers, short timings. Waits poll for an outcome instead of asserting how
// long anything took, so a slow machine makes the suite slower, not red.

const HEALTH_CHECK = JSON.stringify({ topic: 'health_check_message', entity: { healthy: true } })
const UID = '0123456789abcdef01234567'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(check: () => boolean, what: string, timeoutMs = 3_000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await sleep(3)
  }
}

type Peer = {
  readonly socket: WebSocket
  readonly url: string
  readonly index: number
  readonly received: string[]
  closeCode: number | null
}
type Behaviour = {
  onConnection: (peer: Peer) => void
  onMessage: (peer: Peer, text: string) => void
}
const answerHealthChecks = (peer: Peer, text: string) => {
  if (JSON.parse(text).topic === 'health_check_message') peer.socket.send(HEALTH_CHECK)
}

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startServer(behaviour: Partial<Behaviour> = {}) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await once(wss, 'listening')
  const peers: Peer[] = []
  const current: Behaviour = { onConnection: () => {}, onMessage: answerHealthChecks, ...behaviour }
  wss.on('connection', (socket, req) => {
    const peer: Peer = { socket, url: req.url ?? '', index: peers.length, received: [], closeCode: null }
    peers.push(peer)
    socket.on('error', () => {})
    socket.on('close', (code) => {
      peer.closeCode = code
    })
    socket.on('message', (data) => {
      const text = String(data)
      peer.received.push(text)
      current.onMessage(peer, text)
    })
    current.onConnection(peer)
  })
  cleanups.push(async () => {
    for (const client of wss.clients) client.terminate()
    await new Promise((resolve) => wss.close(resolve))
  })
  const port = (wss.address() as AddressInfo).port
  return { url: `ws://127.0.0.1:${port}/ws`, peers, behaviour: current }
}

/** A port nobody listens on: attempts fail at once with 1006, as a server that is down does. */
async function refusedUrl(): Promise<string> {
  const server = createTcpServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return `ws://127.0.0.1:${port}/ws`
}

const FAST: Partial<ConnectionDeps> = {
  openTimeoutMs: 1_000,
  // Health checks are off (far away) unless a test is about them.
  healthCheckIntervalMs: 60_000,
  replyTimeoutMs: 60_000,
  backoffBaseMs: 2,
  backoffCapMs: 10,
  closeGraceMs: 200,
}

function makeConnection(options: Partial<ConnectionDeps> = {}) {
  const errors: unknown[] = []
  const connection = new RealtimeConnection({
    WebSocket,
    onError: (error) => errors.push(error),
    ...FAST,
    ...options,
  })
  const events: StateChangeEntity[] = []
  connection.subscribe('websocket_state_change', (event) => {
    if (event.topic === 'websocket_state_change') events.push(event.entity)
  })
  cleanups.push(() => connection.close())
  // Failures of the connection itself, apart from the health announcements on an open socket.
  const fails = () => events.filter((e) => e.status === 'Fail' && e.state !== 'open')
  const health = () => events.filter((e) => e.state === 'open' && e.previous === 'open').map((e) => `${e.status}:${e.reason}`)
  const opens = () => events.filter((e) => e.state === 'open')
  return { connection, events, errors, fails, opens, health }
}

const healthChecksOf = (peer: Peer | undefined) => peer?.received.filter((text) => text === HEALTH_CHECK).length ?? 0

describe('RealtimeConnection defaults', () => {
  it('applies them when no option is given: a dropped connection may retry 10 times, first within 500 ms', async () => {
    const connection = new RealtimeConnection({ WebSocket, random: () => 1 })
    const events: StateChangeEntity[] = []
    connection.subscribe('websocket_state_change', (e) => {
      if (e.topic === 'websocket_state_change') events.push(e.entity)
    })
    cleanups.push(() => connection.close())
    connection.connect(await refusedUrl())
    await waitFor(() => events.some((e) => e.status === 'Fail'), 'the first failure')
    expect(events.find((e) => e.status === 'Fail')).toMatchObject({
      closeCode: 1006,
      retry: { attempt: 1, limit: 10, delayMs: 500 },
    })
  })
})

describe('RealtimeConnection', () => {
  it('opens, announces connecting then open (no status on a first open), and does not reconnect on a second connect()', async () => {
    const server = await startServer()
    const { connection, events } = makeConnection()
    expect(connection.state).toBe('closed')
    connection.connect(server.url)
    await waitFor(() => connection.state === 'open', 'open')
    expect(events.map((e) => [e.previous, e.state, e.status, e.reason])).toEqual([
      ['closed', 'connecting', null, 'connect'],
      ['connecting', 'open', null, 'opened'],
    ])
    connection.connect(server.url)
    await sleep(20)
    expect(server.peers).toHaveLength(1)
    expect(connection.state).toBe('open')
  })

  it('waits a bounded time for the first open: a server that never completes the upgrade gives timeout, then a retry', async () => {
    const held: Socket[] = []
    const tcp = createTcpServer((socket) => {
      held.push(socket)
      socket.on('error', () => {})
    })
    tcp.listen(0, '127.0.0.1')
    await once(tcp, 'listening')
    cleanups.push(async () => {
      for (const socket of held) socket.destroy()
      await new Promise((resolve) => tcp.close(resolve))
    })
    const { connection, events } = makeConnection({ openTimeoutMs: 40 })
    connection.connect(`ws://127.0.0.1:${(tcp.address() as AddressInfo).port}/ws`)

    await waitFor(() => events.some((e) => e.state === 'timeout'), 'the timeout state')
    expect(events.find((e) => e.state === 'timeout')).toMatchObject({
      previous: 'connecting',
      status: 'Fail',
      reason: 'open_timeout',
      retry: { attempt: 1 },
    })
    await waitFor(() => held.length >= 2, 'a second attempt')
    expect(events.filter((e) => e.state === 'connecting').map((e) => e.reason).slice(0, 2)).toEqual(['connect', 'retry'])
  })

  it('sends a health check on the interval while open', async () => {
    const server = await startServer()
    const { connection, fails } = makeConnection({ healthCheckIntervalMs: 15, replyTimeoutMs: 200 })
    connection.connect(server.url)
    await waitFor(() => healthChecksOf(server.peers[0]) >= 3, 'three health checks')
    expect(server.peers[0]?.received.every((text) => text === HEALTH_CHECK)).toBe(true)
    expect(server.peers).toHaveLength(1)
    expect(fails()).toEqual([])
    expect(connection.stats().missedPings).toBe(0)
  })

  it('resets the missed count on a reply: two misses, a reply, two misses never add up to three', async () => {
    const server = await startServer({
      onMessage: (peer, text) => {
        // Answer every third health check only.
        if (text === HEALTH_CHECK && healthChecksOf(peer) % 3 === 0) peer.socket.send(HEALTH_CHECK)
      },
    })
    const { connection, fails, health } = makeConnection({ healthCheckIntervalMs: 10, replyTimeoutMs: 60, pingRetries: 3 })
    connection.connect(server.url)
    await waitFor(() => healthChecksOf(server.peers[0]) >= 8, 'eight health checks')
    expect(server.peers).toHaveLength(1)
    expect(fails()).toEqual([])
    expect(connection.state).toBe('open')
    // Each late reply was said at once, and each answer said it was back, on the same socket.
    expect(health().slice(0, 2)).toEqual(['Fail:reply_late', 'Reconnected:recovered'])
  })

  it('says at once that an open socket stopped answering, before any reconnect, and that it answers again', async () => {
    let answering = true
    const server = await startServer({ onMessage: (peer, text) => answering && answerHealthChecks(peer, text) })
    const { connection, health, fails } = makeConnection({ healthCheckIntervalMs: 10, replyTimeoutMs: 40, pingRetries: 3 })
    connection.connect(server.url)
    await waitFor(() => healthChecksOf(server.peers[0]) >= 2, 'answered checks')
    expect(health()).toEqual([])
    answering = false
    await waitFor(() => health().length === 1, 'the first late reply')
    expect(health()).toEqual(['Fail:reply_late'])
    expect(connection.state).toBe('open')
    answering = true
    await waitFor(() => health().length === 2, 'the answer')
    expect(health()).toEqual(['Fail:reply_late', 'Reconnected:recovered'])
    expect(fails()).toEqual([])
    expect(server.peers).toHaveLength(1)
  })

  it('says at once that going offline leaves an open socket untrusted, and that it is back once it answers', async () => {
    const server = await startServer({ onMessage: (peer, text) => answerHealthChecks(peer, text) })
    const { connection, health } = makeConnection({ healthCheckIntervalMs: 10_000, replyTimeoutMs: 1_000 })
    connection.connect(server.url)
    await waitFor(() => connection.state === 'open', 'open')
    connection.setOnline(false)
    expect(health()).toEqual(['Fail:went_offline'])
    connection.setOnline(true)
    await waitFor(() => health().length === 2, 'back')
    expect(health()).toEqual(['Fail:went_offline', 'Reconnected:recovered'])
    expect(server.peers).toHaveLength(1)
  })

  it('reconnects after three unanswered health checks, announcing Fail and then Reconnected', async () => {
    const server = await startServer({
      onMessage: (peer, text) => {
        if (peer.index > 0) answerHealthChecks(peer, text)
      },
    })
    const { connection, events, fails } = makeConnection({ healthCheckIntervalMs: 10, replyTimeoutMs: 20 })
    connection.connect(server.url)

    await waitFor(() => events.some((e) => e.status === 'Reconnected'), 'Reconnected')
    expect(fails()).toHaveLength(1)
    expect(fails()[0]).toMatchObject({ previous: 'open', state: 'closed', reason: 'ping_timeout', retry: { attempt: 1 } })
    expect(events.map((e) => [e.state, e.status])).toEqual([
      ['connecting', null],
      ['open', null],
      // The first unanswered check is said at once; the third ends the socket.
      ['open', 'Fail'],
      ['closed', 'Fail'],
      ['connecting', null],
      ['open', 'Reconnected'],
    ])
    await waitFor(() => server.peers[0]?.closeCode !== null, 'the first socket closed')
    expect(healthChecksOf(server.peers[0])).toBe(3)
    expect(server.peers).toHaveLength(2)
  })

  it('counts any inbound message as a sign of life', async () => {
    let timer: ReturnType<typeof setInterval> | undefined
    const server = await startServer({
      onMessage: () => {},
      onConnection: (peer) => {
        // Never answers a health check, but talks all the time.
        timer = setInterval(() => peer.socket.send(JSON.stringify({ topic: 'unknown_chatter', entity: {} })), 4)
      },
    })
    cleanups.push(() => clearInterval(timer))
    const { connection, fails } = makeConnection({ healthCheckIntervalMs: 10, replyTimeoutMs: 60 })
    connection.connect(server.url)
    await waitFor(() => healthChecksOf(server.peers[0]) >= 6, 'six health checks')
    expect(server.peers).toHaveLength(1)
    expect(fails()).toEqual([])
    expect(connection.stats().lastMessageAt).not.toBeNull()
  })

  it('after close 1006 retries up to 10 times, then announces Fail and stops', async () => {
    const server = await startServer({ onConnection: (peer) => peer.socket.terminate() })
    const { connection, events, fails } = makeConnection()
    connection.connect(server.url)

    await waitFor(() => events.some((e) => e.stopReason !== null), 'the end of the retries')
    expect(fails()).toHaveLength(11)
    expect(fails().every((e) => e.closeCode === 1006 && e.reason === 'abnormal_close')).toBe(true)
    expect(fails().map((e) => e.retry?.attempt ?? null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null])
    expect(fails().at(-1)).toMatchObject({ status: 'Fail', stopReason: 'retries_exhausted', retry: null })
    expect(['closed', 'error']).toContain(connection.state)
    await sleep(30)
    expect(server.peers).toHaveLength(11)

    // Out of retries is not the end: the tab coming back to the front starts a fresh series.
    server.behaviour.onConnection = () => {}
    connection.setVisible(true)
    await waitFor(() => connection.state === 'open', 'open again')
    expect(events.at(-1)).toMatchObject({ state: 'open', status: 'Reconnected' })
    expect(events.filter((e) => e.state === 'connecting').at(-1)?.reason).toBe('resume')
  })

  it('starts a new retry series only after a sign of life, not merely on open', async () => {
    const server = await startServer({
      onConnection: (peer) => {
        if (peer.index < 2) peer.socket.terminate()
        else peer.socket.send(HEALTH_CHECK)
      },
    })
    const { connection, events, fails } = makeConnection()
    connection.connect(server.url)
    await waitFor(() => connection.stats().lastMessageAt !== null, 'a message on the third connection')
    expect(fails().map((e) => e.retry?.attempt)).toEqual([1, 2])
    expect(connection.stats().retries).toBe(0)
    server.peers[2]?.socket.terminate()
    await waitFor(() => fails().length === 3, 'the next failure')
    expect(fails()[2]?.retry?.attempt).toBe(1)
    await waitFor(() => events.at(-1)?.status === 'Reconnected', 'Reconnected')
  })

  it('retries 3 times after another close code', async () => {
    const server = await startServer({ onConnection: (peer) => peer.socket.close(1011, 'internal error') })
    const { connection, events, fails } = makeConnection()
    connection.connect(server.url)
    await waitFor(() => events.some((e) => e.stopReason !== null), 'the end of the retries')
    expect(fails().map((e) => [e.closeCode, e.reason, e.retry?.attempt ?? null])).toEqual([
      [1011, 'server_close', 1],
      [1011, 'server_close', 2],
      [1011, 'server_close', 3],
      [1011, 'server_close', null],
    ])
    expect(fails().at(-1)?.stopReason).toBe('retries_exhausted')
    expect(server.peers).toHaveLength(4)
  })

  it('grows the backoff exponentially up to the cap, with full jitter from the injected random', async () => {
    const url = await refusedUrl()
    const run = async (randoms: number[]) => {
      let i = 0
      const { connection, events, fails } = makeConnection({
        backoffBaseMs: 4,
        backoffCapMs: 16,
        random: () => randoms[i++ % randoms.length] as number,
      })
      connection.connect(url)
      await waitFor(() => events.some((e) => e.stopReason !== null), 'the end of the retries')
      await connection.close()
      return fails()
        .filter((e) => e.retry !== null)
        .map((e) => e.retry?.delayMs)
    }
    expect(await run([1])).toEqual([4, 8, 16, 16, 16, 16, 16, 16, 16, 16])
    expect(await run([0.5, 0.25, 0.99, 0])).toEqual([2, 2, 15, 0, 8, 4, 15, 0, 8, 4])
  })

  it('reports a refused connection as the error state with Fail', async () => {
    const { connection, events } = makeConnection({ retriesAfterAbnormalClose: 0 })
    connection.connect(await refusedUrl())
    await waitFor(() => events.some((e) => e.stopReason !== null), 'the failure')
    expect(events.at(-1)).toMatchObject({ state: 'error', status: 'Fail', closeCode: 1006, stopReason: 'retries_exhausted' })
  })

  it('never reconnects after a 4xxx close, not even when online or visible again', async () => {
    const server = await startServer({ onConnection: (peer) => peer.socket.close(4009, 'session ended') })
    const { connection, events } = makeConnection()
    connection.connect(server.url)
    await waitFor(() => events.some((e) => e.stopReason !== null), 'the close')
    expect(events.at(-1)).toMatchObject({
      state: 'closed',
      status: 'Fail',
      reason: 'server_close',
      closeCode: 4009,
      stopReason: 'do_not_reconnect',
      retry: null,
    })
    connection.setOnline(true)
    connection.setVisible(true)
    await sleep(30)
    expect(server.peers).toHaveLength(1)
    expect(connection.state).toBe('closed')
  })

  it('never reconnects after the user closes', async () => {
    const server = await startServer()
    const { connection, events, fails } = makeConnection()
    connection.connect(server.url)
    await waitFor(() => connection.state === 'open', 'open')
    await connection.close()
    expect(events.slice(-2).map((e) => [e.state, e.status, e.reason])).toEqual([
      ['closing', null, 'user_close'],
      ['closed', null, 'user_close'],
    ])
    await waitFor(() => server.peers[0]?.closeCode !== null, 'the server to see the close')
    expect(server.peers[0]?.closeCode).toBe(1000)
    connection.setVisible(true)
    connection.setOnline(true)
    await sleep(30)
    expect(server.peers).toHaveLength(1)
    expect(fails()).toEqual([])
  })

  it('pauses retries while offline and reconnects at once when back online', async () => {
    const server = await startServer()
    // A retry would wait 10 s: anything sooner is the online event's doing.
    const { connection, events } = makeConnection({ backoffBaseMs: 10_000, backoffCapMs: 10_000, random: () => 1 })
    connection.connect(server.url)
    await waitFor(() => connection.state === 'open', 'open')

    connection.setOnline(false)
    server.peers[0]?.socket.terminate()
    await waitFor(() => events.some((e) => e.status === 'Fail' && e.state !== 'open'), 'the failure')
    expect(events.at(-1)).toMatchObject({ status: 'Fail', closeCode: 1006, retry: null, stopReason: 'offline' })
    await sleep(30)
    expect(server.peers).toHaveLength(1)

    connection.setOnline(true)
    await waitFor(() => connection.state === 'open', 'open again')
    expect(events.at(-1)).toMatchObject({ state: 'open', status: 'Reconnected' })
    expect(server.peers).toHaveLength(2)
  })

  it('going offline cancels a scheduled retry; online tries at once', async () => {
    const { connection, events } = makeConnection({ backoffBaseMs: 10_000, backoffCapMs: 10_000, random: () => 1 })
    connection.connect(await refusedUrl())
    await waitFor(() => events.some((e) => e.retry !== null), 'a scheduled retry')
    connection.setOnline(false)
    const before = events.length
    connection.setOnline(true)
    expect(events.slice(before).map((e) => [e.state, e.reason])).toEqual([['connecting', 'resume']])
  })

  it('checks at once when the tab becomes visible while open', async () => {
    const server = await startServer()
    const { connection } = makeConnection()
    connection.connect(server.url)
    await waitFor(() => connection.state === 'open', 'open')
    expect(healthChecksOf(server.peers[0])).toBe(0)
    connection.setVisible(false)
    connection.setVisible(true)
    await waitFor(() => healthChecksOf(server.peers[0]) === 1, 'a health check')
    // Once the first check is answered, coming online sends another.
    await waitFor(() => connection.stats().lastMessageAt !== null, 'the reply')
    connection.setOnline(true)
    await waitFor(() => healthChecksOf(server.peers[0]) === 2, 'a second health check')
  })

  it('queues while not open, keeps order, drops the oldest beyond the limit and flushes on open', async () => {
    const server = await startServer()
    const { connection } = makeConnection({ sendQueueLimit: 3 })
    const chat = (n: number) => ({ topic: 'chat_message' as const, entity: { room_name: 'r', message_id: `m${n}`, text: `text ${n}` } })
    for (const n of [1, 2, 3, 4, 5]) expect(connection.send(chat(n))).toBe('queued')
    expect(connection.stats()).toMatchObject({ queued: 3, dropped: 2 })

    connection.connect(server.url)
    await waitFor(() => (server.peers[0]?.received.length ?? 0) >= 3, 'the queued messages')
    expect(server.peers[0]?.received.map((t) => JSON.parse(t).entity.message_id)).toEqual(['m3', 'm4', 'm5'])
    expect(connection.stats()).toMatchObject({ queued: 0, dropped: 2 })

    expect(connection.send(chat(6))).toBe('sent')
    await waitFor(() => server.peers[0]?.received.length === 4, 'the direct message')
    expect(JSON.parse(server.peers[0]?.received[3] ?? '')).toEqual(chat(6))
  })

  it('sends what a subscriber sends on open after the messages that waited for it', async () => {
    const server = await startServer()
    const { connection } = makeConnection()
    const enter = (room: string) => ({ topic: 'enter_room_message' as const, entity: { room_name: room } })
    connection.send(enter('queued-1'))
    connection.send(enter('queued-2'))
    connection.subscribe('websocket_state_change', (event) => {
      if (event.topic === 'websocket_state_change' && event.entity.state === 'open') connection.send(enter('on-open'))
    })
    connection.connect(server.url)
    await waitFor(() => server.peers[0]?.received.length === 3, 'three messages')
    expect(server.peers[0]?.received.map((t) => JSON.parse(t).entity.room_name)).toEqual(['queued-1', 'queued-2', 'on-open'])
  })

  it('refuses a message the server would close the socket for', () => {
    const { connection } = makeConnection()
    const huge = { topic: 'offer_message' as const, entity: { room_name: 'r', rtc_session: { type: 'offer' as const, sdp: 'x'.repeat(70_000) } } }
    expect(() => connection.send(huge)).toThrow(RangeError)
    expect(connection.stats().queued).toBe(0)
  })

  it('routes inbound messages by topic', async () => {
    const paidExtension = {
      room_name: 'r',
      extension: extensionOf({ status: 'paid', paid_via: 'top_up' }),
      end_at: '2025-01-01T11:00:00.000Z',
    }
    const frames = [
      { topic: 'provider_late', entity: { room_name: 'r', at: '2025-01-01T10:05:00Z' } },
      { topic: 'top_up_success', entity: paidExtension },
      { topic: 'pay_now_success', entity: {} },
      { topic: 'consumer_request_extend', entity: { room_name: 'r' } },
      { topic: 'surprise_message', entity: {} },
      { topic: 'chat_message', entity: { room_name: 'r', text: 'no sender' } },
    ]
    const server = await startServer({
      onConnection: (peer) => {
        for (const frame of frames) peer.socket.send(JSON.stringify(frame))
        peer.socket.send('not json')
      },
    })
    const { connection } = makeConnection()
    const got: Record<string, SocketEvent[]> = {}
    for (const topic of ['provider_late', 'request_to_extend', 'out_of_topic', 'chat_message'] as const) {
      got[topic] = []
      connection.subscribe(topic, (event) => got[topic]?.push(event))
    }
    connection.connect(server.url)
    await waitFor(() => got.out_of_topic?.length === 5, 'five out_of_topic events')

    expect(got.provider_late).toEqual([frames[0]])
    // The spec's three steps of a request for more time are one event, their entity checked.
    expect(got.request_to_extend).toEqual([{ topic: 'request_to_extend', sourceTopic: 'top_up_success', entity: paidExtension }])
    expect(got.out_of_topic?.map((e) => e.topic === 'out_of_topic' && [e.reason, e.originalTopic])).toEqual([
      ['invalid_entity', 'pay_now_success'],
      ['invalid_entity', 'consumer_request_extend'],
      ['unknown_topic', 'surprise_message'],
      ['invalid_entity', 'chat_message'],
      ['bad_json', null],
    ])
    expect(got.chat_message).toEqual([])
  })

  it('asks for a fresh address before every attempt', async () => {
    const server = await startServer({
      onConnection: (peer) => {
        if (peer.index < 2) peer.socket.terminate()
      },
    })
    let asked = 0
    const { connection, events } = makeConnection()
    connection.connect(async () => {
      asked++
      if (asked === 2) throw new Error('ticket service down')
      return `${server.url}?token=t${asked}`
    })
    await waitFor(() => server.peers.length === 3 && connection.state === 'open', 'the third connection')
    expect(server.peers.map((p) => p.url)).toEqual(['/ws?token=t1', '/ws?token=t3', '/ws?token=t4'])
    expect(events.find((e) => e.reason === 'url_failed')).toMatchObject({ state: 'error', status: 'Fail', retry: { attempt: 2 } })
    expect(events.at(-1)).toMatchObject({ state: 'open', status: 'Reconnected' })
  })

  it('keeps delivering when a subscriber throws or rejects, and stops after unsubscribe', async () => {
    const frame = { topic: 'room_info_message', entity: { room_name: 'r', joined_user: { [UID]: { user_display_name: 'A', camera: true, microphone: true, screen: false, type: 'consumer', in_call: false } } } }
    const server = await startServer({ onConnection: (peer) => peer.socket.send(JSON.stringify(frame)) })
    const { connection, errors } = makeConnection()
    const received: string[] = []
    connection.subscribe('room_info_message', () => {
      throw new Error('first subscriber broke')
    })
    connection.subscribe('room_info_message', () => Promise.reject(new Error('second subscriber rejected')))
    connection.subscribe('room_info_message', (event) => received.push(event.topic))
    const gone = connection.subscribe('room_info_message', () => received.push('unsubscribed'))
    expect(connection.unsubscribe(gone)).toBe(true)
    expect(connection.unsubscribe(gone)).toBe(false)

    connection.connect(server.url)
    await waitFor(() => received.length === 1 && errors.length === 2, 'the delivery')
    expect(received).toEqual(['room_info_message'])
    expect(errors.map((e) => (e as Error).message).sort()).toEqual(['first subscriber broke', 'second subscriber rejected'])
    expect(connection.state).toBe('open')
  })
})
