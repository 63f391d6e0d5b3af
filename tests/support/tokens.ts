/**
 * A JWT-shaped token with the given claims and no valid signature. The web client only reads a
 * token's claims to decide what to show; the backend verifies tokens on every call.
 */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.${Buffer.from('unsigned').toString('base64url')}`
}
