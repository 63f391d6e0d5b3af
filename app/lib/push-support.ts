/** Web push on this browser: what can be decided without the browser (support rules, the device id). Pure. */

/** Where the stable id of this browser is kept (localStorage). */
export const PUSH_DEVICE_ID_KEY = 'push-device-id'
/** The push service worker, built from workers/push.sw.ts. */
export const PUSH_WORKER_URL = '/worker.js'

export type PushSupport = 'supported' | 'unsupported' | 'ios-home-screen'

export type PushEnvironment = {
  serviceWorker: boolean
  pushManager: boolean
  notification: boolean
  userAgent: string
  maxTouchPoints: number
  /** Opened from the home screen (display-mode: standalone, or navigator.standalone on iOS). */
  standalone: boolean
}

/**
 * Safari on iPhone and iPad offers web push only to a site added to the home screen (iOS 16.4+);
 * in a tab it has no PushManager at all, which would otherwise read as "unsupported". iPadOS
 * presents itself as a Mac, told apart by its touch points.
 */
export function detectPushSupport(env: PushEnvironment): PushSupport {
  const ios = /iPhone|iPad|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1)
  if (ios && !env.standalone) return 'ios-home-screen'
  return env.serviceWorker && env.pushManager && env.notification ? 'supported' : 'unsupported'
}

/** A new device id: 16 random bytes as base64url (22 characters, what the contract accepts). */
export function newDeviceId(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export const isDeviceId = (value: string | null | undefined): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value)

/** The id kept in `storage`; a new one is made and kept when asked to and none is there. */
export function storedDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'>, create: boolean, random: () => Uint8Array): string | null {
  const kept = storage.getItem(PUSH_DEVICE_ID_KEY)
  if (isDeviceId(kept)) return kept
  if (!create) return null
  const id = newDeviceId(random())
  storage.setItem(PUSH_DEVICE_ID_KEY, id)
  return id
}
