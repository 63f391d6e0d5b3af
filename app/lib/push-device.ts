import { createClientOnlyFn } from '@tanstack/react-start'

/**
 * The entry to web push for features and the logout flow: it loads the browser-only half
 * (push-device.client.ts) on first use, so SSR may import this file and the first page load does
 * not carry that code.
 */

/** The browser-only half, loaded on first use (never during SSR, and not in the first page load). */
export const loadPushDevice = createClientOnlyFn(() => import('./push-device.client'))

/**
 * Logout: this browser stops receiving the user's pushes (unsubscribed here, unregistered at the
 * backend). Never throws and never waits long: signing out must not depend on it.
 */
export async function unregisterPushDevice(userId: string): Promise<void> {
  try {
    await (await loadPushDevice()).unregisterThisDevice(userId)
  } catch {
    // Offline or blocked storage: the backend forgets the subscription when the push service says it is gone.
  }
}
