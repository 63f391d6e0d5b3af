import { describe, expect, it } from 'vitest'
import { cameOverHttps, securityHeaders } from '~/server/http/security-headers'

describe('securityHeaders', () => {
  const https = (encrypted: boolean, forwardedProto?: string, rule = { trustProxy: false, publicOrigin: undefined as string | undefined }) =>
    cameOverHttps({ encrypted, forwardedProto }, rule)

  it('sends HSTS only over HTTPS', () => {
    expect(new Map(securityHeaders(true)).get('strict-transport-security')).toMatch(/^max-age=\d{8}/)
    expect(new Map(securityHeaders(false)).has('strict-transport-security')).toBe(false)
  })

  it('always: nosniff, a referrer policy, no framing', () => {
    const headers = new Map(securityHeaders(false))
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('x-frame-options')).toBe('DENY')
  })

  it('tells HTTPS by the socket, a trusted proxy, or an https public origin', () => {
    expect(https(true)).toBe(true)
    expect(https(false)).toBe(false)
    expect(https(false, 'https')).toBe(false)
    expect(https(false, 'https', { trustProxy: true, publicOrigin: undefined })).toBe(true)
    expect(https(false, 'http', { trustProxy: false, publicOrigin: 'https://www.example.com' })).toBe(true)
  })
})
