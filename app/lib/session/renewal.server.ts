import { z } from 'zod/mini'
import { deleteCookie, getCookie, getRequestUrl, setCookie } from '@tanstack/react-start/server'
import { REFRESH_TOKEN_COOKIE, renewAnswerSchema } from '~/contract/api/auth'
import { backendFetch } from '~/app/lib/api/backend-fetch'
import { backendBaseUrl } from '~/app/lib/api/base-url'
import { ACCESS_TOKEN_COOKIE, SESSION_COOKIE_MAX_AGE_S, type Renewal } from './session'

/** Answers of the backend's renewal that mean "this session is over" rather than "try later". */
const REFUSALS = new Set([400, 401, 403])

/**
 * Renews the session held by this request's cookies, on the site's own origin: both cookie values
 * go to the backend's `POST /v2/auth/renew` (the spec's token renewal request), and the answer's
 * tokens come back to the browser as the same two cookies. A refusal deletes them; a failure
 * leaves them. Either is logged as the spec says ('error renewing token'), with the status only:
 * tokens never reach the log.
 */
export async function renewFromCookies(): Promise<Renewal> {
  const accessToken = getCookie(ACCESS_TOKEN_COOKIE)
  const refreshToken = getCookie(REFRESH_TOKEN_COOKIE)
  const secure = getRequestUrl().protocol === 'https:'
  if (!accessToken || !refreshToken) {
    // Nothing to renew with: whatever half of a session is left cannot come back.
    forgetSession(secure)
    return { kind: 'refused' }
  }
  let response: Response
  try {
    response = await backendFetch(`${backendBaseUrl()}/v2/auth/renew`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ access_token: accessToken, refresh_token: refreshToken }),
    })
  } catch (error) {
    console.error('error renewing token', `no answer from the backend (${error instanceof Error ? error.name : 'error'})`)
    return { kind: 'failed' }
  }
  if (REFUSALS.has(response.status)) {
    console.error('error renewing token', `refused with ${response.status}`)
    forgetSession(secure)
    return { kind: 'refused' }
  }
  const parsed = response.ok ? z.safeParse(renewAnswerSchema, await response.json().catch(() => null)) : null
  if (!parsed?.success) {
    console.error('error renewing token', response.ok ? 'the answer is not a renewal' : `answered ${response.status}`)
    return { kind: 'failed' }
  }
  setCookie(ACCESS_TOKEN_COOKIE, parsed.data.access_token, { path: '/', sameSite: 'lax', secure, maxAge: SESSION_COOKIE_MAX_AGE_S })
  setCookie(REFRESH_TOKEN_COOKIE, parsed.data.refresh_token, { path: '/', sameSite: 'lax', secure, httpOnly: true, maxAge: SESSION_COOKIE_MAX_AGE_S })
  return { kind: 'renewed', accessToken: parsed.data.access_token }
}

function forgetSession(secure: boolean) {
  deleteCookie(ACCESS_TOKEN_COOKIE, { path: '/', sameSite: 'lax', secure })
  deleteCookie(REFRESH_TOKEN_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true })
}
