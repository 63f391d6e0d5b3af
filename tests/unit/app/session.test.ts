import { describe, expect, it } from 'vitest'
import { decodeTokenClaims, sessionFromToken, TOKEN_EXPIRY_SKEW_MS } from '~/app/lib/session/session'
import { fakeAccessToken } from '~/tests/support/tokens'

const now = Date.UTC(2026, 10, 22, 8, 0, 0)

describe('session from the saved access token', () => {
  it('is signed out without a token or with garbage', () => {
    expect(sessionFromToken(undefined, now).kind).toBe('signed-out')
    expect(sessionFromToken('not-a-jwt', now).kind).toBe('signed-out')
    expect(sessionFromToken('a.%%%.c', now).kind).toBe('signed-out')
    expect(decodeTokenClaims('a.bm90IGpzb24.c')).toBeNull()
  })

  it('is signed in while the token has more than 20 s left', () => {
    const token = fakeAccessToken({ sub: '65a000000000000000000001', exp: (now + 21_000) / 1000 })
    expect(sessionFromToken(token, now)).toEqual({
      kind: 'user',
      userId: '65a000000000000000000001',
      expiresAt: now + 21_000,
    })
  })

  it('counts the token as expired 20 s before its exp', () => {
    const token = fakeAccessToken({ sub: 'u', exp: (now + TOKEN_EXPIRY_SKEW_MS) / 1000 })
    expect(sessionFromToken(token, now).kind).toBe('signed-out')
  })

  it('needs a subject and a numeric exp', () => {
    expect(sessionFromToken(fakeAccessToken({ exp: now / 1000 + 600 }), now).kind).toBe('signed-out')
    expect(sessionFromToken(fakeAccessToken({ sub: 'u', exp: 'soon' }), now).kind).toBe('signed-out')
  })
})
