import { useEffect, useRef } from 'react'

/**
 * The account menu shows the verification status from a query of its own. When the registration
 * says something else (just submitted, or staff decided meanwhile), `onStatusChange` lets the page
 * that composes this feature refresh it. Once per status seen, so a status query that cannot load
 * does not cause a loop.
 */
export function useStatusSync(status: string | null, accountStatus: string | null | undefined, onStatusChange: (() => void) | undefined) {
  const synced = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (!onStatusChange || accountStatus === undefined || status === accountStatus || synced.current === status) return
    synced.current = status
    onStatusChange()
  }, [status, accountStatus, onStatusChange])
}
