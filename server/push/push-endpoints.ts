import { isIP } from 'node:net'

/**
 * Where pushes may go. A subscription's endpoint is a URL the browser hands over and the server
 * then POSTs to, so without a list any signed-in user could make the server connect wherever they
 * like (blind SSRF). These are the push services browsers subscribe with; PUSH_ENDPOINT_HOSTS
 * adds more (a test stand-in, a self-hosted push service). `*.x` means any name ending in `.x`,
 * not `x` itself. Without a port an entry means 443, the only port these services use.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  // Chrome and the other Chromium browsers (Opera, Samsung Internet, Edge on Android): Firebase
  // Cloud Messaging; android.googleapis.com is the older, pre-VAPID endpoint host.
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox: Mozilla's autopush.
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  // Safari: Apple asks servers to allow any subdomain of push.apple.com (web.push.apple.com today).
  '*.push.apple.com',
  // Edge on Windows: Windows Push Notification Services (wns2-par02p.notify.windows.com and the like).
  '*.notify.windows.com',
] as const

export type PushHostEntry = { readonly host: string; readonly wildcard: boolean; readonly port: number }

const HTTPS_PORT = 443

/** A host as a URL or a socket names it: lowercase, IPv6 without brackets. */
const normalHost = (host: string) => host.toLowerCase().replace(/^\[(.*)\]$/, '$1')

/**
 * One list entry: a host name, `*.` and a domain, an IPv4 address or a bracketed IPv6 address,
 * each with an optional `:port`. Null when the entry is none of these, or is not written the way
 * a URL writes it (so what is listed is what is matched).
 */
export function parsePushHostEntry(entry: string): PushHostEntry | null {
  const text = entry.trim().toLowerCase()
  const wildcard = text.startsWith('*.')
  const rest = wildcard ? text.slice(2) : text
  if (rest === '' || /[\s/\\?#@*%]/.test(rest)) return null
  let url: URL
  try {
    url = new URL(`https://${rest}/`)
  } catch {
    return null
  }
  if (url.host !== rest && `${url.host}:${HTTPS_PORT}` !== rest) return null
  const host = normalHost(url.hostname)
  if (wildcard && isIP(host) !== 0) return null
  return { host, wildcard, port: url.port === '' ? HTTPS_PORT : Number(url.port) }
}

export type PushEndpointRule = {
  /** Whether pushes may go to this host (as a URL or a socket names it) and port. */
  allowsHost(host: string, port: number): boolean
  /** An https URL without user info whose host and port are on the list. */
  allowsEndpoint(endpoint: string): boolean
}

/** The known push services plus `extraHosts` (entries as PUSH_ENDPOINT_HOSTS writes them). */
export function pushEndpointRule(extraHosts: readonly string[] = []): PushEndpointRule {
  const entries = [...KNOWN_PUSH_SERVICE_HOSTS, ...extraHosts].map((entry) => {
    const parsed = parsePushHostEntry(entry)
    // config.ts has refused a bad PUSH_ENDPOINT_HOSTS already; this is a programming error.
    if (!parsed) throw new Error(`not a push host entry: ${entry}`)
    return parsed
  })
  const allowsHost = (host: string, port: number) => {
    const name = normalHost(host)
    return entries.some((e) => e.port === port && (e.wildcard ? name.endsWith(`.${e.host}`) : name === e.host))
  }
  return {
    allowsHost,
    allowsEndpoint(endpoint) {
      let url: URL
      try {
        url = new URL(endpoint)
      } catch {
        return false
      }
      if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false
      return allowsHost(url.hostname, url.port === '' ? HTTPS_PORT : Number(url.port))
    },
  }
}
