import { vapidPublicKeySchema, type Unregister, type WebPushRegister } from '~/contract/api/notifications'
import { apiRequest } from './api/client'
import { detectPushSupport, PUSH_WORKER_URL, storedDeviceId, type PushSupport } from './push-support'

/**
 * Web push in the browser: the service worker, the subscription and their registration at the
 * backend (spec 7: `POST /v2/notification/register/web` and `/unregister`). The permission prompt
 * is only ever asked for from `enablePush`, which the UI calls from a click.
 */

/** How long to wait for the worker or the push service before saying it did not work. */
const STEP_TIMEOUT_MS = 15_000
const LOGOUT_TIMEOUT_MS = 3_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

export function currentPushSupport(): PushSupport {
  const nav = navigator as Navigator & { standalone?: boolean }
  return detectPushSupport({
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: window.matchMedia('(display-mode: standalone)').matches || nav.standalone === true,
  })
}

export const notificationPermission = (): NotificationPermission => ('Notification' in window ? Notification.permission : 'denied')

/** This browser's id; made on first need and kept. Null when storage is blocked. */
export function thisDeviceId(create: boolean): string | null {
  try {
    return storedDeviceId(window.localStorage, create, () => crypto.getRandomValues(new Uint8Array(16)))
  } catch {
    return null
  }
}

export function registerPushWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' })
}

/** The subscription this browser holds now, if any (without registering the worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.getRegistration('/')
  return (await registration?.pushManager.getSubscription()) ?? null
}

export type EnableResult = 'on' | 'unsupported' | 'denied' | 'not-granted' | 'subscribe-failed' | 'save-failed'

function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '='))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i])

/** Asks for permission (call from a click), subscribes with the backend's key and registers this device. */
export async function enablePush(userId: string): Promise<EnableResult> {
  if (currentPushSupport() !== 'supported') return 'unsupported'
  const deviceId = thisDeviceId(true)
  if (!deviceId) return 'unsupported'
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'not-granted'

  const key = await apiRequest('/v2/notification/vapid-public-key', { schema: vapidPublicKeySchema })
  if (!key.isSuccessful) return 'save-failed'
  const applicationServerKey = base64urlToBytes(key.data.public_key)

  let subscription: PushSubscription
  try {
    await withTimeout(registerPushWorker(), STEP_TIMEOUT_MS)
    const registration = await withTimeout(navigator.serviceWorker.ready, STEP_TIMEOUT_MS)
    const existing = await registration.pushManager.getSubscription()
    // A subscription made with another key (the backend's keys were replaced) cannot be used.
    if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) await existing.unsubscribe()
    subscription =
      existing && sameKey(existing.options.applicationServerKey, applicationServerKey)
        ? existing
        : await withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }), STEP_TIMEOUT_MS)
  } catch {
    return 'subscribe-failed'
  }

  const json = subscription.toJSON()
  const body: WebPushRegister = {
    user_id: userId,
    device_id: deviceId,
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
  const saved = await apiRequest('/v2/notification/register/web', { method: 'POST', body, auth: true })
  if (saved.isSuccessful) return 'on'
  // The backend does not know it, so nothing would arrive: do not keep a subscription that lies.
  await subscription.unsubscribe().catch(() => false)
  return 'save-failed'
}

/** Turns this device off: unsubscribes here and unregisters at the backend. Answers whether the backend agreed. */
export async function disablePush(userId: string): Promise<boolean> {
  const deviceId = thisDeviceId(false)
  await currentSubscription()
    .then((s) => s?.unsubscribe())
    .catch(() => false)
  if (!deviceId) return true
  const body: Unregister = { user_id: userId, device_id: deviceId, target_platform: 'WEB' }
  const result = await apiRequest('/v2/notification/unregister', { method: 'POST', body, auth: true })
  return result.isSuccessful
}

/** For logout: as `disablePush`, bounded in time, and only for a browser that ever had a device id. */
export async function unregisterThisDevice(userId: string): Promise<void> {
  if (!thisDeviceId(false)) return
  await withTimeout(disablePush(userId), LOGOUT_TIMEOUT_MS).catch(() => false)
}
