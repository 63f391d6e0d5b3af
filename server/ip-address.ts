import { BlockList, isIP } from 'node:net'

/**
 * What kind of address an IP is, for the two rules that care: the demo endpoints answer only
 * loopback clients, and pushes go only to public addresses. `node:net`'s BlockList parses the
 * addresses and matches IPv4-mapped IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) against the IPv4
 * ranges itself.
 */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link_local' | 'unspecified' | 'multicast' | 'reserved' | 'invalid'

type Range = readonly [address: string, prefix: number, family: 'ipv4' | 'ipv6']

// Checked in this order, so a narrow range wins over a wide one that contains it (::1 in ::/96).
const RANGES: readonly (readonly [Exclude<AddressKind, 'public' | 'invalid'>, readonly Range[]])[] = [
  ['unspecified', [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']]],
  ['loopback', [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]],
  [
    'private',
    [
      // RFC 1918, RFC 6598 (shared, carrier-grade NAT), unique-local, local-use NAT64 (RFC 8215).
      ['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'], ['64:ff9b:1::', 48, 'ipv6'],
    ],
  ],
  ['link_local', [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']]],
  ['multicast', [['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']]],
  [
    'reserved',
    [
      // Protocol assignments, documentation, benchmarking, future use and broadcast: nothing a
      // push service is reached at.
      ['192.0.0.0', 24, 'ipv4'], ['192.0.2.0', 24, 'ipv4'], ['198.18.0.0', 15, 'ipv4'], ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'], ['240.0.0.0', 4, 'ipv4'],
      // IPv4-compatible (deprecated), IPv4-translated (SIIT), site-local (deprecated), discard-only,
      // documentation, and the Teredo and 6to4 tunnels (they carry an IPv4 address of any kind).
      ['::', 96, 'ipv6'], ['::ffff:0:0:0', 96, 'ipv6'], ['fec0::', 10, 'ipv6'], ['100::', 64, 'ipv6'], ['2001:db8::', 32, 'ipv6'],
      ['2001::', 32, 'ipv6'], ['2002::', 16, 'ipv6'],
    ],
  ],
]

function blockList(ranges: readonly Range[]): BlockList {
  const list = new BlockList()
  for (const [address, prefix, family] of ranges) list.addSubnet(address, prefix, family)
  return list
}

const LISTS = RANGES.map(([kind, ranges]) => [kind, blockList(ranges)] as const)
// NAT64 (RFC 6052): the IPv4 address in its last 32 bits is where the packets go.
const NAT64 = blockList([['64:ff9b::', 96, 'ipv6']])

export function addressKind(ip: string): AddressKind {
  const family = isIP(ip)
  if (family === 0) return 'invalid'
  const type = family === 4 ? 'ipv4' : 'ipv6'
  try {
    if (type === 'ipv6' && NAT64.check(ip, 'ipv6')) return addressKind(lastIpv4Of(ip))
    for (const [kind, list] of LISTS) if (list.check(ip, type)) return kind
  } catch {
    // A zone index (fe80::1%eth0) or anything else BlockList does not take.
    return 'invalid'
  }
  return 'public'
}

export function isLoopback(ip: string | undefined): boolean {
  return ip !== undefined && addressKind(ip) === 'loopback'
}

/**
 * The IPv4 address in the last 32 bits of an IPv6 address. Neither BlockList nor SocketAddress
 * hands out an address's bits, so: the WHATWG URL parser writes IPv6 in one canonical form
 * (lowercase hex groups, at most one `::`, no dotted tail), expanded here to its 8 groups.
 */
function lastIpv4Of(ipv6: string): string {
  const canonical = new URL(`http://[${ipv6}]/`).hostname.slice(1, -1)
  const [left = '', right] = canonical.split('::')
  const head = left === '' ? [] : left.split(':')
  const tail = right === undefined || right === '' ? [] : right.split(':')
  const groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail].map((g) => parseInt(g, 16))
  const [high = 0, low = 0] = groups.slice(6)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}
