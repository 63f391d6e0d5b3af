import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import {
  SOCKET_MAX_MESSAGE_BYTES,
  socketEnvelopeSchema,
  type HealthCheckMessage,
} from '../../contract/socket'
import type { Logger } from '../log'

/**
 * The WebSocket endpoint `/ws`. A placeholder for now: it accepts every connection and answers
 * health checks. Tickets, rooms and Redis fan-out come later and plug in here.
 *
 * `noServer` mode so one Node HTTP server (production) or Vite's dev server can hand upgrades
 * over; the hub never listens itself.
 */
export type Hub = {
  /** Call from the HTTP server's 'upgrade' event. Anything but `/ws` gets a 404 and is closed. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Closes every socket (default 1001 "going away") and stops accepting; resolves when all are gone. */
  closeAll(code?: number, reason?: string): Promise<void>
  /**
   * Closes the sockets of one user (on logout). Sockets belong to a user only when
   * `identify` (see createHub) names one at the upgrade; until authenticated sockets land
   * (tickets), nothing does, so this closes nothing in production yet.
   */
  closeUser(userId: string, code: number, reason: string): Promise<void>
  /** Open sockets, for tests and metrics. */
  readonly size: number
}

export const WS_PATH = '/ws'

// A peer that never answers the close handshake must not hold up shutdown.
const CLOSE_GRACE_MS = 1_000

export type HubOptions = {
  readonly log: Logger
  /** The user a connecting socket belongs to, if any. The ticket check will plug in here. */
  readonly identify?: (req: IncomingMessage) => string | undefined
}

export function createHub(options: HubOptions): Hub {
  const { log } = options
  let closing = false
  const owners = new WeakMap<WebSocket, string>()
  // `maxPayload` makes ws itself close with 1009 when an inbound message is larger.
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_MESSAGE_BYTES, clientTracking: true })

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const userId = options.identify?.(req)
    if (userId) owners.set(ws, userId)
    ws.on('message', (data, isBinary) => onMessage(ws, data, isBinary))
    // Without a listener, a protocol error (such as an oversized frame) would crash the process.
    ws.on('error', (err) => log.debug('websocket error', { message: err.message }))
  })

  function onMessage(ws: WebSocket, data: RawData, isBinary: boolean) {
    if (isBinary) return
    let parsed: unknown
    try {
      parsed = JSON.parse(rawToString(data))
    } catch {
      return
    }
    const envelope = socketEnvelopeSchema.safeParse(parsed)
    if (!envelope.success) return
    if (envelope.data.topic === 'health_check_message') {
      const reply: HealthCheckMessage = { topic: 'health_check_message', entity: { healthy: true } }
      ws.send(JSON.stringify(reply))
    }
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
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
      if (closing || pathname !== WS_PATH) {
        const status = closing ? '503 Service Unavailable' : '404 Not Found'
        // As ws does for a refused handshake: write the answer, then drop the connection.
        socket.once('finish', () => socket.destroy())
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
        return
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
    },

    async closeAll(code = 1001, reason = 'server shutting down') {
      closing = true
      await closeSockets([...wss.clients], code, reason)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },

    async closeUser(userId, code, reason) {
      await closeSockets(
        [...wss.clients].filter((ws) => owners.get(ws) === userId),
        code,
        reason,
      )
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
