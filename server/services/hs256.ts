import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * HS256 JSON Web Tokens (RFC 7519) with Node's own HMAC. Verifying is on the path of every
 * authorized call, and of every signed-in page render; Web Crypto would import the key again for
 * each token. Only HS256 is accepted: the header must say exactly that, so `none`, HS512 and
 * public-key algorithms are refused before any signature is computed.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
const BASE64URL = /^[A-Za-z0-9_-]*$/

export function signHs256(claims: Record<string, unknown>, key: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

/** The token's claims when its signature is right for `key`; null for anything else. Time claims are the caller's. */
export function verifyHs256(token: string, key: string): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, payload, signature] = parts as [string, string, string]
  if (!header || !payload || !BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return null
  const claims = decode(header)
  if (!claims || claims.alg !== 'HS256' || (claims.typ !== undefined && claims.typ !== 'JWT')) return null
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return decode(payload)
}

function decode(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
