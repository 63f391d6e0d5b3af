import { useEffect, useState } from 'react'

/**
 * The visitor's offset from GMT in hours, or null until the browser has said (server rendering
 * cannot know it). Editors of times wait for it, so a grid is never loaded in the wrong zone.
 */
export function useClientOffset(): number | null {
  const [offset, setOffset] = useState<number | null>(null)
  useEffect(() => setOffset(-new Date().getTimezoneOffset() / 60), [])
  return offset
}
