/// <reference lib="webworker" />
import { readPayload, targetUrl } from './push-payload'

/**
 * The push service worker, served as `/worker.js` with scope `/` (built by
 * scripts/push-worker-plugin.ts; never hand-edited in public/). It only shows what the server
 * pushed (the Thai text comes in the payload) and, on a click, focuses or opens the page the
 * payload names. It holds no caches and never fetches on its own.
 */
declare const self: ServiceWorkerGlobalScope

const ICON = '/images/notification-icon-192.png'

// A new version takes over at once: this worker keeps no state that an old page depends on.
self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data)
  // Chrome requires a notification for every push of a userVisibleOnly subscription; one that is
  // not ours is dropped silently rather than shown as an empty one.
  if (!payload) return
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: ICON,
      badge: ICON,
      tag: payload.tag,
      lang: 'th',
      data: { url: payload.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = targetUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin)
  event.waitUntil(openOrFocus(url))
})

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  // The page itself already open: bring it forward.
  const same = windows.find((w) => w.url === url)
  if (same) {
    await same.focus()
    return
  }
  // Another page of the site: take it there, so the user does not collect tabs.
  const ours = windows.find((w) => new URL(w.url).origin === self.location.origin)
  if (ours) {
    const focused = await ours.focus()
    await focused.navigate(url).catch(() => self.clients.openWindow(url))
    return
  }
  await self.clients.openWindow(url)
}
