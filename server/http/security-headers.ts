/**
 * Headers every answer of this server carries (pages, files, API), and the one rule for "did
 * this request come over HTTPS": the socket is TLS, or, behind a proxy we trust
 * (TRUST_PROXY=true), the proxy says so in `X-Forwarded-Proto` (the last entry: the one our own
 * proxy wrote). A site whose public origin is https is treated as HTTPS whatever the hop says.
 */
export type HttpsRule = { readonly trustProxy: boolean; readonly publicOrigin: string | undefined }

export type RequestTransport = {
  /** The socket is TLS. */
  readonly encrypted: boolean
  /** The `X-Forwarded-Proto` header as received, if any. */
  readonly forwardedProto: string | undefined
}

export function cameOverHttps(request: RequestTransport, rule: HttpsRule): boolean {
  if (rule.publicOrigin?.startsWith('https:')) return true
  if (request.encrypted) return true
  if (!rule.trustProxy || !request.forwardedProto) return false
  return request.forwardedProto.split(',').at(-1)?.trim().toLowerCase() === 'https'
}

/** Two years; browsers then refuse plain HTTP to this host. Only ever sent over HTTPS. */
const HSTS = 'max-age=63072000'

/**
 * What the browser is told about every answer: do not guess types, send only the origin to other
 * sites, no framing (old browsers; pages also say `frame-ancestors 'none'`), a window of its own,
 * camera, microphone and screen sharing only for this origin (the live sessions), nothing else.
 */
export function securityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['permissions-policy', 'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=()'],
  ]
  if (https) headers.push(['strict-transport-security', HSTS])
  return headers
}

/**
 * API answers (JSON, uploaded pictures) are never documents: a policy that lets them run and load
 * nothing, so an uploaded file opened directly cannot act as a page of this site.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"
