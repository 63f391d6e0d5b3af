import { useCallback, useState } from 'react'
import { browserStorage, loadSessionConfig, saveSessionConfig, type SessionConfig } from '~/app/features/session/session-config'

/** The remembered session config; every change is saved at once. Browser pages only. */
export function useSessionConfig(): [SessionConfig, (patch: Partial<SessionConfig>) => void] {
  const [config, setConfig] = useState(() => loadSessionConfig(browserStorage()))
  const update = useCallback((patch: Partial<SessionConfig>) => {
    setConfig((current) => {
      const next = { ...current, ...patch }
      saveSessionConfig(browserStorage(), next)
      return next
    })
  }, [])
  return [config, update]
}
