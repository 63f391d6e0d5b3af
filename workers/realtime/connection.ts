import {
  SOCKET_CLOSE_CODES,
  SOCKET_CONSTANTS,
  SOCKET_MAX_MESSAGE_BYTES,
  isNoReconnectCloseCode,
  parseInbound,
  type ConnectionState,
  type HealthCheckMessage,
  type OutboundMessage,
  type SocketEvent,
  type StateChangeEntity,
  type StateChangeReason,
  type SubscriptionTopic,
} from '~/contract/socket'

/**
 * The part of the WebSocket interface the connection uses. Both the browser's `WebSocket` and
 * the `ws` client fit it, so the same code runs in the worker and against a real server in Node.
 * Listeners, not `on*` properties: method parameters compare bivariantly, so both event types fit.
 */
export interface SocketLike {
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open', listener: () => void): void
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void
  addEventListener(type: 'close', listener: (event: { readonly code: number; readonly reason: string }) => void): void
  addEventListener(type: 'error', listener: () => void): void
}
export type SocketConstructor = new (url: string) => SocketLike

/** A fixed address, or a function asked before every attempt (the server's tickets are single-use). */
export type UrlSource = string | (() => string | Promise<string>)

export type ConnectionTimings = {
  /** How long an attempt may take to open, ticket included. */
  openTimeoutMs: number
  healthCheckIntervalMs: number
  /** How long a health check waits for any inbound message. */
  replyTimeoutMs: number
  /** Unanswered health checks in a row before reconnecting. */
  pingRetries: number
  retries: number
  retriesAfterAbnormalClose: number
  backoffBaseMs: number
  backoffCapMs: number
  /** Messages held while not open; the oldest are dropped beyond this. */
  sendQueueLimit: number
  /** How long close() waits for the server's close frame before giving up on it. */
  closeGraceMs: number
}

export const DEFAULT_TIMINGS: Readonly<ConnectionTimings> = {
  openTimeoutMs: SOCKET_CONSTANTS.openTimeoutMs,
  healthCheckIntervalMs: SOCKET_CONSTANTS.healthCheckIntervalMs,
  replyTimeoutMs: SOCKET_CONSTANTS.replyTimeoutMs,
  pingRetries: SOCKET_CONSTANTS.pingRetries,
  retries: SOCKET_CONSTANTS.retries,
  retriesAfterAbnormalClose: SOCKET_CONSTANTS.retriesAfterAbnormalClose,
  backoffBaseMs: 500,
  backoffCapMs: 30_000,
  sendQueueLimit: 100,
  closeGraceMs: 1_000,
}

/** Method signatures on purpose: they accept both the DOM's and Node's timer functions. */
export type ConnectionDeps = Partial<ConnectionTimings> & {
  WebSocket: SocketConstructor
  setTimeout?(callback: () => void, ms: number): unknown
  clearTimeout?(handle: unknown): void
  random?(): number
  now?(): number
  /** Where a failing subscriber's error goes; it never reaches the socket or other subscribers. */
  onError?(error: unknown): void
}

export type SocketEventHandler = (event: SocketEvent) => unknown

export type ConnectionStats = {
  state: ConnectionState
  queued: number
  dropped: number
  /** Retries made in the current failure series (reset by a sign of life). */
  retries: number
  missedPings: number
  online: boolean
  visible: boolean
  lastMessageAt: number | null
}

type FailState = 'closed' | 'timeout' | 'error'
type StateInfo = Partial<Omit<StateChangeEntity, 'state' | 'previous' | 'at'>> & { reason: StateChangeReason }

const HEALTH_CHECK: HealthCheckMessage = { topic: 'health_check_message', entity: { healthy: true } }
const encoder = new TextEncoder()

/**
 * The session socket: states, health checks, retries, the send queue and routing by topic
 * (spec 4, and "Realtime: what runs where" in the architecture page). A plain class with its
 * clock, timers, randomness and socket injected, so the worker and the tests run the same code.
 */
