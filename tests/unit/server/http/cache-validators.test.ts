import { describe, expect, it } from 'vitest'
import { etagOf } from '~/server/http/cache-validators'

describe('etagOf', () => {
  it('is a quoted base64url SHA-256', () => {
    expect(etagOf('')).toBe('"47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU"')
  })
})
