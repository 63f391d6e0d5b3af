import { z } from 'zod/mini'
import { isoDateTimeSchema } from './common.ts'

/** `POST /v2/realtime/ticket` (bearer): a single-use ticket for `/ws?token=`, valid 60 s. */
export const REALTIME_TICKET_TTL_MS = 60_000
export const realtimeTicketSchema = z.object({
  ticket: z.string().check(z.minLength(32)),
  expires_at: isoDateTimeSchema,
})
export type RealtimeTicket = z.infer<typeof realtimeTicketSchema>

/** One entry of `RTCConfiguration.iceServers`, as the browser takes it. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
})
export type IceServer = z.infer<typeof iceServerSchema>

/**
 * `GET /v2/realtime/ice-servers` (bearer): STUN and TURN from configuration. TURN credentials are
 * minted per call and stop working at `expires_at` (coturn's shared-secret scheme).
 */
export const iceServersSchema = z.object({
  ice_servers: z.array(iceServerSchema),
  expires_at: z.nullable(isoDateTimeSchema),
})
export type IceServers = z.infer<typeof iceServersSchema>
