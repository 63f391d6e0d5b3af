import type { MiddlewareHandler } from 'hono'
import type { UserRole } from '~/contract/api/user'
import type { AppEnv } from '~/server/app-env'
import { AppError } from '~/server/errors'
import type { TokenService } from '~/server/services/token-service'

/**
 * `Authorization: Bearer <access token>` required; sets `c.get('user')`. 401 `unauthorized`
 * otherwise. The role is the one in the token (at most one access-token lifetime old).
 */
export function requireUser(tokens: TokenService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match?.[1]) throw AppError.unauthorized()
    c.set('user', await tokens.verifyAccessToken(match[1]))
    await next()
  }
}

/** After `requireUser`: 403 `forbidden` unless the caller has one of `roles`. */
export function requireRole(...roles: readonly UserRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user as AppEnv['Variables']['user'] | undefined
    if (!user) throw AppError.unauthorized()
    if (!roles.includes(user.role)) throw AppError.forbidden()
    await next()
  }
}
