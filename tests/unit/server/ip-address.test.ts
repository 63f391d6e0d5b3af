import { describe, expect, it } from 'vitest'
import { addressKind, isLoopback, type AddressKind } from '~/server/ip-address'

describe('addressKind', () => {
  const cases: [string, AddressKind][] = [
    ['8.8.8.8', 'public'],
    ['142.250.1.1', 'public'],
    ['172.32.0.1', 'public'],
    ['2607:f8b0:4005::200e', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'private'], // RFC 6598 shared
    ['100.127.255.254', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'link_local'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::', 'reserved'], // 6to4 of 127.0.0.1
    ['::7f00:1', 'reserved'], // IPv4-compatible
    ['::ffff:0:7f00:1', 'reserved'], // IPv4-translated
    ['not-an-ip', 'invalid'],
    ['', 'invalid'],
    ['127.1', 'invalid'],
  ]
  it.each(cases)('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind)
  })

  it('judges IPv4-mapped IPv6 by the IPv4 address, in either spelling', () => {
    expect(addressKind('::ffff:127.0.0.1')).toBe('loopback')
    expect(addressKind('::ffff:7f00:1')).toBe('loopback')
    expect(addressKind('::ffff:10.0.0.1')).toBe('private')
    expect(addressKind('::ffff:a9fe:a9fe')).toBe('link_local')
    expect(addressKind('::ffff:100.64.1.1')).toBe('private')
    expect(addressKind('::ffff:0.0.0.0')).toBe('unspecified')
  })

  it('judges NAT64 (64:ff9b::/96) by the IPv4 address it carries', () => {
    expect(addressKind('64:ff9b::7f00:1')).toBe('loopback')
    expect(addressKind('64:ff9b::10.0.0.1')).toBe('private')
    expect(addressKind('64:ff9b::a9fe:a9fe')).toBe('link_local')
    expect(addressKind('64:ff9b::808:808')).toBe('public')
    expect(addressKind('64:ff9b:1::1')).toBe('private')
  })
})

describe('isLoopback', () => {
  it('is true only for loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true)
    expect(isLoopback('::1')).toBe(true)
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopback(undefined)).toBe(false)
    expect(isLoopback('10.0.0.1')).toBe(false)
    expect(isLoopback('localhost')).toBe(false)
  })
})