export class RealtimeConnection {
  readonly #timings: ConnectionTimings
  readonly #WebSocket: SocketConstructor
  readonly #setTimeout: (callback: () => void, ms: number) => unknown
  readonly #clearTimeout: (handle: unknown) => void
  readonly #random: () => number
  readonly #now: () => number
  readonly #onError: (error: unknown) => void

  #state: ConnectionState = 'closed'
  #source: UrlSource | null = null
  /** False before connect(), after close() and after a 4xxx close: nothing reconnects then. */
  #wanted = false
  #online = true
  #visible = true

  /** Bumped whenever a socket is abandoned, so its late events and a late URL are ignored. */
  #generation = 0
  #socket: SocketLike | null = null
  /** Set only between the socket's open and its end; sending needs it. */
  #openSocket: SocketLike | null = null
  #socketErrored = false

  #openTimer: unknown = null
  #retryTimer: unknown = null
  #healthTimer: unknown = null
  #replyTimer: unknown = null

  #retries = 0
  /** Whether the current failure series saw a 1006, which earns the longer retry budget. */
  #abnormalSeries = false
  #failedSinceOpen = false
  #awaitingReply = false
  #missedPings = 0
  /** A health announcement said the open socket is not answering; the next sign of life says it is back. */
  #unhealthy = false
  #lastMessageAt: number | null = null

  readonly #queue: string[] = []
  #dropped = 0

  #nextSubscriberId = 1
  readonly #subscribers = new Map<number, { topic: SubscriptionTopic; handler: SocketEventHandler }>()

  constructor(deps: ConnectionDeps) {
    const { WebSocket, setTimeout: st, clearTimeout: ct, random, now, onError, ...timings } = deps
    this.#timings = { ...DEFAULT_TIMINGS, ...stripUndefined(timings) }
    this.#WebSocket = WebSocket
    // Wrapped, not stored bare: browsers throw "Illegal invocation" for a timer called off its global.
    this.#setTimeout = st ? (cb, ms) => st(cb, ms) : (cb, ms) => globalThis.setTimeout(cb, ms)
    this.#clearTimeout = ct ? (h) => ct(h) : (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>)
    this.#random = random ? () => random() : Math.random
    this.#now = now ? () => now() : Date.now
    this.#onError = onError ? (e) => onError(e) : (e) => console.error('realtime subscriber failed', e)
  }

  get state(): ConnectionState {
    return this.#state
  }

  stats(): ConnectionStats {
    return {
      state: this.#state,
      queued: this.#queue.length,
      dropped: this.#dropped,
      retries: this.#retries,
      missedPings: this.#missedPings,
      online: this.#online,
      visible: this.#visible,
      lastMessageAt: this.#lastMessageAt,
    }
  }

