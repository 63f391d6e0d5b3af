import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie, getResponseHeaders } from '@tanstack/react-start/server'
import { parseSetCookie } from 'cookie-es'

// cookie-es is what TanStack Start's own getCookie/setCookie use; `requestCookie` below reads a
// `Cookie` line by the same rules. In a Set-Cookie line, a value that does not decode reads as deleted.
const decodeOrEmpty = (value: string): string => {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

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
  .client((name: string): string | undefined => requestCookie(document.cookie, name))

/** Spaces and tabs around a name or value, which a `Cookie` line may carry. */
const blanks = /^[ \t]+|[ \t]+$/g

/**
 * One cookie's value in a `Cookie` header (or `document.cookie`); undefined when absent or empty.
 * The rules of cookie-es's `parse` (Start's): pairs split at `;`, name and value trimmed of spaces
 * and tabs, the first pair of a name counts, a value with `%` is URI-decoded. Written out because
 * this runs in every page's first load, where `parse` weighed half a kilobyte. A value that does
 * not decode is read as it is (then refused where it is used, as a token would be).
 */
export function requestCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq).replace(blanks, '') !== name) continue
    const value = pair.slice(eq + 1).replace(blanks, '')
    if (!value.includes('%')) return value || undefined
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

/**
 * The value the last `Set-Cookie` line for `name` gives it: '' when it deletes the cookie,
 * undefined when no line names it.
 */
export function responseCookie(setCookieLines: readonly string[], name: string): string | undefined {
  let value: string | undefined
  for (const line of setCookieLines) {
    const cookie = parseSetCookie(line, { decode: decodeOrEmpty })
    if (cookie?.name !== name) continue
    value = cookie.maxAge !== undefined && cookie.maxAge <= 0 ? '' : cookie.value
  }
  return value
}

/**
 * The `document.cookie` line that keeps a cookie script code and SSR both read: the whole site
 * (Path=/), sent on top-level navigations from elsewhere (SameSite=Lax), Secure on HTTPS.
 * `maxAge` 0 deletes it.
 */
export function siteCookieLine(name: string, value: string, options: { maxAge: number; secure: boolean }): string {
  // Written out rather than through cookie-es's serialize: this runs on every page's first load,
  // and serialize's checks for attributes we never set cost more than the first-load budget has
  // left. The name is ours and fixed; the value is encoded as serialize would.
  return `${name}=${encodeURIComponent(value)}; Max-Age=${options.maxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
}
