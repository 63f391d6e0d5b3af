import { createHash, createHmac, randomBytes } from 'node:crypto'
import { ID_PATTERN } from '~/contract/api/common'
import { userRoleSchema, type UserRole } from '~/contract/api/user'
import type { AuthUser } from '~/server/app-env'
import type { RefreshTokensRepository } from '~/server/db/repositories/refresh-tokens-repository'
import type { UsersRepository } from '~/server/db/repositories/users-repository'
import { AppError } from '~/server/errors'
import type { Clock } from './clock'
import { hs256, type Hs256 } from './hs256'

/**
 * Access tokens: HS256 JWTs `{sub, role, sid, iat, exp}`, `sid` the refresh-token family (the
 * session) they were issued in. Refresh tokens: 32 random bytes (base64url), stored only as
 * SHA-256, rotated on every use, grouped in families with an absolute expiry; a replayed token
 * revokes its family. An access token is good only while its family is: a sign-out (or a replay)
 * ends it at once, not when it expires.
 */
export type Session = {
  readonly accessToken: string
  readonly refreshToken: string
  /** When the refresh token's family ends (the cookie's lifetime). */
  readonly refreshExpiresAt: Date
  readonly user: AuthUser
}

/** Who signs in: the session is made for them. */
export type SessionUser = Pick<AuthUser, 'id' | 'role'>

export type TokenService = {
  issueAccessToken(user: AuthUser): Promise<string>
  /**
   * The token's user; 401 for a bad signature, another algorithm, a malformed or expired token,
   * or one whose session has ended (signed out, replayed, expired) or that names none.
   */
  verifyAccessToken(token: string, options?: VerifyOptions): Promise<AuthUser>
  /** A new sign-in: an access token and the first refresh token of a new family. */
  startSession(user: SessionUser): Promise<Session>
  /** Exchanges a refresh token for a new pair; 401 when it is unknown, used, revoked or expired. */
  refresh(refreshToken: string, options?: { expectUserId?: string }): Promise<Session>
  /** Ends the token's family; answers its user (undefined for an unknown token). */
  revoke(refreshToken: string): Promise<string | undefined>
}

export type TokenServiceOptions = {
  readonly secret: string
  readonly accessTtlSeconds: number
  readonly refreshTtlSeconds: number
  /** A token exchanged this recently may be exchanged again (two tabs renewing at once). */
  readonly reuseGraceSeconds: number
  readonly now: Clock
  readonly refreshTokens: RefreshTokensRepository
  readonly users: UsersRepository
}

const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** One secret, separate keys per use: a leaked OTP HMAC key must not sign tokens. */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex')
}

export type VerifyOptions = {
  /** Accept a token past its `exp` (renewal, which checks the refresh token instead). */
  readonly allowExpired?: boolean
  /** Refuse a token that expires within this many seconds (default 0: valid now is enough). */
  readonly validForSeconds?: number
}

/**
 * The access-token check: what every API call does with a bearer token, and what the page server
 * does before it shows a signed-in visitor a shared page (server/main.ts, through backend.ts).
 */
function accessTokenVerifier(tokenKey: Hs256, now: Clock, refreshTokens: Pick<RefreshTokensRepository, 'isLiveSession'>): (token: string, options?: VerifyOptions) => Promise<AuthUser> {
  const unauthorized = () => AppError.unauthorized('Invalid or expired token')
  return async (token, opts = {}) => {
    // The algorithm is pinned: `none`, HS512, RS256 with our secret as a "public key" and friends
    // all fail here. Time claims are checked below against our clock.
    const payload = await tokenKey.verify(token)
    if (!payload) throw unauthorized()
    const { sub, role, sid, exp } = payload
    if (typeof sub !== 'string' || !ID_PATTERN.test(sub) || typeof exp !== 'number') throw unauthorized()
    // A token without a session (issued before tokens named theirs) is refused: the page renews it.
    if (typeof sid !== 'string' || !ID_PATTERN.test(sid)) throw unauthorized()
    const parsedRole = userRoleSchema.safeParse(role)
    if (!parsedRole.success) throw unauthorized()
    const at = now()
    if (!opts.allowExpired && exp <= at.getTime() / 1000 + (opts.validForSeconds ?? 0)) throw unauthorized()
    // Last, after the signature: only a token we issued costs a read.
    if (!(await refreshTokens.isLiveSession(sid, sub, at))) throw unauthorized()
    return { id: sub, role: parsedRole.data as UserRole, sessionId: sid }
  }
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function createTokenService(options: TokenServiceOptions): TokenService {
  const { now, refreshTokens, users } = options
  const tokenKey = hs256(deriveKey(options.secret, 'access-token/v1'))
  const unauthorized = () => AppError.unauthorized('Invalid or expired token')

  async function issueAccessToken(user: AuthUser): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000)
    return tokenKey.sign({ sub: user.id, role: user.role, sid: user.sessionId, iat, exp: iat + options.accessTtlSeconds })
  }

  async function startSession(sessionUser: SessionUser): Promise<Session> {
    const refreshToken = randomBytes(32).toString('base64url')
    const at = now()
    const family = await refreshTokens.createFamily({
      userId: sessionUser.id,
      tokenHash: hashRefreshToken(refreshToken),
      now: at,
      expiresAt: new Date(at.getTime() + options.refreshTtlSeconds * 1000),
    })
    const user: AuthUser = { ...sessionUser, sessionId: family.id }
    return { accessToken: await issueAccessToken(user), refreshToken, refreshExpiresAt: family.expiresAt, user }
  }

  return {
    issueAccessToken,
    startSession,

    verifyAccessToken: accessTokenVerifier(tokenKey, now, refreshTokens),

    async refresh(refreshToken, opts = {}) {
      if (!REFRESH_TOKEN_PATTERN.test(refreshToken)) throw unauthorized()
      const tokenHash = hashRefreshToken(refreshToken)
      if (opts.expectUserId !== undefined) {
        // Checked before rotating, so a mismatched pair leaves the real owner's token usable.
        const family = await refreshTokens.findFamilyByToken(tokenHash)
        if (!family || family.userId !== opts.expectUserId) throw unauthorized()
      }
      const next = randomBytes(32).toString('base64url')
      const result = await refreshTokens.rotate({ tokenHash, nextTokenHash: hashRefreshToken(next), now: now(), reuseGraceMs: options.reuseGraceSeconds * 1000 })
      if (result.status !== 'rotated') throw unauthorized()
      // The role may have changed since sign-in (admin:grant); the new access token carries today's.
      const user = await users.findById(result.family.userId)
      if (!user) throw unauthorized()
      const authUser: AuthUser = { id: user.id, role: user.role, sessionId: result.family.id }
      return {
        accessToken: await issueAccessToken(authUser),
        refreshToken: next,
        refreshExpiresAt: result.family.expiresAt,
        user: authUser,
      }
    },

    async revoke(refreshToken) {
      if (!REFRESH_TOKEN_PATTERN.test(refreshToken)) return undefined
      const family = await refreshTokens.revokeFamilyOf(hashRefreshToken(refreshToken), now())
      return family?.userId
    },
  }
}
