import { z } from 'zod/mini'
import { idSchema, isoDateTimeSchema } from './common.ts'
import { singleLineRule } from './text.ts'

/**
 * Web push (spec 7 "Notifications"): the browser subscribes with the backend's VAPID public key and
 * registers the subscription per device; logout or turning notifications off unregisters it.
 */

/** What a user can be notified of; each can be turned off. */
export const NOTIFICATION_KINDS = ['session_ready', 'verification', 'new_booking'] as const
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS)
export type NotificationKind = z.infer<typeof notificationKindSchema>

/** Base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (bytes: number) =>
  z.string().check(
    singleLineRule,
    z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'),
    z.refine((s) => Math.floor((s.length * 3) / 4) === bytes, `must encode ${bytes} bytes`),
  )

export const deviceIdSchema = z.string().check(singleLineRule, z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _'))

/** `POST /v2/notification/register/web` (bearer). */
export const webPushRegisterSchema = z.object({
  user_id: idSchema,
  device_id: deviceIdSchema,
  // Push services are reached over HTTPS only.
  endpoint: z.url({ protocol: /^https$/ }).check(singleLineRule, z.maxLength(2048)),
  keys: z.object({
    /** The subscription's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65),
    /** The 16-byte authentication secret. */
    auth: base64url(16),
  }),
})
export type WebPushRegister = z.infer<typeof webPushRegisterSchema>

/** `POST /v2/notification/unregister` (bearer). */
export const unregisterSchema = z.object({
  user_id: idSchema,
  device_id: deviceIdSchema,
  target_platform: z.literal('WEB'),
})
export type Unregister = z.infer<typeof unregisterSchema>

/**
 * `GET /v2/notification/devices` (bearer): the caller's registered devices, so a page can say
 * whether this browser is on. Never the endpoint or keys (capabilities of the push service).
 */
export const registeredDevicesSchema = z.object({
  devices: z.array(z.object({ device_id: z.string(), updated_at: isoDateTimeSchema })),
})
export type RegisteredDevices = z.infer<typeof registeredDevicesSchema>

/** `GET /v2/notification/vapid-public-key`: what `pushManager.subscribe` takes as applicationServerKey. */
export const vapidPublicKeySchema = z.object({ public_key: base64url(65) })

/** `GET` and `PUT /v2/notification/settings`: each kind on or off (all on at first). */
export const notificationSettingsSchema = z.object({
  session_ready: z.boolean(),
  verification: z.boolean(),
  new_booking: z.boolean(),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/** What the service worker receives, decrypted: Thai text and the page a click opens. */
export const pushPayloadSchema = z.object({
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path on this site. */
  url: z.string().check(z.regex(/^\/[^/]/, 'must be a site path')),
  tag: z.string(),
})
export type PushPayload = z.infer<typeof pushPayloadSchema>

/** `GET /v2/notification/recent`: the newest notifications of the caller, pushed or not. */
export const recentNotificationsSchema = z.object({
  items: z.array(z.extend(pushPayloadSchema, { _id: idSchema, created_at: isoDateTimeSchema })),
})
export type RecentNotifications = z.infer<typeof recentNotificationsSchema>
