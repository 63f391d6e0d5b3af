import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import {
  SOCKET_CLOSE_CODES,
  SOCKET_MAX_MESSAGE_BYTES,
  parseOutbound,
  socketEnvelopeSchema,
  socketFrame,
  type HealthCheckMessage,
  type ParsedOutboundMessage,
  type SocketErrorEntity,
} from '~/contract/socket'
import type { RealtimeRepository } from '~/server/db/repositories/realtime-repository'
import type { Logger } from '~/server/log'
import type { Clock } from '~/server/services/clock'

/**
 * The hub's transport: the WebSocket upgrade on `/ws` (origin check, ticket redemption, the
 * per-user socket cap), ping/pong liveness, and per-socket rate limiting and parsing. What a
 * parsed message means is not its business: it hands each one, in order, to `handle`.
 */

export const WS_PATH = '/ws'

// A peer that never answers the close handshake must not hold up shutdown.
const CLOSE_GRACE_MS = 1_000
const DEFAULT_RATE: RateLimit = { burst: 200, perSecond: 100 }
const DEFAULT_PING_INTERVAL_MS = 30_000

export type RateLimit = { readonly burst: number; readonly perSecond: number }

/** A token bucket: `tokens` as they were at `refilledAt` (milliseconds on the clock that spends from it). */
export type RateBucket = { readonly tokens: number; readonly refilledAt: number }

/** One open socket, as the transport knows it; the room rules add their own fields. */
export type Socket = {
  readonly id: string
  readonly ws: WebSocket
  readonly userId: string
  /** Messages are handled one after another, so an ICE candidate never overtakes its offer. */
  queue: Promise<void>
  /** Null while full and never spent from: an idle socket keeps no bucket of its own. */
  bucket: RateBucket | null
  /** A ping went out and nothing has come back since. */
  awaitingPong: boolean
}

/** What the upgrade learnt: the user, and whether they were under the socket cap. */
type Admission = { readonly userId: string; readonly connectionId: string; readonly admitted: boolean }

/**
 * Takes one message's token at `t`: the bucket refills at `perSecond` up to `burst`, and a
 * message is within the budget while a whole token is left. The refilled bucket is returned
 * either way. No bucket (null) is a full one.
 */
export function spendToken(bucket: RateBucket | null, t: number, rate: RateLimit): { allowed: boolean; bucket: RateBucket } {
  const tokens = bucket ? Math.min(rate.burst, bucket.tokens + ((t - bucket.refilledAt) / 1000) * rate.perSecond) : rate.burst
  if (tokens < 1) return { allowed: false, bucket: { tokens, refilledAt: t } }
  return { allowed: true, bucket: { tokens: tokens - 1, refilledAt: t } }
}

/** Whether an upgrade with this Origin header may open a socket on `host`. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[] = []): boolean {
  // Browsers always send Origin on a WebSocket; other clients cannot be tricked into a
  // cross-site connection, and still need a ticket.
  if (origin === undefined) return true
  if (allowedOrigins.includes(origin)) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}


export const sendFrame = (c: Socket, data: string) => {
  if (c.ws.readyState === c.ws.OPEN) c.ws.send(data)
}

export const sendError = (c: Socket, code: SocketErrorEntity['code'], message: string, topic: string | null) =>
  sendFrame(c, socketFrame('error_message', { code, message, topic } satisfies SocketErrorEntity))

export type TransportOptions<C extends Socket> = {
  readonly log: Logger
  readonly now: Clock
  readonly instanceId: string
  readonly rooms: Pick<RealtimeRepository, 'openSocket' | 'closeSocket'>
  /** The user of `/ws?token=` (a ticket, which works once, or an access token), or undefined. */
  readonly redeemTicket: (ticket: string) => Promise<string | undefined>
  /** Origins allowed besides the request's own host. */
  readonly allowedOrigins?: readonly string[]
  readonly rateLimit?: RateLimit
  /** Open sockets one user may have, counted across instances: a newer one is closed with 4029. */
  readonly socketsPerUser: number
  /** Real time between two pings of every socket. Default 30 s. */
  readonly pingIntervalMs?: number
  /** Keeps this instance's sockets counted: called before a socket is counted under the cap. */
  readonly heartbeatIfDue: () => Promise<void>
  /** The oldest heartbeat that still counts an instance alive at `at`. */
  readonly aliveSince: (at: Date) => Date
  /** Work a closed socket sets off, for shutdown and settled() to wait for. */
  readonly track: (work: Promise<void>) => Promise<void>
  /** Makes the connection of a socket just opened. */
  readonly open: (socket: Socket) => C
  /** Handles one parsed message; the next one of this socket waits for it. */
  readonly handle: (c: C, message: ParsedOutboundMessage) => Promise<void>
  /** The socket closed (after the transport has forgotten it). */
  readonly closed: (c: C) => void
}

