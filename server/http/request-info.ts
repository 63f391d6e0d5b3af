import { isIPv4, isIPv6 } from 'node:net'
import type { Context } from 'hono'
import type { AppEnv } from '~/server/app-env'
import { AppError } from '~/server/errors'
import { isLoopback } from '~/server/ip-address'
import { cameOverHttps, type HttpsRule } from './security-headers'

/**
 * True when cookies set in this answer must be `Secure`: always in production, and elsewhere
 * whenever the request came over HTTPS (see cameOverHttps).
 */
export function secureCookies(c: Context<AppEnv>, rule: HttpsRule & { readonly isProduction: boolean }): boolean {
  const env = c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined
  return rule.isProduction || cameOverHttps({ encrypted: env?.incoming?.socket?.encrypted === true, forwardedProto: c.req.header('x-forwarded-proto') }, rule)
}

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
  return socketAddress(c) ?? 'unknown'
}

/** The address of the other end of the TCP connection, whatever the headers say. */
export function socketAddress(c: Context<AppEnv>): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

// Headers a proxy adds when it passes a request on: whoever sent it is not this machine.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'] as const

/**
 * Whether a request comes from the machine the server runs on, for the demo conveniences. Never
 * by TRUST_PROXY's X-Forwarded-For (anyone can write it): the socket must be loopback, no proxy
 * may have passed the request on (a proxy on this machine has a loopback socket too), and the
 * host must be a loopback name (a page whose name was rebound to 127.0.0.1 reaches us from the
 * visitor's own browser, under its own name).
 */
export function isFromThisMachine(c: Context<AppEnv>): boolean {
  if (!isLoopback(socketAddress(c))) return false
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false
  const host = new URL(c.req.url).hostname
  return host === 'localhost' || host.endsWith('.localhost') || isLoopback(host.replace(/^\[(.*)\]$/, '$1'))
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
 * Hand-written because hono/csrf passes every GET, HEAD and OPTIONS (and every JSON POST) by
 * design, and compares the origin with the URL's whole origin, where behind a proxy only the
 * host is ours to compare (the scheme may differ) and the configured public origin counts too.
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
