import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { toast } from '~/app/lib/toast'
import { t } from '~/app/lib/i18n/th-notifications'
import { loadPushDevice } from '~/app/lib/push-device'
import { notificationKeys } from '~/app/features/notifications/notifications.queries'

/** "Not now" keeps the prompt away this long. */
const DISMISS_MS = 30 * 24 * 3_600_000
const DISMISSED_KEY = 'push-prompt-dismissed-at'
const SETTINGS_PATH = '/mobile/notification'

function dismissedRecently(): boolean {
  try {
    const at = Number(window.localStorage.getItem(DISMISSED_KEY))
    return Number.isFinite(at) && Date.now() - at < DISMISS_MS
  } catch {
    return true
  }
}

/**
 * Our own Thai question before the browser's: shown to a signed-in user whose browser can take
 * pushes, has not been asked (or allowed them but holds no subscription), and did not say "not now"
 * lately. The browser's permission prompt comes only from the click on "turn on"; nothing is
 * asked on page load. Decided after mount: SSR never renders it.
 */
export function PushOptIn({ userId }: { userId: string }) {
  const headingId = useId()
  const queryClient = useQueryClient()
  const onSettingsPage = useRouterState({ select: (s) => s.location.pathname === SETTINGS_PATH })
  const [visible, setVisible] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void (async () => {
      if (dismissedRecently()) return
      const push = await loadPushDevice()
      if (push.currentPushSupport() !== 'supported' || push.notificationPermission() === 'denied') return
      const subscribed = await push.currentSubscription().catch(() => null)
      if (live && !subscribed) setVisible(true)
    })().catch(() => undefined)
    return () => {
      live = false
    }
  }, [userId])

  if (!visible || onSettingsPage) return null

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, String(Date.now()))
    } catch {
      // Storage blocked: it is only hidden for this page view.
    }
    setVisible(false)
  }
  const accept = async () => {
    setBusy(true)
    setProblem(null)
    const result = await (await loadPushDevice()).enablePush(userId).catch(() => 'subscribe-failed' as const)
    setBusy(false)
    await queryClient.invalidateQueries({ queryKey: notificationKeys.devices(userId) })
    if (result === 'on') {
      setVisible(false)
      toast.success(t('notifications.device.turnedOn'))
      return
    }
    const problems = {
      unsupported: t('notifications.device.unsupported'),
      denied: t('notifications.device.denied'),
      'not-granted': t('notifications.device.notGranted'),
      'subscribe-failed': t('notifications.device.subscribeFailed'),
      'save-failed': t('notifications.device.saveFailed'),
    } as const
    setProblem(problems[result])
  }

  return (
    <aside className="push-opt-in" aria-labelledby={headingId}>
      <div className="push-opt-in__inner">
        <p id={headingId} className="push-opt-in__title">
          {t('notifications.prompt.label')}
        </p>
        <p className="push-opt-in__text">{t('notifications.prompt.text')}</p>
        {problem ? (
          <p role="alert" className="notifications__problem">
            {problem} <Link to={SETTINGS_PATH}>{t('notifications.title')}</Link>
          </p>
        ) : null}
        <div className="push-opt-in__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void accept()}>
            {busy ? t('notifications.device.working') : t('notifications.prompt.accept')}
          </button>
          <button type="button" className="button" onClick={dismiss}>
            {t('notifications.prompt.dismiss')}
          </button>
        </div>
      </div>
    </aside>
  )
}
