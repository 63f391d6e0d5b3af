import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { bookings, notifications, notificationSettings, pushSubscriptions, services } from '~/server/db/schema'

export type SubscriptionRecord = typeof pushSubscriptions.$inferSelect
export type NotificationRecord = typeof notifications.$inferSelect
export type SettingsRecord = { sessionReady: boolean; verification: boolean; newBooking: boolean }
export type ReadyBooking = { id: string; consumerId: string; providerUserId: string; serviceTitle: string; startAt: Date }

export type NotificationsRepository = {
  /** The device's subscription, created or replaced. */
  saveSubscription(input: { userId: string; deviceId: string; endpoint: string; p256dh: string; auth: string }): Promise<void>
  /** Only the caller's own device; answers whether there was one. */
  removeSubscription(userId: string, deviceId: string): Promise<boolean>
  /** A subscription the push service said is gone (or the endpoint rule refused), unless it was replaced meanwhile. */
  removeGone(id: string, endpoint: string): Promise<void>
  subscriptionsOf(userId: string): Promise<SubscriptionRecord[]>
  /** The user's devices, newest first (no endpoints or keys). */
  devicesOf(userId: string): Promise<{ deviceId: string; updatedAt: Date }[]>
  settings(userId: string): Promise<SettingsRecord>
  saveSettings(userId: string, settings: SettingsRecord): Promise<void>
  insert(input: Omit<NotificationRecord, 'id'>): Promise<NotificationRecord>
  recent(userId: string, limit: number): Promise<NotificationRecord[]>
  /**
   * Marks the bookings whose room has opened (by `opensBefore`) and not yet been announced, and
   * answers them: one statement, so of several instances exactly one announces each.
   */
  claimOpenedRooms(opensBeforeMs: number, now: Date): Promise<ReadyBooking[]>
}

const ALL_ON: SettingsRecord = { sessionReady: true, verification: true, newBooking: true }

export function createNotificationsRepository(db: Database): NotificationsRepository {
  return {
    async saveSubscription(input) {
      await db
        .insert(pushSubscriptions)
        .values(input)
        .onConflictDoUpdate({
          target: [pushSubscriptions.userId, pushSubscriptions.deviceId],
          set: { endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, updatedAt: new Date() },
        })
    },

    async removeSubscription(userId, deviceId) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.deviceId, deviceId)))
        .returning({ id: pushSubscriptions.id })
      return rows.length > 0
    },

    async removeGone(id, endpoint) {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)))
    },

    subscriptionsOf: (userId) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),

    devicesOf: (userId) =>
      db
        .select({ deviceId: pushSubscriptions.deviceId, updatedAt: pushSubscriptions.updatedAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.updatedAt)),

    async settings(userId) {
      const [row] = await db
        .select({ sessionReady: notificationSettings.sessionReady, verification: notificationSettings.verification, newBooking: notificationSettings.newBooking })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId))
      return row ?? ALL_ON
    },

    async saveSettings(userId, settings) {
      await db.insert(notificationSettings).values({ userId, ...settings }).onConflictDoUpdate({ target: notificationSettings.userId, set: settings })
    },

    async insert(input) {
      const [row] = await db.insert(notifications).values(input).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },

    recent: (userId, limit) => db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),

    async claimOpenedRooms(opensBeforeMs, now) {
      const opensBy = new Date(now.getTime() + opensBeforeMs)
      const claimed = await db
        .update(bookings)
        .set({ readyNotifiedAt: now })
        .where(and(isNull(bookings.readyNotifiedAt), lte(bookings.startAt, opensBy), gt(bookings.endAt, now)))
        .returning({ id: bookings.id, consumerId: bookings.consumerId, providerUserId: bookings.providerUserId, serviceId: bookings.serviceId, startAt: bookings.startAt })
      if (claimed.length === 0) return []
      const titles = await db
        .select({ id: services.id, title: services.title })
        .from(services)
        .where(inArray(services.id, [...new Set(claimed.map((c) => c.serviceId))]))
      const titleOf = new Map(titles.map((t) => [t.id, t.title]))
      return claimed.map((c) => ({ id: c.id, consumerId: c.consumerId, providerUserId: c.providerUserId, serviceTitle: titleOf.get(c.serviceId) ?? '', startAt: c.startAt }))
    },
  }
}
