import * as Comlink from 'comlink'
import {
  SUBSCRIPTION_TOPICS,
  parseOutbound,
  type ConnectionState,
  type OutboundMessage,
  type SocketEvent,
  type SubscriptionTopic,
} from '~/contract/socket'
import { RealtimeConnection, type ConnectionStats } from './realtime/connection'

/**
 * The dedicated worker that owns the session socket. It stays thin on purpose: every rule lives in
 * RealtimeConnection, which the unit tests drive against a real server. Only the bridge
 * (`realtime-bridge.client.ts`) talks to it.
 */

/** Callbacks arrive from the page as Comlink proxies: calling one returns a promise. */
export type EventCallback = ((event: SocketEvent) => void) & Comlink.ProxyMarked
export type UrlCallback = (() => Promise<string>) & Comlink.ProxyMarked

// Worker timers are not throttled in hidden tabs, which is why the socket lives here at all.
const connection = new RealtimeConnection({ WebSocket })
const callbacks = new Map<number, EventCallback>()
let urlCallback: UrlCallback | null = null

/** Lets the page's side of a proxy go; without it every callback would pin a MessagePort. */
function release(proxy: unknown): void {
  const releaseFn = (proxy as Partial<Record<typeof Comlink.releaseProxy, () => void>>)[Comlink.releaseProxy]
  try {
    releaseFn?.()
  } catch {
    // Already released: nothing left to free.
  }
}

const api = {
  /** A fixed address (tests, development) or a function the page answers with a fresh ticketed address. */
  connect(source: string | UrlCallback): void {
    const previous = urlCallback
    urlCallback = typeof source === 'string' ? null : source
    connection.connect(typeof source === 'string' ? source : () => source())
    if (previous !== null && previous !== source) release(previous)
  },

  subscribe(topic: SubscriptionTopic, callback: EventCallback): number {
    if (!SUBSCRIPTION_TOPICS.includes(topic)) {
      release(callback)
      throw new TypeError(`no such realtime topic: ${String(topic)}`)
    }
    const id = connection.subscribe(topic, (event) => callback(event))
    callbacks.set(id, callback)
    return id
  },

  unsubscribe(id: number): boolean {
    const callback = callbacks.get(id)
    callbacks.delete(id)
    if (callback !== undefined) release(callback)
    return connection.unsubscribe(id)
  },

  /** Validated here because the page's types do not reach across postMessage. */
  send(message: OutboundMessage): 'sent' | 'queued' {
    const parsed = parseOutbound(message)
    if (!parsed.success) throw new TypeError(`invalid socket message: ${parsed.error}`)
    return connection.send(parsed.data)
  },

  setOnline(online: boolean): void {
    connection.setOnline(online)
  },

  setVisible(visible: boolean): void {
    connection.setVisible(visible)
  },

  state(): ConnectionState {
    return connection.state
  },

  stats(): ConnectionStats {
    return connection.stats()
  },

  /** Ends the session: closes the socket, then lets every callback go (after its last event). */
  async close(): Promise<void> {
    await connection.close()
    for (const [id, callback] of callbacks) {
      connection.unsubscribe(id)
      release(callback)
    }
    callbacks.clear()
    if (urlCallback !== null) release(urlCallback)
    urlCallback = null
  },
}

export type RealtimeWorkerApi = typeof api

Comlink.expose(api)
