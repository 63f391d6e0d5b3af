import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ZodMiniType } from 'zod/mini'
import {
  notificationSettingsSchema,
  recentNotificationsSchema,
  registeredDevicesSchema,
  type NotificationSettings,
  type RecentNotifications,
  type RegisteredDevices,
} from '~/contract/api/notifications'
import { apiRequest } from '~/app/lib/api/client'
import { unwrap } from '~/app/lib/api/results'

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: (userId: string | null) => ['notifications', 'settings', userId] as const,
  recent: (userId: string | null) => ['notifications', 'recent', userId] as const,
  devices: (userId: string | null) => ['notifications', 'devices', userId] as const,
}

async function load<T>(path: string, schema: ZodMiniType<T>): Promise<T> {
  return unwrap(await apiRequest(path, { auth: true, schema }))
}

/** `GET /v2/notification/settings`: each kind on or off, for all of the user's devices. */
export const notificationSettingsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: notificationKeys.settings(userId),
    enabled: userId !== null,
    queryFn: () => load<NotificationSettings>('/v2/notification/settings', notificationSettingsSchema),
  })

/** `GET /v2/notification/recent`: the newest notifications, pushed or not. */
export const recentNotificationsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: notificationKeys.recent(userId),
    enabled: userId !== null,
    queryFn: () => load<RecentNotifications>('/v2/notification/recent', recentNotificationsSchema),
  })

/** `GET /v2/notification/devices`: which of the user's devices are registered (this one?). */
export const registeredDevicesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: notificationKeys.devices(userId),
    enabled: userId !== null,
    queryFn: () => load<RegisteredDevices>('/v2/notification/devices', registeredDevicesSchema),
  })

/**
 * `PUT /v2/notification/settings`. The switch moves at once, in the same event as the click (the
 * cached settings change before the call starts, so a controlled checkbox never flips back), moves
 * back if the save fails, and the answer then replaces the cached settings.
 */
export function useSaveNotificationSettings(userId: string) {
  const queryClient = useQueryClient()
  const key = notificationKeys.settings(userId)
  const mutation = useMutation({
    mutationFn: async ({ settings }: { settings: NotificationSettings; before: NotificationSettings | undefined }) => {
      return unwrap(await apiRequest('/v2/notification/settings', { method: 'PUT', body: settings, auth: true, schema: notificationSettingsSchema }))
    },
    onError: (_error, { before }) => {
      if (before) queryClient.setQueryData(key, before)
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  })
  return {
    ...mutation,
    save(settings: NotificationSettings, options?: { onSuccess?: () => void; onSettled?: () => void }) {
      const before = queryClient.getQueryData<NotificationSettings>(key)
      // A load under way must not land on top of the change: stopped here, before the change, so
      // that no answer can come in between (the mutation's onMutate runs a moment later).
      void queryClient.cancelQueries({ queryKey: key }, { revert: false })
      queryClient.setQueryData(key, settings)
      mutation.mutate({ settings, before }, options)
    },
  }
}
