import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '~/contract/values/auth'
import type { AppEnv } from '~/server/app-env'
import type { Session } from '~/server/services/token-service'

/**
 * The one writer of the session's cookies: sign-in, registration, the cookie renewal
 * (`GET /v1/auth/refresh_token`), logout, and the page server's renewal (`POST /v2/auth/renew`,
 * whose Set-Cookie lines the page server passes on to the browser as they are,
 * app/lib/session/renewal.server.ts). `secure` comes from one rule, secureCookies in
 * request-info.ts (always in production), so no path can set the 30-day refresh token without
 * `Secure` where another sets it with.
 */

/** Seconds the session has left: the family's expiry is absolute, so every rotated cookie lives only as long as what remains. */
const secondsLeft = (session: Session, now: Date) => Math.max(0, Math.floor((session.refreshExpiresAt.getTime() - now.getTime()) / 1000))

export function setRefreshCookie(c: Context<AppEnv>, session: Session, secure: boolean, now: Date): void {
  setCookie(c, REFRESH_TOKEN_COOKIE, session.refreshToken, { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge: secondsLeft(session, now) })
}

/**
 * Both cookies (the page server's renewal). The access token's cookie outlives the token, as long
 * as the session, so an expired token still says "there is a session to renew"; scripts read it.
 */
export function setSessionCookies(c: Context<AppEnv>, session: Session, secure: boolean, now: Date): void {
  setCookie(c, ACCESS_TOKEN_COOKIE, session.accessToken, { sameSite: 'Lax', path: '/', secure, maxAge: secondsLeft(session, now) })
  setRefreshCookie(c, session, secure, now)
}

export function clearRefreshCookie(c: Context<AppEnv>, secure: boolean): void {
  deleteCookie(c, REFRESH_TOKEN_COOKIE, { httpOnly: true, sameSite: 'Lax', path: '/', secure })
}

export function clearSessionCookies(c: Context<AppEnv>, secure: boolean): void {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { sameSite: 'Lax', path: '/', secure })
  clearRefreshCookie(c, secure)
}
