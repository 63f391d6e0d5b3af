import { describe, expect, it } from 'vitest'
import { KNOWN_PUSH_SERVICE_HOSTS, parsePushHostEntry, pushEndpointRule } from '~/server/push/push-endpoints'

describe('pushEndpointRule', () => {
  const rule = pushEndpointRule()

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://fcm.googleapis.com/wp/abc',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://updates-autopush.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx0',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://FCM.GoogleAPIs.com:443/fcm/send/abc',
  ])('takes the push service endpoint %s', (endpoint) => {
    expect(rule.allowsEndpoint(endpoint)).toBe(true)
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
    'https://attackerfcm.googleapis.com/fcm/send/abc',
    'https://storage.googleapis.com/bucket',
    'https://someone:pw@fcm.googleapis.com/fcm/send/abc',
    'https://push.apple.com/abc',
    'https://push.services.mozilla.com/abc',
    'https://notify.windows.com/w/?token=abc',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://localhost/push',
    'https://169.254.169.254/latest',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(rule.allowsEndpoint(endpoint)).toBe(false)
  })

  it('adds the configured hosts, each on its own port (443 when none is written)', () => {
    const wider = pushEndpointRule(['push.example.com', '*.push.example.net:8443', '127.0.0.1:4443', '[::1]:4443'])
    expect(wider.allowsEndpoint('https://push.example.com/a')).toBe(true)
    expect(wider.allowsEndpoint('https://push.example.com:8443/a')).toBe(false)
    expect(wider.allowsEndpoint('https://eu.push.example.net:8443/a')).toBe(true)
    expect(wider.allowsEndpoint('https://push.example.net:8443/a')).toBe(false)
    expect(wider.allowsEndpoint('https://127.0.0.1:4443/a')).toBe(true)
    expect(wider.allowsEndpoint('https://[::1]:4443/a')).toBe(true)
    // As a socket names them: IPv6 without brackets.
    expect(wider.allowsHost('::1', 4443)).toBe(true)
    expect(wider.allowsHost('127.0.0.1', 443)).toBe(false)
    // The known services stay.
    expect(wider.allowsEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true)
  })
})

describe('parsePushHostEntry', () => {
  it('reads every known host', () => {
    for (const host of KNOWN_PUSH_SERVICE_HOSTS) expect(parsePushHostEntry(host), host).not.toBeNull()
  })

  it('reads hosts, wildcards, addresses and ports', () => {
    expect(parsePushHostEntry('Push.Example.com')).toEqual({ host: 'push.example.com', wildcard: false, port: 443 })
    expect(parsePushHostEntry('*.example.net:8443')).toEqual({ host: 'example.net', wildcard: true, port: 8443 })
    expect(parsePushHostEntry('localhost:443')).toEqual({ host: 'localhost', wildcard: false, port: 443 })
    expect(parsePushHostEntry('[::1]:4443')).toEqual({ host: '::1', wildcard: false, port: 4443 })
  })

  it.each(['', '*', '*.', 'https://push.example.com', 'push.example.com/a', 'a@push.example.com', '*.10.0.0.1', '127.1', '::1', 'push.example.com:0x1', 'push example.com', '*.*.example.com'])(
    'refuses %j',
    (entry) => {
      expect(parsePushHostEntry(entry)).toBeNull()
    },
  )
})
