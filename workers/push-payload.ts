import { safeParse } from 'zod/mini'
import { pushPayloadSchema, type PushPayload } from '~/contract/api/notifications'

/** What the push service worker (push.sw.ts) reads from a push; pure, so unit tests run it in Node. */

/** The payload, or null when it is not ours (a push without data, or from an older shape). */
export function readPayload(data: { json(): unknown } | null): PushPayload | null {
  if (!data) return null
  try {
    const parsed = safeParse(pushPayloadSchema, data.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The absolute URL a click opens: only paths on this site, whatever the payload says. */
export function targetUrl(path: unknown, origin: string): string {
  const fallback = new URL('/', origin).href
  if (typeof path !== 'string' || !/^\/[^/\\]/.test(path)) return fallback
  const url = new URL(path, origin)
  return url.origin === origin ? url.href : fallback
}
