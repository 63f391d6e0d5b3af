import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'

/** Reads a cookie during SSR (from the request) and in the browser (from `document.cookie`). */
export const readCookie = createIsomorphicFn()
  .server((name: string): string | undefined => getCookie(name))
  .client((name: string): string | undefined => {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=')
      if (eq < 0) continue
      if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
    }
    return undefined
  })
