import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie, getResponseHeaders } from '@tanstack/react-start/server'

/**
 * Reads a cookie during SSR and in the browser (from `document.cookie`). During SSR, a cookie this
 * response already sets (the tokens renewed at page start) counts over the request's: the rest of
 * the render goes on with what the browser will hold, not with what it sent.
 */
export const readCookie = createIsomorphicFn()
  .server((name: string): string | undefined => {
    const setHere = responseCookie((getResponseHeaders() as unknown as Headers).getSetCookie(), name)
    return setHere === undefined ? getCookie(name) : setHere || undefined
  })
  .client((name: string): string | undefined => {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=')
      if (eq < 0) continue
      if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
    }
    return undefined
  })

/**
 * The value the last `Set-Cookie` line for `name` gives it: '' when it deletes the cookie,
 * undefined when no line names it.
 */
export function responseCookie(setCookieLines: readonly string[], name: string): string | undefined {
  let value: string | undefined
  for (const line of setCookieLines) {
    const [pair = '', ...attributes] = line.split(';')
    const eq = pair.indexOf('=')
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue
    const deleted = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a))
    try {
      value = deleted ? '' : decodeURIComponent(pair.slice(eq + 1).trim())
    } catch {
      value = ''
    }
  }
  return value
}
