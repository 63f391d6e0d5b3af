import { describe, expect, it } from 'vitest'
import { clientNetwork } from '~/server/http/request-info'

describe('clientNetwork', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::ffff:c000:201', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (ip, expected) => {
    expect(clientNetwork(ip)).toBe(expected)
  })

  it('two addresses of one IPv6 host are one client; of two networks, two', () => {
    expect(clientNetwork('2001:db8:aa:bb::1')).toBe(clientNetwork('2001:db8:aa:bb:dead:beef:0:7'))
    expect(clientNetwork('2001:db8:aa:bb::1')).not.toBe(clientNetwork('2001:db8:aa:bc::1'))
  })
})
