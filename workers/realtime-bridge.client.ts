import * as Comlink from 'comlink'
import { config } from '~/app/lib/config'
import type {
  OutboundMessage,
  SocketEvent,
  SocketEventFor,
  SubscriptionTopic,
} from '~/contract/socket'
import { socketUrlWithTicket } from './realtime/socket-url'
import type { RealtimeWorkerApi } from './realtime.worker'

/**
 * The one module the UI imports for realtime (squoosh's bridge): it owns the worker's life.
 * The worker is created on first use, once per tab, and only in the browser; nothing here runs
 * at import time, so SSR can import this file and never touch `Worker`, `window` or `document`.
 */

type Session = {
  readonly worker: Worker
  readonly api: Comlink.Remote<RealtimeWorkerApi>
  readonly removeListeners: () => void
}

let session: Session | null = null

// A worker that does not answer must not keep a finished session from ending.
const CLOSE_WAIT_MS = 2_000

const ignore = () => {}

function ensureSession(): Session {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') {
    throw new Error('The realtime worker runs only in the browser; use it from an effect or an event handler.')
  }
  if (session !== null) return session

  // Vite recognises exactly this shape and bundles the worker as its own module chunk.
  const worker = new Worker(new URL('./realtime.worker.ts', import.meta.url), { type: 'module', name: 'realtime' })
  const api = Comlink.wrap<RealtimeWorkerApi>(worker)

  // Workers do not see the page's visibility, and not every engine gives them online/offline.
  const onOnline = () => void api.setOnline(true).catch(ignore)
  const onOffline = () => void api.setOnline(false).catch(ignore)
  const onVisibility = () => void api.setVisible(document.visibilityState === 'visible').catch(ignore)
  window.addEventListener('online', onOnline)
  window.addEventListener('offline', onOffline)
  document.addEventListener('visibilitychange', onVisibility)
  void api.setOnline(navigator.onLine).catch(ignore)
  onVisibility()

  session = {
    worker,
    api,
    removeListeners: () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
      document.removeEventListener('visibilitychange', onVisibility)
    },
  }
  return session
}

/**
 * Connects the session socket. `getTicket` is asked before every attempt, reconnects included,
 * because a ticket is good for one connection only.
 */
export function connectRealtime(getTicket: () => Promise<string>): Promise<void> {
  const getUrl = async () => socketUrlWithTicket(config.socketUrl, await getTicket(), window.location)
  return ensureSession().api.connect(Comlink.proxy(getUrl))
}

/** Subscribes to one topic; the returned function unsubscribes and frees the handler's proxy. */
export function subscribe<T extends SubscriptionTopic>(topic: T, handler: (event: SocketEventFor<T>) => void): () => void {
  const current = ensureSession()
  const id = current.api.subscribe(
    topic,
    Comlink.proxy((event: SocketEvent) => handler(event as SocketEventFor<T>)),
  )
  let subscribed = true
  return () => {
    if (!subscribed) return
    subscribed = false
    // After endSession() the worker has already let every handler go.
    if (session !== current) return
    void id.then((value) => current.api.unsubscribe(value)).catch(ignore)
  }
}

/** Sends now, or queues until the socket is open. Rejects when the message breaks the contract. */
export function send(message: OutboundMessage): Promise<'sent' | 'queued'> {
  return ensureSession().api.send(message)
}

/** Closes the socket, frees every proxy and ends the worker; the next use starts a new one. */
export async function endSession(): Promise<void> {
  const current = session
  if (current === null) return
  session = null
  current.removeListeners()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      current.api.close(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS)
      }),
    ])
  } catch {
    // The worker is ended below either way.
  } finally {
    clearTimeout(timer)
    current.api[Comlink.releaseProxy]()
    current.worker.terminate()
  }
}
