import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { EnableResult } from '~/app/lib/push-device.client'
import { loadPushDevice } from '~/app/lib/push-device'
import { notificationKeys, registeredDevicesQueryOptions } from '~/app/features/notifications/notifications.queries'

/** What this browser can do, read once mounted (never during SSR: it depends on the browser). */
export type BrowserPush =
  | { status: 'checking' }
  | { status: 'unsupported' | 'ios-home-screen' }
  | { status: 'ready'; deviceId: string | null; permission: NotificationPermission }

async function readBrowser(): Promise<BrowserPush> {
  const push = await loadPushDevice()
  const support = push.currentPushSupport()
  if (support !== 'supported') return { status: support }
  return { status: 'ready', deviceId: push.thisDeviceId(false), permission: push.notificationPermission() }
}

export type DeviceProblem = Exclude<EnableResult, 'on'> | 'off-failed'

/**
 * This device's push state and the two actions on it. "On" means the backend has this device's
 * registration (its list of devices names this browser's id), not merely that the browser holds
 * a subscription: only the backend's list says whether pushes will come.
 */
export function usePushDevice(userId: string) {
  const queryClient = useQueryClient()
  const [browser, setBrowser] = useState<BrowserPush>({ status: 'checking' })
  const [problem, setProblem] = useState<DeviceProblem | null>(null)
  const refresh = useCallback(async () => setBrowser(await readBrowser()), [])
  useEffect(() => {
    let live = true
    void readBrowser().then((state) => live && setBrowser(state))
    return () => {
      live = false
    }
  }, [])

  const devices = useQuery({ ...registeredDevicesQueryOptions(userId), enabled: browser.status === 'ready' })
  const deviceId = browser.status === 'ready' ? browser.deviceId : null
  const isOn = deviceId !== null && (devices.data?.devices.some((d) => d.device_id === deviceId) ?? false)

  const settle = async () => {
    await refresh()
    await queryClient.invalidateQueries({ queryKey: notificationKeys.devices(userId) })
  }
  const turnOn = useMutation({
    mutationFn: async () => (await loadPushDevice()).enablePush(userId),
    onMutate: () => setProblem(null),
    onSuccess: async (result) => {
      setProblem(result === 'on' ? null : result)
      await settle()
    },
    onError: () => setProblem('subscribe-failed'),
  })
  const turnOff = useMutation({
    mutationFn: async () => (await loadPushDevice()).disablePush(userId),
    onMutate: () => setProblem(null),
    onSuccess: async (ok) => {
      setProblem(ok ? null : 'off-failed')
      await settle()
    },
    onError: () => setProblem('off-failed'),
  })

  return {
    browser,
    isOn,
    isLoading: browser.status === 'checking' || (browser.status === 'ready' && devices.isPending),
    problem,
    busy: turnOn.isPending || turnOff.isPending,
    turnOn: () => turnOn.mutate(),
    turnOff: () => turnOff.mutate(),
  }
}
