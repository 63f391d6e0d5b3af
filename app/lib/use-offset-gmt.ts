import { useEffect, useState } from 'react'

/**
 * The visitor's time zone as hours from GMT (the spec sends it so). The server cannot know it, so
 * the first render uses `fallback` (the server's assumption) and the browser corrects it after.
 */
export function useOffsetGmt(fallback: number): number {
  const [offset, setOffset] = useState(fallback)
  useEffect(() => setOffset(-new Date().getTimezoneOffset() / 60), [])
  return offset
}
