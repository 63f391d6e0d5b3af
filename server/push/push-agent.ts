import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import type { Duplex } from 'node:stream'
import { Agent, type RequestOptions } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { addressKind, type AddressKind } from '~/server/ip-address'
import type { PushEndpointRule } from './push-endpoints'

/** A push the rules stopped before any connection was made. Not retried. */
export class PushRefusedError extends Error {
  override readonly name = 'PushRefusedError'
  readonly code = 'ERR_PUSH_REFUSED'
  constructor(
    /** Host and port, never the path (the endpoint is a capability URL). */
    readonly where: string,
    readonly reason: string,
  ) {
    super(`push to ${where} refused: ${reason}`)
  }
}

export function isPushRefused(err: unknown): err is PushRefusedError {
  return err instanceof PushRefusedError
}

/** Resolves a name to every address it has (dns.lookup with `all`). */
export type Resolve = (hostname: string, options: LookupOptions) => Promise<LookupAddress[]>

const systemResolve: Resolve = (hostname, options) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)))
  })

export type PushAgentOptions = {
  readonly rule: PushEndpointRule
  /** Let pushes reach private and loopback addresses (tests and development only; config.ts refuses it in production). */
  readonly allowPrivateAddresses: boolean
  /** The only certificates to trust instead of the system's (a test's stand-in push service). */
  readonly ca?: string | Buffer | undefined
  /** Default: the system resolver. Unit tests pass their own. */
  readonly resolve?: Resolve
}

const PRIVATE_KINDS: ReadonlySet<AddressKind> = new Set(['private', 'loopback'])

/**
 * The HTTPS agent every push goes through, checking what it connects to rather than what the URL
 * said (web-push parses endpoints with the legacy `url.parse`, whose idea of the host may differ
 * from the WHATWG parser's): the host and port must be on the list, and every address the name
 * resolves to must be public. The socket then connects to the addresses checked (the agent is its
 * resolver), so a name that resolves differently a moment later (DNS rebinding) changes nothing.
 */
export function createPushAgent(options: PushAgentOptions): Agent {
  const resolve = options.resolve ?? systemResolve
  const refusal = (ip: string): string | null => {
    const kind = addressKind(ip)
    if (kind === 'public' || (options.allowPrivateAddresses && PRIVATE_KINDS.has(kind))) return null
    return `${ip} is a ${kind.replace('_', '-')} address`
  }

  class PushAgent extends Agent {
    override createConnection(connect: RequestOptions, callback?: (err: Error | null, stream: Duplex) => void): Duplex | null | undefined {
      const host = connect.host ?? connect.hostname ?? ''
      const port = Number(connect.port ?? 443)
      const where = `${isIP(host) === 6 ? `[${host}]` : host}:${port}`
      const refuse = (reason: string) => {
        // Asynchronously, as a failed connection reports itself.
        process.nextTick(() => callback?.(new PushRefusedError(where, reason), undefined as unknown as Duplex))
        return undefined
      }
      if (!options.rule.allowsHost(host, port)) return refuse('the host is not a known push service')
      if (isIP(host) !== 0) {
        // An address: no lookup happens, so check it here.
        const reason = refusal(host)
        return reason ? refuse(reason) : super.createConnection(connect, callback)
      }
      const lookup: LookupFunction = (hostname, lookupOptions, done) => {
        resolve(hostname, lookupOptions).then(
          (addresses) => {
            const reasons = addresses.map((a) => refusal(a.address)).filter((r) => r !== null)
            if (addresses.length === 0) return done(new PushRefusedError(where, 'the name has no address'), '')
            if (reasons.length > 0) return done(new PushRefusedError(where, reasons.join('; ')), '')
            if (lookupOptions.all) return done(null, addresses)
            const [first] = addresses as [LookupAddress]
            done(null, first.address, first.family)
          },
          (err: NodeJS.ErrnoException) => done(err, ''),
        )
      }
      return super.createConnection({ ...connect, lookup } as RequestOptions, callback)
    }
  }

  return new PushAgent({ keepAlive: true, ...(options.ca ? { ca: options.ca } : {}) })
}