export type Transport<C extends Socket> = {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Pings every socket when a round is due, and drops the ones that did not answer the last. */
  pingIfDue(): void
  /** Refuses upgrades from now on. */
  stop(): void
  /** Closes every socket and the server; resolves when all are gone. */
  closeEvery(code: number, reason: string): Promise<void>
  /** Closes these sockets; resolves when they are gone (or were dropped after a grace). */
  close(sockets: readonly C[], code: number, reason: string): Promise<void>
  /** The open sockets of one user. */
  socketsOf(userId: string): C[]
  /** Drops every socket without a close frame. */
  dropAll(): void
  readonly size: number
}

export function createTransport<C extends Socket>(options: TransportOptions<C>): Transport<C> {
  const { log, now, rooms, instanceId } = options
  const rate = options.rateLimit ?? DEFAULT_RATE
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS
  const connections = new Set<C>()
  let closing = false
  let lastPingRound = performance.now()
  // `maxPayload` makes ws itself close with 1009 when an inbound message is larger.
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_MESSAGE_BYTES, clientTracking: true })

  /**
   * Drops sockets whose peer is gone without a word (a phone that lost its network): they would
   * otherwise stay open, hold a place under the per-user socket cap and be written to, until the
   * operating system gives up on them. Browsers answer WebSocket pings by themselves.
   */
  function pingIfDue() {
    const t = performance.now()
    if (t - lastPingRound < pingIntervalMs) return
    lastPingRound = t
    for (const c of connections) {
      if (c.awaitingPong) {
        log.debug('socket did not answer a ping', { connectionId: c.id })
        c.ws.terminate()
        continue
      }
      if (c.ws.readyState !== c.ws.OPEN) continue
      c.awaitingPong = true
      c.ws.ping()
    }
  }

  function onMessage(c: C, data: RawData, isBinary: boolean) {
    c.awaitingPong = false
    const spent = spendToken(c.bucket, performance.now(), rate)
    c.bucket = spent.bucket
    if (!spent.allowed) {
      sendError(c, 'rate_limited', 'Too many messages', null)
      c.ws.close(1008, 'rate limited')
      return
    }
    if (isBinary) return sendError(c, 'invalid_message', 'Text frames only', null)
    let json: unknown
    try {
      json = JSON.parse(rawToString(data))
    } catch {
      return sendError(c, 'invalid_message', 'Not JSON', null)
    }
    const envelope = socketEnvelopeSchema.safeParse(json)
    if (!envelope.success) return sendError(c, 'invalid_message', 'Not a {topic, entity} message', null)
    // Answered at once, ahead of anything queued: it is how the client knows the line is alive.
    if (envelope.data.topic === 'health_check_message') {
      const reply: HealthCheckMessage = { topic: 'health_check_message', entity: { healthy: true } }
      return sendFrame(c, JSON.stringify(reply))
    }
    const parsed = parseOutbound(envelope.data)
    if (!parsed.success) return sendError(c, 'invalid_message', parsed.error, envelope.data.topic)
    const message = parsed.data
    c.queue = c.queue.then(
      () =>
        options.handle(c, message).catch((err: unknown) => {
          log.warn('socket message failed', { topic: message.topic, error: err })
          sendError(c, 'invalid_message', 'Could not handle the message', message.topic)
        }),
    )
  }

  function onClose(c: C) {
    connections.delete(c)
    void options.track(rooms.closeSocket(c.id).catch((err: unknown) => log.warn('forgetting a socket failed', { error: err })))
    options.closed(c)
  }

  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, admission: Admission) => {
    const { userId, connectionId } = admission
    if (!admission.admitted) {
      // Opened and then closed with a reason, rather than refused at the upgrade: a browser sees
      // nothing of a refused upgrade, and would retry; 4029 tells the client not to.
      ws.on('error', (err) => log.debug('websocket error', { message: err.message }))
      const entity: SocketErrorEntity = {
        code: 'too_many_connections',
        message: `You have ${options.socketsPerUser} live-session connections open, the most allowed: close one (another tab or device) first`,
        topic: null,
      }
      ws.send(socketFrame('error_message', entity))
      ws.close(SOCKET_CLOSE_CODES.tooManyConnections, 'too many connections')
      return
    }
    const c = options.open({
      id: connectionId,
      ws,
      userId,
      queue: Promise.resolve(),
      bucket: null,
      awaitingPong: false,
    })
    connections.add(c)
    ws.on('pong', () => {
      c.awaitingPong = false
    })
    ws.on('message', (data, isBinary) => onMessage(c, data, isBinary))
    ws.on('close', () => onClose(c))
    // Without a listener, a protocol error (such as an oversized frame) would crash the process.
    ws.on('error', (err) => log.debug('websocket error', { message: err.message }))
  })

  /** A place under the user's socket cap, counted over every live instance in the database. */
  async function admit(userId: string): Promise<Admission> {
    const connectionId = randomBytes(12).toString('hex')
    // Our own sockets count only while our heartbeat is fresh: keep it so before counting.
    await options.heartbeatIfDue()
    const at = now()
    const admitted = await rooms.openSocket({
      connectionId,
      userId,
      instanceId,
      now: at,
      aliveSince: options.aliveSince(at),
      max: options.socketsPerUser,
    })
    return { userId, connectionId, admitted }
  }

  const refuse = (socket: Duplex, status: string) => {
    // As ws does for a refused handshake: write the answer, then drop the connection.
    socket.once('finish', () => socket.destroy())
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  }

  const closeSockets = (sockets: readonly WebSocket[], code: number, reason: string) =>
    Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === ws.CLOSED) return resolve()
            const timer = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS)
            ws.once('close', () => {
              clearTimeout(timer)
              resolve()
            })
            ws.close(code, reason)
          }),
      ),
    )

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost')
      if (closing) return refuse(socket, '503 Service Unavailable')
      if (url.pathname !== WS_PATH) return refuse(socket, '404 Not Found')
      if (!originAllowed(req.headers.origin, req.headers.host, options.allowedOrigins)) return refuse(socket, '403 Forbidden')
      const ticket = url.searchParams.get('token') ?? ''
      socket.on('error', () => {})
      options
        .redeemTicket(ticket)
        .then(async (userId) => {
          if (socket.destroyed) return
          if (!userId) return refuse(socket, '401 Unauthorized')
          if (closing) return refuse(socket, '503 Service Unavailable')
          const admission = await admit(userId)
          if (socket.destroyed || closing) {
            if (admission.admitted) await rooms.closeSocket(admission.connectionId)
            if (!socket.destroyed) refuse(socket, '503 Service Unavailable')
            return
          }
          wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, admission))
        })
        .catch((err: unknown) => {
          log.warn('socket ticket check failed', { error: err })
          if (!socket.destroyed) refuse(socket, '503 Service Unavailable')
        })
    },

    pingIfDue,

    stop() {
      closing = true
    },

    async closeEvery(code, reason) {
      await closeSockets([...wss.clients], code, reason)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },

    async close(sockets, code, reason) {
      await closeSockets(
        sockets.map((c) => c.ws),
        code,
        reason,
      )
    },

    socketsOf: (userId) => [...connections].filter((c) => c.userId === userId),

    dropAll() {
      for (const ws of wss.clients) ws.terminate()
    },

    get size() {
      return wss.clients.size
    },
  }
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
