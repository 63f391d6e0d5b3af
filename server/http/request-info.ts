import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { AppError } from '../errors'
import { cameOverHttps, type HttpsRule } from './security-headers'

/**
 * True when cookies set in this answer must be `Secure`: always in production, and elsewhere
 * whenever the request came over HTTPS (see cameOverHttps).
 */
export function secureCookies(c: Context<AppEnv>, rule: HttpsRule & { readonly isProduction: boolean }): boolean {
  const env = c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined
  return rule.isProduction || cameOverHttps({ encrypted: env?.incoming?.socket?.encrypted === true, forwardedProto: c.req.header('x-forwarded-proto') }, rule)
}

/**
 * The client's address: the socket's (the Node server passes its `incoming` request as the
 * app's env). `X-Forwarded-For` only when TRUST_PROXY=true, and then its last entry, the one our
 * own proxy appended: anything before it was written by the client and proves nothing.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

/**
 * The cookie calls change state on a GET (the spec's paths), so SameSite=Lax alone would let
 * another site trigger them with a top-level navigation: refuse anything cross-site. Browsers
 * send `Sec-Fetch-Site`; older ones at least send `Origin` on cross-origin requests.
 */
export function refuseCrossSite(c: Context<AppEnv>, publicOrigin: string | undefined): void {
  if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') {
    throw AppError.forbidden('Cross-site request refused')
  }
  const origin = c.req.header('origin')
  if (origin === undefined) return
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    // Includes `Origin: null` (sandboxed frames, some redirects).
    throw AppError.forbidden('Cross-site request refused')
  }
  const requestHost = c.req.header('host') ?? new URL(c.req.url).host
  const publicHost = publicOrigin ? new URL(publicOrigin).host : undefined
  if (originHost !== requestHost && originHost !== publicHost) throw AppError.forbidden('Cross-site request refused')
}
