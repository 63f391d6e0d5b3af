import { describe, expect, it } from 'vitest'
import { pushMessages } from '~/server/push/messages'
import { readPayload, targetUrl } from '~/workers/push-payload'

const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) })
const origin = 'https://marketplace.example'

describe('push service worker: the payload', () => {
  it('reads what the server sends', () => {
    for (const payload of [pushMessages.sessionReady('ภาษาไทย', 'b1'), pushMessages.verificationApproved(), pushMessages.verificationRejected(), pushMessages.newBooking('x', 'b2')]) {
      expect(readPayload(data(payload))).toEqual(payload)
    }
  })

  it('drops a push that is not ours', () => {
    expect(readPayload(null)).toBeNull()
    expect(readPayload(data('{not json'))).toBeNull()
    expect(readPayload(data({ title: 'x' }))).toBeNull()
    expect(readPayload(data({ ...pushMessages.verificationApproved(), url: 'https://evil.example/' }))).toBeNull()
  })

  it('opens only pages of this site', () => {
    expect(targetUrl('/session/waiting-room?booking=b1', origin)).toBe(`${origin}/session/waiting-room?booking=b1`)
    expect(targetUrl('/provider/services', origin)).toBe(`${origin}/provider/services`)
    expect(targetUrl('/profile/verify', origin)).toBe(`${origin}/profile/verify`)
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', undefined, 42]) {
      expect(targetUrl(bad, origin)).toBe(`${origin}/`)
    }
  })
})
