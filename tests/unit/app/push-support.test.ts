import { describe, expect, it } from 'vitest'
import { deviceIdSchema } from '~/contract/api/notifications'
import { safeParse } from 'zod/mini'
import { detectPushSupport, isDeviceId, newDeviceId, PUSH_DEVICE_ID_KEY, storedDeviceId, type PushEnvironment } from '~/app/lib/push-support'

const chrome: PushEnvironment = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  maxTouchPoints: 0,
  standalone: false,
}
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const ipadAsMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'

describe('push support', () => {
  it('is there with a service worker, PushManager and Notification', () => {
    expect(detectPushSupport(chrome)).toBe('supported')
    expect(detectPushSupport({ ...chrome, pushManager: false })).toBe('unsupported')
    expect(detectPushSupport({ ...chrome, serviceWorker: false })).toBe('unsupported')
    expect(detectPushSupport({ ...chrome, notification: false })).toBe('unsupported')
  })

  it('asks iPhone and iPad users to add the site to the home screen first', () => {
    expect(detectPushSupport({ ...chrome, userAgent: iphone, pushManager: false })).toBe('ios-home-screen')
    expect(detectPushSupport({ ...chrome, userAgent: ipadAsMac, maxTouchPoints: 5, pushManager: false })).toBe('ios-home-screen')
    expect(detectPushSupport({ ...chrome, userAgent: iphone, standalone: true })).toBe('supported')
    expect(detectPushSupport({ ...chrome, userAgent: iphone, standalone: true, pushManager: false })).toBe('unsupported')
    // A real Mac (no touch) is not an iPad.
    expect(detectPushSupport({ ...chrome, userAgent: ipadAsMac, maxTouchPoints: 0 })).toBe('supported')
  })
})

describe('device id', () => {
  it('is 16 random bytes as base64url, which the contract accepts', () => {
    const id = newDeviceId(new Uint8Array(16).fill(0xfb))
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(id).toContain('-')
    expect(safeParse(deviceIdSchema, id).success).toBe(true)
    expect(isDeviceId(id)).toBe(true)
    expect(isDeviceId('short')).toBe(false)
    expect(isDeviceId(null)).toBe(false)
  })

  it('is kept: the same browser answers the same id, and only makes one when asked to', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    let calls = 0
    const random = () => {
      calls++
      return crypto.getRandomValues(new Uint8Array(16))
    }
    expect(storedDeviceId(storage, false, random)).toBeNull()
    const first = storedDeviceId(storage, true, random)
    expect(first).not.toBeNull()
    expect(store.get(PUSH_DEVICE_ID_KEY)).toBe(first)
    expect(storedDeviceId(storage, true, random)).toBe(first)
    expect(storedDeviceId(storage, false, random)).toBe(first)
    expect(calls).toBe(1)
    // Something else wrote there: replaced by a valid id.
    store.set(PUSH_DEVICE_ID_KEY, 'not ok!')
    expect(storedDeviceId(storage, true, random)).not.toBe('not ok!')
  })
})
