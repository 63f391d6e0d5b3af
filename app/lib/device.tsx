import { useRouter } from '@tanstack/react-router'
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'

/** The spec's breakpoints: mobile up to 600 px, tablet up to 1024 px, desktop from 1025 px. */
export const MOBILE_MAX = 600
export const TABLET_MAX = 1024

const mobileQuery = `(max-width: ${MOBILE_MAX}px)`
const tabletQuery = `(min-width: ${MOBILE_MAX + 1}px) and (max-width: ${TABLET_MAX}px)`

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    // Layout is done in CSS, so the server's answer never has to match the screen.
    () => false,
  )
}

export type DeviceState = { isMobile: boolean; isTablet: boolean; routerHistoryLog: readonly string[] }

const HistoryLogContext = createContext<readonly string[]>([])

/** Keeps the list of visited paths (the spec's routerHistoryLog), newest last. */
export function DeviceStateProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [log, setLog] = useState<readonly string[]>([])
  useEffect(() => {
    setLog([router.state.location.href])
    return router.subscribe('onResolved', ({ toLocation }) => setLog((prev) => [...prev.slice(-49), toLocation.href]))
  }, [router])
  return <HistoryLogContext.Provider value={log}>{children}</HistoryLogContext.Provider>
}

/** The spec's device state, for code that needs it (layout itself is CSS). */
export function useDevice(): DeviceState {
  const isMobile = useMediaQuery(mobileQuery)
  const isTablet = useMediaQuery(tabletQuery)
  const routerHistoryLog = useContext(HistoryLogContext)
  return { isMobile, isTablet, routerHistoryLog }
}
