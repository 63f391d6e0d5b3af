import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '~/contract/api/errors'
import { nextIp, requestCode, testClock } from './support/auth-client'
import { setUpTestBackend } from './support/test-backend'

// The sign-in limits are configuration: a deployment (or the end-to-end suite) can set them, and
// the answers say how long to wait with the configured values.
const clock = testClock()

const backend = setUpTestBackend({
  now: clock,
  env: { OTP_RESEND_INTERVAL_SECONDS: '3', OTP_SENDS_PER_HOUR: '2', OTP_IP_SENDS_PER_HOUR: '4' },
})

describe('configured sign-in limits', () => {
  it('the resend interval: answered in resend_after, refused inside it, allowed after it', async () => {
    const ip = nextIp()
    const first = await requestCode(backend, 'phone', '0811111111', ip)
    expect(first.body).toEqual({ can_login: false, resend_after: 3 })
    clock.advance(2_000)
    const early = await requestCode(backend, 'phone', '0811111111', ip)
    expect(early.status).toBe(429)
    expect(errorBodySchema.parse(early.body).retry_after).toBe(1)
    clock.advance(1_000)
    expect((await requestCode(backend, 'phone', '0811111111', ip)).status).toBe(200)
    // The configured two sends an hour are used up.
    clock.advance(5_000)
    expect((await requestCode(backend, 'phone', '0811111111', ip)).status).toBe(429)
  })

  it('the per-address limit', async () => {
    const ip = nextIp()
    for (let i = 0; i < 4; i++) expect((await requestCode(backend, 'phone', `082222222${i}`, ip)).status).toBe(200)
    expect((await requestCode(backend, 'phone', '0822222229', ip)).status).toBe(429)
    // Another address is not affected.
    expect((await requestCode(backend, 'phone', '0822222229', nextIp())).status).toBe(200)
  })
})
