import { createHash, createHmac, randomBytes } from 'node:crypto'
import { REALTIME_TICKET_TTL_MS, type IceServers, type RealtimeTicket } from '~/contract/api/realtime'
import type { RealtimeRepository } from '~/server/db/repositories/realtime-repository'
import { AppError } from '~/server/errors'
import type { Clock } from './clock'

export type IceConfig = {
  readonly stunUrls: readonly string[]
  readonly turnUrls: readonly string[]
  /** coturn's `static-auth-secret` (`use-auth-secret`): TURN credentials are minted from it. */
  readonly turnSecret: string | undefined
  readonly turnCredentialTtlSeconds: number
}

export type RealtimeService = {
  /** A ticket of the user's session (`AuthUser.sessionId`): it opens nothing once that session ends. */
  issueTicket(user: { readonly id: string; readonly sessionId: string }): Promise<RealtimeTicket>
  /** The ticket's user if it is valid and its session live; using it ends it, valid or not. */
  redeemTicket(ticket: string): Promise<string | undefined>
  iceServers(userId: string): IceServers
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex')
// Anything else cannot be one of ours; refusing it early spares the database a lookup.
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Three base64url parts: the shape of an access token (a JWT), checked before the signature is. */
const ACCESS_TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

/**
 * Whose is the `token` of `/ws?token=`: a single-use ticket of ours (`POST /v2/realtime/ticket`,
 * spent by this), or, as the spec has it, the user's access token itself, checked as every API call
 * checks it (a client of the spec alone knows no tickets). Anything else is no one's.
 */
export async function socketUser(
  token: string,
  deps: { redeemTicket: (ticket: string) => Promise<string | undefined>; verifyAccessToken: (token: string) => Promise<{ id: string }> },
): Promise<string | undefined> {
  if (TICKET_PATTERN.test(token)) return deps.redeemTicket(token)
  if (!ACCESS_TOKEN_SHAPE.test(token)) return undefined
  try {
    return (await deps.verifyAccessToken(token)).id
  } catch {
    return undefined
  }
}

/**
 * `ticketsPerUser`: unused, unexpired tickets one user may hold. Past it the answer is 429 until
 * the oldest expires (or one is used), rather than the oldest being dropped: a ticket handed out
 * stays good for its 60 seconds, so a tab opening its socket is never cut off by another asking.
 * An honest client uses each ticket at once and holds none.
 */
export function createRealtimeService(deps: { repo: RealtimeRepository; now: Clock; ice: IceConfig; ticketsPerUser: number }): RealtimeService {
  const { repo, now, ice, ticketsPerUser } = deps
  let issued = 0

  return {
    async issueTicket({ id: userId, sessionId }) {
      const ticket = randomBytes(32).toString('base64url')
      const at = now()
      const expiresAt = new Date(at.getTime() + REALTIME_TICKET_TTL_MS)
      const outcome = await repo.issueTicket({ ticketHash: hashTicket(ticket), userId, familyId: sessionId, expiresAt, now: at, max: ticketsPerUser })
      if (outcome.kind === 'full') {
        throw AppError.rateLimited(outcome.oldestExpiresAt.getTime() - at.getTime(), `You hold ${ticketsPerUser} unused connection tickets, the most allowed: use one or wait until one expires`)
      }
      // The user's own expired tickets went just now; everyone's are cleared now and then.
      if (++issued % 100 === 0) await repo.pruneTickets(at)
      return { ticket, expires_at: expiresAt.toISOString() }
    },

    async redeemTicket(ticket) {
      if (!TICKET_PATTERN.test(ticket)) return undefined
      return repo.consumeTicket(hashTicket(ticket), now())
    },

    iceServers(userId) {
      const servers: IceServers['ice_servers'] = []
      if (ice.stunUrls.length > 0) servers.push({ urls: [...ice.stunUrls] })
      if (ice.turnUrls.length === 0 || !ice.turnSecret) return { ice_servers: servers, expires_at: null }
      // The TURN REST scheme coturn checks: username "<expiry unix seconds>:<user>", password
      // base64(HMAC-SHA1(secret, username)). The TURN server needs no database of users.
      const expiry = Math.floor(now().getTime() / 1000) + ice.turnCredentialTtlSeconds
      const username = `${expiry}:${userId}`
      const credential = createHmac('sha1', ice.turnSecret).update(username).digest('base64')
      servers.push({ urls: [...ice.turnUrls], username, credential })
      return { ice_servers: servers, expires_at: new Date(expiry * 1000).toISOString() }
    },
  }
}
