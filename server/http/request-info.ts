import { isIPv4, isIPv6 } from 'node:net'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { AppError } from '../errors'

/**
 * The client's address: the socket's (the Node server passes its `incoming` request as the
 * app's env). `X-Forwarded-For` only when TRUST_PROXY=true, and then its last entry, the one our
 * own proxy appended: anything before it was written by the client and proves nothing.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

/**
 * The client as per-client limits count it: an IPv4 address as it is; an IPv6 address by its /64
 * network, the block one subscriber is given, since a single host can take any of its 2^64
 * addresses; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket reports an
 * IPv4 client) as that IPv4 address. Anything else (`unknown`) as it is.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0] ?? ip
  if (!isIPv6(address)) return ip
  const groups = ipv6Groups(address)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address
  const tailStart = text.lastIndexOf(':') + 1
  const tail = text.slice(tailStart)
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number)
    text = `${text.slice(0, tailStart)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => Number.parseInt(h, 16)))
  const [head = '', rest] = text.split('::')
  if (rest === undefined) return parse(head)
  const before = parse(head)
  const after = parse(rest)
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}

/**
 * The cookie calls change state on a GET (the spec's paths), so SameSite=Lax alone would let
 * another site trigger them with a top-level navigation: refuse anything cross-site. Browsers
 * send `Sec-Fetch-Site`; older ones at least send `Origin` on cross-origin requests.
 */
export function refuseCrossSite(c: Context<AppEnv>, publicOrigin: string | undefined): void {
  if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') {
    throw AppError.forbidden('Cross-site request refused')
  }
  const origin = c.req.header('origin')
  if (origin === undefined) return
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    // Includes `Origin: null` (sandboxed frames, some redirects).
    throw AppError.forbidden('Cross-site request refused')
  }
  const requestHost = c.req.header('host') ?? new URL(c.req.url).host
  const publicHost = publicOrigin ? new URL(publicOrigin).host : undefined
  if (originHost !== requestHost && originHost !== publicHost) throw AppError.forbidden('Cross-site request refused')
}
