import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** Shown only when a page change takes longer than this, so quick navigations do not flicker. */
export const LOADING_BAR_DELAY_MS = 150

/** The thin bar at the top of the page while a navigation is pending. */
export function LoadingBar() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pending])
  return <div className="loading-bar" data-visible={visible} aria-hidden="true" />
}
