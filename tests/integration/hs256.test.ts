import { createHmac } from 'node:crypto'
import { sign } from 'hono/jwt'
import { describe, expect, it } from 'vitest'
import { signHs256, verifyHs256 } from '../../server/services/hs256'

const KEY = 'k'.repeat(64)
const claims = { sub: 'u1', role: 'normal', iat: 1, exp: 2 }
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const hmac = (body: string, key = KEY) => createHmac('sha256', key).update(body).digest('base64url')

describe('HS256 tokens', () => {
  it('verifies its own tokens and standard ones (tokens issued before stay valid)', async () => {
    expect(verifyHs256(signHs256(claims, KEY), KEY)).toEqual(claims)
    expect(verifyHs256(await sign(claims, KEY, 'HS256'), KEY)).toEqual(claims)
    const [header] = signHs256(claims, KEY).split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
  })

  it('refuses another key, a changed payload or signature, and malformed tokens', async () => {
    const token = signHs256(claims, KEY)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    expect(verifyHs256(token, `${KEY}x`)).toBeNull()
    expect(verifyHs256(`${header}.${b64({ ...claims, role: 'admin' })}.${signature}`, KEY)).toBeNull()
    expect(verifyHs256(`${header}.${payload}.${signature.slice(0, -2)}`, KEY)).toBeNull()
    expect(verifyHs256(`${header}.${payload}.${signature}=`, KEY)).toBeNull()
    expect(verifyHs256(`${header}.${payload}`, KEY)).toBeNull()
    expect(verifyHs256(`${token}.x`, KEY)).toBeNull()
    expect(verifyHs256('', KEY)).toBeNull()
    expect(verifyHs256('not.a.jwt', KEY)).toBeNull()
    // A correctly signed body that is not a JSON object.
    const arrayBody = `${header}.${Buffer.from('[1]').toString('base64url')}`
    expect(verifyHs256(`${arrayBody}.${hmac(arrayBody)}`, KEY)).toBeNull()
  })

  it('accepts only HS256: none, HS512 and other types are refused even when their signature is right', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`
    expect(verifyHs256(none, KEY)).toBeNull()
    expect(verifyHs256(await sign(claims, KEY, 'HS512'), KEY)).toBeNull()
    for (const header of [{ alg: 'hs256' }, { alg: 'RS256' }, { alg: 'HS256', typ: 'JWE' }, { typ: 'JWT' }]) {
      const body = `${b64(header)}.${b64(claims)}`
      expect(verifyHs256(`${body}.${hmac(body)}`, KEY)).toBeNull()
    }
    const noType = `${b64({ alg: 'HS256' })}.${b64(claims)}`
    expect(verifyHs256(`${noType}.${hmac(noType)}`, KEY)).toEqual(claims)
  })
})
