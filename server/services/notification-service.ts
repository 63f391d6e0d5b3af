import type { NotificationKind, NotificationSettings, PushPayload, RecentNotifications, RegisteredDevices, Unregister, WebPushRegister } from '~/contract/api/notifications'
import type { NotificationsRepository, SettingsRecord } from '~/server/db/repositories/notifications-repository'
import { AppError } from '~/server/errors'
import type { Logger } from '~/server/log'
import type { PushEndpointRule } from '~/server/push/push-endpoints'
import type { PushQueue } from '~/server/push/push-queue'
import { pushMessages } from '~/server/push/messages'
import type { Clock } from './clock'

const RECENT_LIMIT = 30
const SETTING_OF: Record<NotificationKind, keyof SettingsRecord> = {
  session_ready: 'sessionReady',
  verification: 'verification',
  new_booking: 'newBooking',
}

export type NotificationService = {
  vapidPublicKey(): string
  register(callerId: string, input: WebPushRegister): Promise<void>
  unregister(callerId: string, input: Unregister): Promise<void>
  devices(userId: string): Promise<RegisteredDevices>
  settings(userId: string): Promise<NotificationSettings>
  saveSettings(userId: string, settings: NotificationSettings): Promise<NotificationSettings>
  recent(userId: string): Promise<RecentNotifications>
  /** Records the notification and queues a push to each of the user's devices (unless turned off). Never throws. */
  notify(userId: string, payload: PushPayload): Promise<void>
  /** Announces every room that has opened since the last call (run every few seconds). */
  announceOpenedRooms(opensBeforeMs: number): Promise<number>
}

export function createNotificationService(deps: {
  repo: NotificationsRepository
  queue: PushQueue
  vapidPublicKey: string
  /** Which endpoints a subscription may name (the push services; see push/push-endpoints.ts). */
  endpoints: PushEndpointRule
  now: Clock
  log: Logger
}): NotificationService {
  const { repo, queue, now, log } = deps

  /** A user acts only for themselves: a body naming someone else is refused. */
  const ownOnly = (callerId: string, userId: string) => {
    if (callerId !== userId) throw AppError.forbidden('user_id must be your own')
  }
  const toSettings = (s: SettingsRecord): NotificationSettings => ({ session_ready: s.sessionReady, verification: s.verification, new_booking: s.newBooking })

  async function notify(userId: string, payload: PushPayload) {
    try {
      await repo.insert({ userId, ...payload, createdAt: now() })
      const settings = await repo.settings(userId)
      if (!settings[SETTING_OF[payload.kind]]) return
      const body = JSON.stringify(payload)
      for (const s of await repo.subscriptionsOf(userId)) queue.enqueue({ id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }, body)
    } catch (err) {
      // A notification must never fail the action that caused it.
      log.warn('notification failed', { kind: payload.kind, error: err })
    }
  }

  return {
    vapidPublicKey: () => deps.vapidPublicKey,

    async register(callerId, input) {
      ownOnly(callerId, input.user_id)
      // The server will POST to this URL: only a push service's, or anyone could aim it anywhere.
      if (!deps.endpoints.allowsEndpoint(input.endpoint)) throw AppError.validation('endpoint', 'must be the address of a web push service')
      await repo.saveSubscription({ userId: callerId, deviceId: input.device_id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    },

    async unregister(callerId, input) {
      ownOnly(callerId, input.user_id)
      // Idempotent: unregistering a device that is not registered is not an error.
      await repo.removeSubscription(callerId, input.device_id)
    },

    async devices(userId) {
      const rows = await repo.devicesOf(userId)
      return { devices: rows.map((d) => ({ device_id: d.deviceId, updated_at: d.updatedAt.toISOString() })) }
    },

    settings: async (userId) => toSettings(await repo.settings(userId)),

    async saveSettings(userId, settings) {
      await repo.saveSettings(userId, { sessionReady: settings.session_ready, verification: settings.verification, newBooking: settings.new_booking })
      return settings
    },

    async recent(userId) {
      const rows = await repo.recent(userId, RECENT_LIMIT)
      return { items: rows.map((r) => ({ _id: r.id, kind: r.kind, title: r.title, body: r.body, url: r.url, tag: r.tag, created_at: r.createdAt.toISOString() })) }
    },

    notify,

    async announceOpenedRooms(opensBeforeMs) {
      const opened = await repo.claimOpenedRooms(opensBeforeMs, now())
      for (const b of opened) {
        const payload = pushMessages.sessionReady(b.serviceTitle, b.id)
        await Promise.all([notify(b.consumerId, payload), notify(b.providerUserId, payload)])
      }
      return opened.length
    },
  }
}
