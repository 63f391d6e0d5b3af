import { REFRESH_TOKEN_COOKIE } from '~/contract/values/auth'
import { readCookie, siteCookieLine } from '~/app/lib/cookies'
import { ACCESS_TOKEN_COOKIE, readSession, SESSION_COOKIE_MAX_AGE_S, sessionFromToken, signedInShared, signedOut, type Session } from './session'
import { createIsomorphicFn } from '@tanstack/react-start'
import { pageRequestContext } from '~/app/lib/html/page-request-context'

/**
 * The session's renewal (a server function), loaded when first needed: its browser side brings
 * Start's RPC client and serializer, which no page needs until a token runs out.
 */
const renewSession = async () => (await import('./session.functions')).renewSession()

export function saveAccessToken(token: string): void {
  document.cookie = siteCookieLine(ACCESS_TOKEN_COOKIE, token, { maxAge: SESSION_COOKIE_MAX_AGE_S, secure: window.location.protocol === 'https:' })
}

export function clearAccessToken(): void {
  document.cookie = siteCookieLine(ACCESS_TOKEN_COOKIE, '', { maxAge: 0, secure: false })
}

const lostListeners = new Set<() => void>()

/** Called when a renewal is refused: the app clears its cache and leaves private pages. */
export function onSessionLost(listener: () => void): () => void {
  lostListeners.add(listener)
  return () => lostListeners.delete(listener)
}

let renewing: Promise<string | null> | null = null

/**
 * Renews the session from the browser, through the server function (session.functions.ts): the
 * site's server holds the refresh cookie's end of it. One renewal at a time per tab: the refresh
 * token rotates, so a tab's callers share one answer. A token another tab has just renewed (the
 * cookie is shared) is taken as it is, unless it is the one the backend just refused.
 * Without a saved token there is no session to renew. A refusal clears the session (the answer
 * deletes both cookies) and tells the listeners; a failure does not (the next call tries again).
 */
export function renewAccessToken(refusedToken?: string): Promise<string | null> {
  renewing ??= (async () => {
    try {
      const saved = readCookie(ACCESS_TOKEN_COOKIE)
      if (!saved) return null
      if (saved !== refusedToken && sessionFromToken(saved).kind === 'user') return saved
      const renewal = await renewSession()
      if (renewal.kind === 'renewed') return renewal.accessToken
      if (renewal.kind === 'refused') {
        clearAccessToken()
        for (const listener of lostListeners) listener()
      }
      return null
    } catch {
      // The call itself failed (offline, the site restarting): like a failed renewal.
      return null
    } finally {
      renewing = null
    }
  })()
  return renewing
}

/**
 * The saved token if it has more than 20 s left; otherwise, in the browser, a renewed one. On the
 * server the token is the one this request holds (renewed at page start when it had to be).
 */
export async function freshAccessToken(): Promise<string | undefined> {
  const token = readCookie(ACCESS_TOKEN_COOKIE)
  if (!token || sessionFromToken(token).kind === 'user' || typeof document === 'undefined') return token
  return (await renewAccessToken()) ?? undefined
}

/**
 * The session the router starts from. In the browser, the saved token's: a page rendered for all
 * signed-in visitors alike carries no session, so the browser brings its own. On the server,
 * signed out (the root route reads the cookies), or signed in without a name for a shared render.
 */
export const startingSession = createIsomorphicFn()
  .server((): Session => (pageRequestContext()?.audience === 'signed-in-shared' ? signedInShared : signedOut))
  .client((): Session => readSession())

/**
 * The session for a page (the root route's `beforeLoad`): a saved token that is expired or about
 * to be is renewed first, so every page, public ones too, shows the signed-in state. At page start
 * on the server that happens only when the cookies hold both tokens (spec 4); a failure leaves
 * the page signed out. No saved token at all: signed out, without asking anyone.
 */
export const resolveSession = createIsomorphicFn()
  .server(async (): Promise<Session> => {
    const session = readSession()
    if (session.kind === 'user' || !readCookie(ACCESS_TOKEN_COOKIE) || !readCookie(REFRESH_TOKEN_COOKIE)) return session
    const renewal = await renewSession()
    return renewal.kind === 'renewed' ? sessionFromToken(renewal.accessToken) : session
  })
  .client(async (): Promise<Session> => {
    const session = readSession()
    if (session.kind === 'user' || !readCookie(ACCESS_TOKEN_COOKIE)) return session
    const token = await renewAccessToken()
    return token ? sessionFromToken(token) : session
  })
