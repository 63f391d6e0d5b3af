import { useId } from 'react'
import { Spinner } from '~/app/components/spinner'
import { t, type MessageKey } from '~/app/lib/i18n/th-notifications'
import { usePushDevice, type BrowserPush, type DeviceProblem } from '~/app/features/notifications/hooks/use-push-device'

const PROBLEM_TEXT: Record<DeviceProblem, MessageKey> = {
  unsupported: 'notifications.device.unsupported',
  denied: 'notifications.device.denied',
  'not-granted': 'notifications.device.notGranted',
  'subscribe-failed': 'notifications.device.subscribeFailed',
  'save-failed': 'notifications.device.saveFailed',
  'off-failed': 'notifications.device.saveFailed',
}

/** Why this browser cannot have notifications, or null when it can. */
function blockedReason(browser: BrowserPush): MessageKey | null {
  if (browser.status === 'unsupported') return 'notifications.device.unsupported'
  if (browser.status === 'ios-home-screen') return 'notifications.device.iosHomeScreen'
  if (browser.status === 'ready' && browser.permission === 'denied') return 'notifications.device.denied'
  return null
}

/** This browser: on or off, why not, and the one button that changes it. */
export function DevicePanel({ userId }: { userId: string }) {
  const headingId = useId()
  const device = usePushDevice(userId)
  const blocked = blockedReason(device.browser)
  return (
    <section className="notifications__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notifications.device.heading')}</h2>
      <p className="muted">{t('notifications.device.explain')}</p>
      {device.isLoading ? (
        <p className="notifications__state">
          <Spinner /> {t('notifications.device.checking')}
        </p>
      ) : (
        <>
          <p role="status" className="notifications__state" data-state={device.isOn ? 'on' : 'off'}>
            {device.isOn ? t('notifications.device.on') : t(blocked ?? 'notifications.device.off')}
          </p>
          {device.problem ? (
            <p role="alert" className="notifications__problem">
              {t(PROBLEM_TEXT[device.problem])}
            </p>
          ) : null}
          {device.isOn ? (
            <button type="button" className="button" disabled={device.busy} onClick={device.turnOff}>
              {device.busy ? t('notifications.device.working') : t('notifications.device.turnOff')}
            </button>
          ) : blocked ? null : (
            <button type="button" className="button button--primary" disabled={device.busy} onClick={device.turnOn}>
              {device.busy ? t('notifications.device.working') : t('notifications.device.turnOn')}
            </button>
          )}
        </>
      )}
    </section>
  )
}