  /**
   * Starts connecting. While a socket is already open or opening this only replaces the address
   * source for later reconnects, so a repeated call (a remounted component) does not drop a
   * working connection.
   */
  connect(source: UrlSource): void {
    this.#source = source
    this.#wanted = true
    if (this.#state === 'open' || this.#state === 'connecting') return
    this.#startSeries()
    this.#attempt('connect')
  }

  /** Closes for good: no reconnect until connect() is called again. Queued messages are dropped. */
  close(code: number = SOCKET_CLOSE_CODES.normal, reason = 'client closed'): Promise<void> {
    this.#wanted = false
    this.#queue.length = 0
    this.#cancelRetry()
    const socket = this.#openSocket
    if (socket === null) {
      // Nothing to hand a close frame to: a socket still opening is simply dropped.
      this.#abandonSocket(reason)
      if (this.#state !== 'closed') this.#transition('closed', { reason: 'user_close' })
      return Promise.resolve()
    }
    this.#abandonSocket(null)
    const generation = this.#generation
    this.#transition('closing', { reason: 'user_close' })
    return new Promise((resolve) => {
      let done = false
      const finish = (closeCode: number | null) => {
        if (done) return
        done = true
        this.#clearTimeout(grace)
        // A connect() while closing has started a new socket; its state is not ours to change.
        if (generation === this.#generation && this.#state === 'closing') {
          this.#transition('closed', { reason: 'user_close', closeCode })
        }
        resolve()
      }
      const grace = this.#setTimeout(() => finish(null), this.#timings.closeGraceMs)
      socket.addEventListener('close', (event) => finish(event.code))
      try {
        socket.close(code, reason)
      } catch {
        finish(null)
      }
    })
  }

  /**
   * Sends now when open, otherwise queues (bounded; the oldest go first). The caller validates
   * against the contract; this only refuses what the server would close the socket for.
   */
  send(message: OutboundMessage): 'sent' | 'queued' {
    const data = JSON.stringify(message)
    if (encoder.encode(data).length > SOCKET_MAX_MESSAGE_BYTES) {
      throw new RangeError(`socket message over ${SOCKET_MAX_MESSAGE_BYTES} bytes`)
    }
    if (this.#openSocket !== null && this.#queue.length === 0 && this.#trySend(this.#openSocket, data)) return 'sent'
    this.#queue.push(data)
    while (this.#queue.length > this.#timings.sendQueueLimit) {
      this.#queue.shift()
      this.#dropped++
    }
    return 'queued'
  }

  subscribe(topic: SubscriptionTopic, handler: SocketEventHandler): number {
    const id = this.#nextSubscriberId++
    this.#subscribers.set(id, { topic, handler })
    return id
  }

  unsubscribe(id: number): boolean {
    return this.#subscribers.delete(id)
  }

  /**
   * Offline pauses retries and says at once that an open socket is not to be trusted (a socket may
   * stall offline for a long time without closing); coming back online checks an open socket or
   * reconnects at once.
   */
  setOnline(online: boolean): void {
    this.#online = online
    if (online) this.#resume()
    else {
      this.#cancelRetry()
      if (this.#openSocket !== null) this.#announceHealth(false, 'went_offline')
    }
  }

  /** A tab coming back to the front may have slept through a dropped connection: check at once. */
  setVisible(visible: boolean): void {
    this.#visible = visible
    if (visible) this.#resume()
  }

  // -------------------------------------------------------------------------------------------

  #resume(): void {
    if (!this.#wanted || this.#source === null || !this.#online) return
    if (this.#openSocket !== null) {
      this.#ping()
      return
    }
    if (this.#state === 'connecting' || this.#state === 'closing') return
    // Down (waiting, paused or out of retries): a user-visible event is a fresh start.
    this.#cancelRetry()
    this.#startSeries()
    this.#attempt('resume')
  }

  #startSeries(): void {
    this.#retries = 0
    this.#abnormalSeries = false
  }

  #attempt(reason: StateChangeReason): void {
    const source = this.#source
    if (source === null) return
    this.#cancelRetry()
    this.#abandonSocket('reconnecting')
    const generation = this.#generation
    this.#transition('connecting', { reason })
    // A subscriber of 'connecting' may have closed or restarted the connection.
    if (generation !== this.#generation) return
    // The wait covers fetching the ticket too: a hung ticket call is as bad as a hung handshake.
    this.#openTimer = this.#setTimeout(() => {
      this.#openTimer = null
      this.#fail('timeout', 'open_timeout', null)
    }, this.#timings.openTimeoutMs)

    resolveUrl(source).then(
      (url) => {
        if (generation !== this.#generation) return
        let socket: SocketLike
        try {
          socket = new this.#WebSocket(url)
        } catch {
          this.#fail('error', 'socket_failed', null)
          return
        }
        this.#socket = socket
        const current = () => generation === this.#generation
        socket.addEventListener('open', () => current() && this.#onOpen(socket))
        socket.addEventListener('message', (event) => current() && this.#onMessage(event.data))
        // Browsers fire error and then close; the close event decides, the error only colours the state.
        socket.addEventListener('error', () => {
          if (current()) this.#socketErrored = true
        })
        socket.addEventListener('close', (event) => current() && this.#onClose(event.code))
      },
      () => {
        if (generation === this.#generation) this.#fail('error', 'url_failed', null)
      },
    )
  }

  #onOpen(socket: SocketLike): void {
    this.#clear('open')
    this.#openSocket = socket
    this.#unhealthy = false
    this.#awaitingReply = false
    this.#missedPings = 0
    const reconnected = this.#failedSinceOpen
    this.#failedSinceOpen = false
    const generation = this.#generation
    this.#scheduleHealthCheck()
    // While the queue is not empty send() queues too, so what a subscriber sends in reaction to
    // the open event still goes after the messages that waited for it.
    this.#transition('open', { reason: 'opened', status: reconnected ? 'Reconnected' : null })
    if (generation === this.#generation) this.#flush(socket)
  }

  #onMessage(data: unknown): void {
    this.#sawLife()
    const event: SocketEvent =
      typeof data === 'string'
        ? parseInbound(data)
        : { topic: 'out_of_topic', reason: 'not_text', originalTopic: null, entity: undefined, detail: null }
    this.#deliver(event)
  }

  #onClose(code: number): void {
    const state: FailState = this.#socketErrored ? 'error' : 'closed'
    this.#fail(state, code === SOCKET_CLOSE_CODES.abnormal ? 'abnormal_close' : 'server_close', code)
  }

  /**
   * Any inbound message proves the path works, and only such proof ends a failure series: a
   * server that accepts and then drops every connection must still run out of retries.
   */
  #sawLife(): void {
    this.#lastMessageAt = this.#now()
    this.#awaitingReply = false
    this.#missedPings = 0
    this.#clear('reply')
    this.#startSeries()
    if (this.#unhealthy && this.#openSocket !== null && this.#online) this.#announceHealth(true, 'recovered')
  }

  /**
   * Tells subscribers, without waiting for the spec's three missed checks to decide on a
   * reconnect, that the open socket stopped answering (Fail) or answers again (Reconnected): the
   * state stays `open`. A reconnect, when it comes, is announced as before.
   */
  #announceHealth(healthy: boolean, reason: 'reply_late' | 'went_offline' | 'recovered'): void {
    if (this.#unhealthy === !healthy) return
    this.#unhealthy = !healthy
    this.#transition(this.#state, { reason, status: healthy ? 'Reconnected' : 'Fail' })
  }

  #scheduleHealthCheck(): void {
    this.#healthTimer = this.#setTimeout(() => {
      this.#healthTimer = null
      this.#ping()
      this.#scheduleHealthCheck()
    }, this.#timings.healthCheckIntervalMs)
  }

  #ping(): void {
    const socket = this.#openSocket
    // One outstanding check at a time; its own timeout sends the next one.
    if (socket === null || this.#awaitingReply) return
    this.#awaitingReply = true
    this.#trySend(socket, JSON.stringify(HEALTH_CHECK))
    this.#replyTimer = this.#setTimeout(() => {
      this.#replyTimer = null
      this.#awaitingReply = false
      this.#missedPings++
      if (this.#missedPings >= this.#timings.pingRetries) this.#fail('closed', 'ping_timeout', null)
      else {
        this.#announceHealth(false, 'reply_late')
        this.#ping()
      }
    }, this.#timings.replyTimeoutMs)
  }

  #fail(state: FailState, reason: StateChangeReason, closeCode: number | null): void {
    this.#abandonSocket('reconnecting')
    this.#failedSinceOpen = true
    if (closeCode === SOCKET_CLOSE_CODES.abnormal) this.#abnormalSeries = true
    const info = { status: 'Fail', reason, closeCode } as const

    if (closeCode !== null && isNoReconnectCloseCode(closeCode)) {
      this.#wanted = false
      this.#transition(state, { ...info, stopReason: 'do_not_reconnect' })
      return
    }
    if (!this.#online) {
      this.#transition(state, { ...info, stopReason: 'offline' })
      return
    }
    const limit = this.#abnormalSeries ? this.#timings.retriesAfterAbnormalClose : this.#timings.retries
    if (this.#retries >= limit) {
      this.#transition(state, { ...info, stopReason: 'retries_exhausted' })
      return
    }
    const delayMs = this.#backoff(this.#retries)
    this.#retries++
    // Armed before the announcement, so a subscriber that reconnects by itself cancels it.
    this.#retryTimer = this.#setTimeout(() => {
      this.#retryTimer = null
      this.#attempt('retry')
    }, delayMs)
    this.#transition(state, { ...info, retry: { attempt: this.#retries, limit, delayMs } })
  }

  /** Exponential backoff with full jitter, so a server restart is not met by every tab at once. */
  #backoff(retry: number): number {
    const ceiling = Math.min(this.#timings.backoffCapMs, this.#timings.backoffBaseMs * 2 ** retry)
    return Math.floor(this.#random() * ceiling)
  }

  /**
   * Stops every timer of the current socket and lets go of it; its late events are ignored.
   * With a reason the socket is also closed (null: the caller closes it and waits).
   */
  #abandonSocket(closeReason: string | null): void {
    this.#generation++
    this.#clear('open')
    this.#clear('health')
    this.#clear('reply')
    this.#awaitingReply = false
    const socket = this.#socket
    this.#socket = null
    this.#openSocket = null
    this.#socketErrored = false
    this.#unhealthy = false
    if (closeReason !== null && socket !== null) {
      try {
        socket.close(SOCKET_CLOSE_CODES.normal, closeReason)
      } catch {
        // Already closed, or still connecting in an engine that refuses: either way it is gone.
      }
    }
  }

  #cancelRetry(): void {
    if (this.#retryTimer !== null) this.#clearTimeout(this.#retryTimer)
    this.#retryTimer = null
  }

  #clear(timer: 'open' | 'health' | 'reply'): void {
    const field = timer === 'open' ? this.#openTimer : timer === 'health' ? this.#healthTimer : this.#replyTimer
    if (field !== null) this.#clearTimeout(field)
    if (timer === 'open') this.#openTimer = null
    else if (timer === 'health') this.#healthTimer = null
    else this.#replyTimer = null
  }

