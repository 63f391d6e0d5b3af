import { refreshAnswerSchema, renewAnswerSchema, REFRESH_TOKEN_COOKIE } from '../../../contract/api/auth'
import { z } from 'zod/mini'
import { backendFetch } from '../api/backend-fetch'
import { backendBaseUrl } from '../api/base-url'
import { readCookie } from '../cookies'
import { pageAudience } from '../../../contract/page-audience'
import { ACCESS_TOKEN_COOKIE, readSession, sessionFromToken, signedInUnnamed, signedOut, type Session } from './session'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie, getRequestUrl, setCookie } from '@tanstack/react-start/server'

/**
 * The access token lives in a readable cookie (SSR and the browser both need it). The cookie
 * outlives the token itself, so an expired token still says "there is a session to renew".
 */
const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

export function saveAccessToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`
}

export function clearAccessToken(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}

const lostListeners = new Set<() => void>()

/** Called when a renewal is refused: the app clears its cache and leaves private pages. */
export function onSessionLost(listener: () => void): () => void {
  lostListeners.add(listener)
  return () => lostListeners.delete(listener)
}

let renewing: Promise<string | null> | null = null

/**
 * Renews the access token with the refresh cookie (`GET /v1/auth/refresh_token`). One renewal at
 * a time per tab: the refresh token rotates, so two at once would look like a replay.
 * A refusal clears the session; a network failure does not (the next call tries again).
 */
export function renewAccessToken(): Promise<string | null> {
  renewing ??= (async () => {
    try {
      const response = await fetch(`${backendBaseUrl()}/v1/auth/refresh_token`, { credentials: 'include', headers: { accept: 'application/json' } })
      if (response.ok) {
        const parsed = z.safeParse(refreshAnswerSchema, await response.json())
        if (parsed.success) {
          saveAccessToken(parsed.data.access_token)
          return parsed.data.access_token
        }
      }
      if (response.status >= 400 && response.status < 500) {
        clearAccessToken()
        for (const listener of lostListeners) listener()
      }
      return null
    } catch {
      return null
    } finally {
      renewing = null
    }
  })()
  return renewing
}

/** The saved token if it has more than 20 s left; otherwise a renewed one (browser only). */
export async function freshAccessToken(): Promise<string | undefined> {
  const token = readCookie(ACCESS_TOKEN_COOKIE)
  if (sessionFromToken(token).isLoggedIn || typeof document === 'undefined') return token
  return (await renewAccessToken()) ?? undefined
}

/**
 * The session the router starts from. In the browser, the saved token's: a page rendered for all
 * signed-in visitors alike carries no session, so the browser brings its own. On the server,
 * signed out (the root route reads the cookies), or signed in without a name for a shared render.
 */
export const startingSession = createIsomorphicFn()
  .server((): Session => (pageAudience() === 'signed-in' ? signedInUnnamed : signedOut))
  .client((): Session => readSession())

/**
 * The session for a navigation. On the server, the page-start renewal below; in the browser, a
 * saved token that is expired or about to be is renewed first, so every page (public ones too)
 * shows the signed-in state. No saved token at all: signed out, without asking the backend.
 */
export async function resolveSession(): Promise<Session> {
  const renewed = await renewAtPageStart()
  if (renewed) return sessionFromToken(renewed)
  const session = readSession()
  if (session.isLoggedIn || typeof document === 'undefined' || !readCookie(ACCESS_TOKEN_COOKIE)) return session
  const token = await renewAccessToken()
  return token ? sessionFromToken(token) : session
}

/**
 * At page start on the server: when the cookies hold both tokens and the access token is expired
 * or about to be, renew through `POST /v2/auth/renew` and hand the new cookies to the browser.
 * A failure is logged as the spec says and the page renders signed out. Answers the new token.
 */
export const renewAtPageStart = createIsomorphicFn()
  .server(async (): Promise<string | undefined> => {
    const accessToken = getCookie(ACCESS_TOKEN_COOKIE)
    const refreshToken = getCookie(REFRESH_TOKEN_COOKIE)
    if (!accessToken || !refreshToken || sessionFromToken(accessToken).isLoggedIn) return undefined
    try {
      const response = await backendFetch(`${backendBaseUrl()}/v2/auth/renew`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ access_token: accessToken, refresh_token: refreshToken }),
      })
      const parsed = response.ok ? z.safeParse(renewAnswerSchema, await response.json()) : null
      if (!parsed?.success) throw new Error(`renewal answered ${response.status}`)
      const secure = getRequestUrl().protocol === 'https:'
      setCookie(ACCESS_TOKEN_COOKIE, parsed.data.access_token, { path: '/', sameSite: 'lax', secure, maxAge: SESSION_COOKIE_MAX_AGE_S })
      setCookie(REFRESH_TOKEN_COOKIE, parsed.data.refresh_token, { path: '/', sameSite: 'lax', secure, httpOnly: true, maxAge: SESSION_COOKIE_MAX_AGE_S })
      return parsed.data.access_token
    } catch (error) {
      console.error('error renewing token', error instanceof Error ? error.message : error)
      return undefined
    }
  })
  .client(async (): Promise<string | undefined> => undefined)
