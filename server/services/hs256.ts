import { compactVerify, SignJWT } from 'jose'
import { LRUCache } from 'lru-cache'

/**
 * HS256 JSON Web Tokens (RFC 7519) through jose. The key is imported into Web Crypto once per
 * `hs256(key)`, not once per token: verifying is on the path of every authorized call and of every
 * signed-in page render, and jose imports a secret given as bytes or as a KeyObject again for every
 * token (a fifth of a verification's time). Only HS256 is accepted, so `none`, HS512 and
 * public-key algorithms are refused before any signature is computed; a `typ`, when present, must
 * be `JWT`. Time claims are the caller's (token-service.ts checks them against its own clock, and
 * renewal accepts an expired token).
 *
 * A token once verified is remembered (the last `VERIFIED_KEPT`, by its exact text): the same
 * token comes back with every call a signed-in page makes while it renders and with every call of
 * the app, and its signature cannot change. Only tokens that passed are kept, so a forged or
 * altered one is checked every time; each answer is a copy, so no caller can change another's.
 */
export type Hs256 = {
  sign(claims: Record<string, unknown>): Promise<string>
  /** The token's claims when its signature is right for the key; null for anything else. */
  verify(token: string): Promise<Record<string, unknown> | null>
}

const ALGORITHMS = ['HS256']
// RFC 7515's compact form is base64url without padding. jose's decoder also takes `=` and other
// leniencies, so a token is held to the strict shape first (one token, one spelling).
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/
const utf8 = new TextDecoder('utf-8', { fatal: true })
/** About 3 MB at most: a token is a few hundred bytes. */
const VERIFIED_KEPT = 10_000

export function hs256(key: string): Hs256 {
  const secret = crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  const verified = new LRUCache<string, Readonly<Record<string, unknown>>>({ max: VERIFIED_KEPT })
  const check = async (token: string): Promise<Record<string, unknown> | null> => {
    if (!COMPACT_JWS.test(token)) return null
    try {
      const { payload, protectedHeader } = await compactVerify(token, await secret, { algorithms: ALGORITHMS })
      if (protectedHeader.typ !== undefined && protectedHeader.typ !== 'JWT') return null
      const claims: unknown = JSON.parse(utf8.decode(payload))
      return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null
    } catch {
      return null
    }
  }
  return {
    sign: async (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await secret),
    async verify(token) {
      const known = verified.get(token)
      if (known) return { ...known }
      const claims = await check(token)
      if (claims) verified.set(token, Object.freeze({ ...claims }))
      return claims
    },
  }
}