  #flush(socket: SocketLike): void {
    while (this.#queue.length > 0) {
      if (!this.#trySend(socket, this.#queue[0] as string)) return
      this.#queue.shift()
    }
  }

  #trySend(socket: SocketLike, data: string): boolean {
    try {
      socket.send(data)
      return true
    } catch {
      return false
    }
  }

  #transition(state: ConnectionState, info: StateInfo): void {
    const previous = this.#state
    this.#state = state
    this.#deliver({
      topic: 'websocket_state_change',
      entity: {
        state,
        previous,
        status: null,
        closeCode: null,
        retry: null,
        stopReason: null,
        ...info,
        at: this.#now(),
      },
    })
  }

  #deliver(event: SocketEvent): void {
    // A copy: a handler may unsubscribe (itself or others) while we go through the list.
    for (const { topic, handler } of [...this.#subscribers.values()]) {
      if (topic !== event.topic) continue
      try {
        const result = handler(event)
        // Handlers in the worker are Comlink proxies: their failures arrive as rejections.
        if (isThenable(result)) result.then(undefined, this.#onError)
      } catch (error) {
        this.#onError(error)
      }
    }
  }
}

function resolveUrl(source: UrlSource): Promise<string> {
  if (typeof source === 'string') return Promise.resolve(source)
  return Promise.resolve()
    .then(source)
    .then((url) => {
      if (typeof url !== 'string' || url === '') throw new TypeError('the socket address source gave no address')
      return url
    })
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
