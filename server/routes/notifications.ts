import { Hono } from 'hono'
import {
  notificationSettingsSchema,
  unregisterSchema,
  webPushRegisterSchema,
  type NotificationSettings,
  type RecentNotifications,
  type RegisteredDevices,
} from '~/contract/api/notifications'
import type { AppEnv } from '~/server/app-env'
import { requireUser } from '~/server/http/auth-middleware'
import type { Services } from '~/server/services/services'
import { validJson } from '~/server/validation'

/** /v2/notification: web push registration (spec 7), the caller's settings and recent notifications. */
export function notificationRoutes(services: Services): Hono<AppEnv> {
  const { notifications } = services
  return new Hono<AppEnv>()
    .get('/vapid-public-key', (c) => c.json({ public_key: notifications.vapidPublicKey() }, 200))
    .use(requireUser(services.tokens))
    .post('/register/web', async (c) => {
      await notifications.register(c.var.user.id, await validJson(c, webPushRegisterSchema))
      return c.json({ success: true }, 200)
    })
    .post('/unregister', async (c) => {
      await notifications.unregister(c.var.user.id, await validJson(c, unregisterSchema))
      return c.json({ success: true }, 200)
    })
    .get('/devices', async (c) => c.json((await notifications.devices(c.var.user.id)) satisfies RegisteredDevices, 200))
    .get('/settings', async (c) => c.json((await notifications.settings(c.var.user.id)) satisfies NotificationSettings, 200))
    .put('/settings', async (c) => {
      const settings = await validJson(c, notificationSettingsSchema)
      return c.json((await notifications.saveSettings(c.var.user.id, settings)) satisfies NotificationSettings, 200)
    })
    .get('/recent', async (c) => c.json((await notifications.recent(c.var.user.id)) satisfies RecentNotifications, 200))
}
