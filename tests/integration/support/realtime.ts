import { expect, vi } from 'vitest'
import { WebSocket } from 'ws'
import { realtimeTicketSchema } from '~/contract/api/realtime'
import type { Backend } from '~/server/backend'
import { DEMO_USERS } from '~/server/db/seed'
import { call, signIn } from './auth-client'
import type { TestBackend } from './test-backend'

export type DemoUser = keyof typeof DEMO_USERS

/** An access token of a demo user (a real sign-in through the outbox). */
export async function tokenOf(backend: TestBackend, user: DemoUser): Promise<string> {
  return (await signIn(backend, 'phone', DEMO_USERS[user].phone)).access_token
}

export async function ticketFor(backend: Backend, accessToken: string): Promise<string> {
  const res = await call(backend as TestBackend, '/v2/realtime/ticket', { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } })
  expect(res.status).toBe(201)
  return realtimeTicketSchema.parse(await res.json()).ticket
}

export type Frame = { topic: string; entity: Record<string, unknown> }

/** A socket that keeps every frame it receives, so a test can wait for one or check that none came. */
export class TestSocket {
  readonly frames: Frame[] = []
  private waiters: (() => void)[] = []
  closeCode: number | null = null
  readonly closed: Promise<number>

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame)
      this.wake()
    })
    this.closed = new Promise((resolve) =>
      ws.once('close', (code) => {
        this.closeCode = code
        this.wake()
        resolve(code)
      }),
    )
  }

  private wake() {
    const waiters = this.waiters
    this.waiters = []
    for (const w of waiters) w()
  }

  send(topic: string, entity: unknown) {
    this.ws.send(JSON.stringify({ topic, entity }))
  }

  of(topic: string): Frame[] {
    return this.frames.filter((f) => f.topic === topic)
  }

  /** Waits for the `n`th frame (from 1) of a topic that matches `where`. */
  async next(topic: string, where: (f: Frame) => boolean = () => true, n = 1, timeoutMs = 5_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.of(topic).filter(where)
      if (found.length >= n) return found[n - 1] as Frame
      if (this.closeCode !== null) throw new Error(`socket closed (${this.closeCode}) before ${topic} arrived`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no ${topic} within ${timeoutMs} ms; got ${this.frames.map((f) => f.topic).join(', ')}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /**
   * A round trip through this socket's message queue on the server: everything the server did for
   * the messages this socket sent before, and everything it sent this socket meanwhile, is done.
   * (A health check would not do: it is answered at once, ahead of the queue.)
   */
  async settle() {
    const isBarrier = (f: Frame) => f.entity.topic === 'left_room_message' && f.entity.code === 'not_in_room'
    const before = this.of('error_message').filter(isBarrier).length
    this.send('left_room_message', { room_name: 'settle-barrier' })
    await this.next('error_message', isBarrier, before + 1)
  }

  close() {
    this.ws.close()
  }
}

/**
 * Closes the test's sockets (emptying the list) and waits for each close; with `hub`, also until
 * the hub has seen every close and told every leave, so the next test starts in an empty room.
 */
export async function closeSockets(sockets: TestSocket[], hub?: Backend['hub']): Promise<void> {
  for (const s of sockets.splice(0)) {
    if (s.closeCode === null) {
      s.close()
      await s.closed
    }
  }
  if (!hub) return
  await vi.waitFor(() => expect(hub.size).toBe(0), { interval: 5 })
  await hub.settled()
}

export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    const socket = new TestSocket(ws)
    ws.once('open', () => resolve(socket))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

/** The HTTP status a refused upgrade answered with. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number | 'open'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    ws.once('open', () => {
      ws.close()
      resolve('open')
    })
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.once('error', reject)
  })
}
