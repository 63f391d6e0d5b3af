import { readCookie } from '~/app/lib/cookies'
import { ACCESS_TOKEN_COOKIE } from '~/contract/values/auth'

/** The saved access token (the spec's "saved token"): a cookie both SSR and the browser read. */
export { ACCESS_TOKEN_COOKIE }

/**
 * The access token's cookie outlives the token itself, so an expired token still says "there is
 * a session to renew".
 */
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

/** The spec counts a token as expired 20 s before its `exp`. */
export const TOKEN_EXPIRY_SKEW_MS = 20_000

/**
 * Who the page is for. `signed-in-shared`: signed in, without saying who, the session of a server
 * render shared by every signed-in visitor (the `signed-in-shared` audience of
 * contract/page-request.ts); it never reaches the browser, which starts from its own saved token.
 * `userId` is null but for a `user`, so a query keyed on it is simply off without one.
 */
export type Session =
  | { readonly kind: 'signed-out'; readonly userId: null }
  | { readonly kind: 'signed-in-shared'; readonly userId: null }
  | {
      readonly kind: 'user'
      readonly userId: string
      /** Milliseconds since the epoch when the access token stops being usable. */
      readonly expiresAt: number
    }

export const signedOut: Session = { kind: 'signed-out', userId: null }
export const signedInShared: Session = { kind: 'signed-in-shared', userId: null }

/** Signed in, whether or not the page knows as whom. */
export const isSignedIn = (session: Session): boolean => session.kind !== 'signed-out'

/**
 * What a renewal came to (app/lib/session/session.functions.ts). `refused`: the backend turned the
 * refresh token down (or there was none to send), so the session is over and its cookies are
 * gone. `failed`: no usable answer (the backend down, a network failure); the cookies stay and a
 * later renewal tries again.
 */
export type Renewal = { kind: 'renewed'; accessToken: string } | { kind: 'refused' } | { kind: 'failed' }

type TokenClaims = { sub?: unknown; exp?: unknown }

/** Reads a JWT's claims without verifying it: the backend verifies on every call. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='))
    const claims: unknown = JSON.parse(json)
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null
  } catch {
    return null
  }
}

export function sessionFromToken(token: string | undefined, now = Date.now()): Session {
  if (!token) return signedOut
  const claims = decodeTokenClaims(token)
  if (!claims || typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return signedOut
  const expiresAt = claims.exp * 1000
  if (expiresAt - TOKEN_EXPIRY_SKEW_MS <= now) return signedOut
  return { kind: 'user', userId: claims.sub, expiresAt }
}

/** The session as the saved access token describes it, on the server and in the browser. */
export function readSession(now = Date.now()): Session {
  return sessionFromToken(readCookie(ACCESS_TOKEN_COOKIE), now)
}
