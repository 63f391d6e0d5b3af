import { z } from 'zod/mini'
import { parseSetCookie } from 'cookie-es'
import { appendResponseHeader, deleteCookie, getCookie, getRequestHeader, getRequestUrl, setCookie } from '@tanstack/react-start/server'
import { REFRESH_TOKEN_COOKIE, renewAnswerSchema } from '~/contract/api/auth'
import { backendFetch } from '~/app/lib/api/backend-fetch'
import { backendBaseUrl } from '~/app/lib/api/base-url'
import { ACCESS_TOKEN_COOKIE, SESSION_COOKIE_MAX_AGE_S, type Renewal } from './session'

/** Answers of the backend's renewal that mean "this session is over" rather than "try later". */
const REFUSALS = new Set([400, 401, 403])

const SESSION_COOKIES: readonly string[] = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]

/**
 * Renews the session held by this request's cookies, on the site's own origin: both cookie values
 * go to the backend's `POST /v2/auth/renew` (the spec's token renewal request), and the answer's
 * tokens come back to the browser as the same two cookies. A refusal deletes them; a failure
 * leaves them. Either is logged as the spec says ('error renewing token'), with the status only:
 * tokens never reach the log.
 *
 * The cookies are the backend's own: its answer sets them by the rule its sign-in does
 * (server/http/session-cookies.ts: Secure always in production, elsewhere over HTTPS), and they
 * are passed on as they are. The page cannot tell on its own: behind a proxy that says nothing
 * of the scheme, a request over HTTPS reaches it as plain HTTP.
 */
export async function renewFromCookies(): Promise<Renewal> {
  const accessToken = getCookie(ACCESS_TOKEN_COOKIE)
  const refreshToken = getCookie(REFRESH_TOKEN_COOKIE)
  if (!accessToken || !refreshToken) {
    // Nothing to renew with: whatever half of a session is left cannot come back.
    forgetSession()
    return { kind: 'refused' }
  }
  let response: Response
  try {
    // The scheme the page request came with, for the backend's HTTPS rule (honoured there only with TRUST_PROXY).
    const forwardedProto = getRequestHeader('x-forwarded-proto')
    response = await backendFetch(`${backendBaseUrl()}/v2/auth/renew`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}) },
      body: JSON.stringify({ access_token: accessToken, refresh_token: refreshToken }),
    })
  } catch (error) {
    console.error('error renewing token', `no answer from the backend (${error instanceof Error ? error.name : 'error'})`)
    return { kind: 'failed' }
  }
  if (REFUSALS.has(response.status)) {
    console.error('error renewing token', `refused with ${response.status}`)
    if (!passOnSessionCookies(response)) forgetSession()
    return { kind: 'refused' }
  }
  const parsed = response.ok ? z.safeParse(renewAnswerSchema, await response.json().catch(() => null)) : null
  if (!parsed?.success) {
    console.error('error renewing token', response.ok ? 'the answer is not a renewal' : `answered ${response.status}`)
    return { kind: 'failed' }
  }
  if (!passOnSessionCookies(response)) {
    // A backend of the spec's calls only answers the tokens without cookies: written here then.
    const secure = fallbackSecure()
    setCookie(ACCESS_TOKEN_COOKIE, parsed.data.access_token, { path: '/', sameSite: 'lax', secure, maxAge: SESSION_COOKIE_MAX_AGE_S })
    setCookie(REFRESH_TOKEN_COOKIE, parsed.data.refresh_token, { path: '/', sameSite: 'lax', secure, httpOnly: true, maxAge: SESSION_COOKIE_MAX_AGE_S })
  }
  return { kind: 'renewed', accessToken: parsed.data.access_token }
}

/** Passes the backend's Set-Cookie lines for the session's cookies on to the browser; true when it set the refresh cookie. */
function passOnSessionCookies(response: Response): boolean {
  let refreshSet = false
  for (const line of response.headers.getSetCookie()) {
    const name = parseSetCookie(line)?.name
    if (name === undefined || !SESSION_COOKIES.includes(name)) continue
    appendResponseHeader('set-cookie', line)
    if (name === REFRESH_TOKEN_COOKIE) refreshSet = true
  }
  return refreshSet
}

function forgetSession() {
  const secure = fallbackSecure()
  deleteCookie(ACCESS_TOKEN_COOKIE, { path: '/', sameSite: 'lax', secure })
  deleteCookie(REFRESH_TOKEN_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true })
}

/**
 * Only where the backend wrote no cookie: Secure unless the page was asked for over plain HTTP at
 * a loopback name (a developer's machine). Anywhere else plain HTTP may be a proxy's hop that
 * hides HTTPS, and the session must not lose `Secure` there.
 */
function fallbackSecure(): boolean {
  const url = getRequestUrl()
  if (url.protocol === 'https:') return true
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host))
}
