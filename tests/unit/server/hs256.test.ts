import { createHmac } from 'node:crypto'
import { sign } from 'hono/jwt'
import { describe, expect, it, vi } from 'vitest'
import { hs256 } from '~/server/services/hs256'

const KEY = 'k'.repeat(64)
const key = hs256(KEY)
const claims = { sub: 'u1', role: 'normal', iat: 1, exp: 2 }
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const hmac = (body: string, secret = KEY) => createHmac('sha256', secret).update(body).digest('base64url')
// The hand-written HS256 this replaced, as tokens already issued were signed.
const legacySign = (value: Record<string, unknown>) => {
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(value)}`
  return `${body}.${hmac(body)}`
}

describe('HS256 tokens', () => {
  it('verifies its own tokens and standard ones (tokens issued before stay valid)', async () => {
    expect(await key.verify(await key.sign(claims))).toEqual(claims)
    expect(await key.verify(await sign(claims, KEY, 'HS256'))).toEqual(claims)
    expect(await key.verify(legacySign(claims))).toEqual(claims)
    // Byte for byte what was issued before: the same header, claims and signature.
    expect(await key.sign(claims)).toBe(legacySign(claims))
    const [header] = (await key.sign(claims)).split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
  })

  it('refuses another key, a changed payload or signature, and malformed tokens', async () => {
    const token = await key.sign(claims)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    expect(await hs256(`${KEY}x`).verify(token)).toBeNull()
    expect(await key.verify(`${header}.${b64({ ...claims, role: 'admin' })}.${signature}`)).toBeNull()
    expect(await key.verify(`${header}.${payload}.${signature.slice(0, -2)}`)).toBeNull()
    expect(await key.verify(`${header}.${payload}.${signature}=`)).toBeNull()
    expect(await key.verify(`${header}.${payload}`)).toBeNull()
    expect(await key.verify(`${token}.x`)).toBeNull()
    expect(await key.verify('')).toBeNull()
    expect(await key.verify('not.a.jwt')).toBeNull()
    // A correctly signed body that is not a JSON object.
    const arrayBody = `${header}.${Buffer.from('[1]').toString('base64url')}`
    expect(await key.verify(`${arrayBody}.${hmac(arrayBody)}`)).toBeNull()
  })

  it('accepts only HS256: none, HS512 and other types are refused even when their signature is right', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`
    expect(await key.verify(none)).toBeNull()
    expect(await key.verify(await sign(claims, KEY, 'HS512'))).toBeNull()
    for (const header of [{ alg: 'hs256' }, { alg: 'RS256' }, { alg: 'HS256', typ: 'JWE' }, { typ: 'JWT' }]) {
      const body = `${b64(header)}.${b64(claims)}`
      expect(await key.verify(`${body}.${hmac(body)}`)).toBeNull()
    }
    const noType = `${b64({ alg: 'HS256' })}.${b64(claims)}`
    expect(await key.verify(`${noType}.${hmac(noType)}`)).toEqual(claims)
  })

  it('imports its key once, not once for every token', async () => {
    const imports = vi.spyOn(crypto.subtle, 'importKey')
    try {
      const own = hs256(`${KEY}-once`)
      for (let i = 0; i < 3; i++) expect(await own.verify(await own.sign({ ...claims, iat: i }))).toEqual({ ...claims, iat: i })
      expect(imports).toHaveBeenCalledTimes(1)
    } finally {
      imports.mockRestore()
    }
  })

  it('checks the signature of a token once, however often it comes back; a failed one every time', async () => {
    const own = hs256(`${KEY}-remembered`)
    const token = await own.sign(claims)
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${hmac('x')}`
    const verifications = vi.spyOn(crypto.subtle, 'verify')
    try {
      for (let i = 0; i < 3; i++) expect(await own.verify(token)).toEqual(claims)
      expect(verifications).toHaveBeenCalledTimes(1)
      for (let i = 0; i < 3; i++) expect(await own.verify(forged)).toBeNull()
      expect(verifications).toHaveBeenCalledTimes(4)
      // Each answer is the caller's own: changing one leaves the next as signed.
      const first = await own.verify(token)
      first!.role = 'admin'
      expect(await own.verify(token)).toEqual(claims)
      // Remembered by one key only: another key still refuses the token.
      expect(await key.verify(token)).toBeNull()
    } finally {
      verifications.mockRestore()
    }
  })
})
