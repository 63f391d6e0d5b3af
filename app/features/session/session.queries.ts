import { queryOptions } from '@tanstack/react-query'
import type { Extension, ExtensionMinutes } from '~/contract/api/extension'
import { apiRequest } from '~/app/lib/api/client'
import { freshAccessToken } from '~/app/lib/session/tokens'
import { orNull, unwrap } from '~/app/lib/api/results'
import { sessionKeys } from './session-keys'

// The answers' schemas load with the first call (apiRequest's loaders), not with the session's pages.
const booking = () => import('~/contract/api/booking')
const extension = () => import('~/contract/api/extension')
const realtime = () => import('~/contract/api/realtime')
const bookingSchema = async () => (await booking()).bookingSchema
const bookingSummarySchema = async () => (await booking()).bookingSummarySchema
const realtimeTicketSchema = async () => (await realtime()).realtimeTicketSchema
const iceServersSchema = async () => (await realtime()).iceServersSchema
const extensionStateSchema = async () => (await extension()).extensionStateSchema
const extensionAnswerSchema = async () => (await extension()).extensionAnswerSchema
const extensionSchema = async () => (await extension()).extensionSchema

/** A booking that does not exist, is not the user's (403), or has an id the backend refuses. */
const NOT_OURS = [404, 403, 400]

/**
 * One booking, for its participants; the device clock at arrival is kept with it so countdowns
 * can correct a wrong device clock with `server_time`. `null` when it is not ours to see.
 */
export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.booking(id),
    queryFn: async () => {
      const booking = orNull(await apiRequest(`/v2/booking/${encodeURIComponent(id)}`, { auth: true, schema: bookingSchema }), NOT_OURS)
      return booking && { booking, receivedAt: Date.now() }
    },
    // The phase and server time age; the waiting room refreshes on its own clock.
    staleTime: 30_000,
  })

export const bookingSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.summary(id),
    queryFn: async () => orNull(await apiRequest(`/v2/booking/${encodeURIComponent(id)}/summary`, { auth: true, schema: bookingSummarySchema }), NOT_OURS),
  })

/**
 * What goes in `/ws?token=` for one connection attempt: a fresh single-use ticket, or, from a
 * backend that has no tickets (404: the spec's own), the access token itself, as the spec does.
 */
export async function fetchRealtimeTicket(): Promise<string> {
  const result = await apiRequest('/v2/realtime/ticket', { method: 'POST', auth: true, schema: realtimeTicketSchema })
  if (result.isSuccessful) return result.data.ticket
  if (result.statusCode === 404) {
    const token = await freshAccessToken()
    if (token) return token
  }
  throw new Error(`ticket refused (${result.statusCode} ${result.code})`)
}

/** STUN and TURN for the peer connection; an empty list (localhost) still connects on the host's own addresses. */
export async function fetchIceServers(): Promise<RTCIceServer[]> {
  const result = await apiRequest('/v2/realtime/ice-servers', { auth: true, schema: iceServersSchema })
  if (!result.isSuccessful) return []
  return result.data.ice_servers.map((server) => ({
    urls: server.urls,
    ...(server.username !== undefined ? { username: server.username } : {}),
    ...(server.credential !== undefined ? { credential: server.credential } : {}),
  }))
}

/** Where a request for more time stands, and the choices (with prices) the learner has now. */
export const extensionStateQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: sessionKeys.extensions(bookingId),
    queryFn: async () => {
      return unwrap(await apiRequest(`/v2/booking/${encodeURIComponent(bookingId)}/extensions`, { auth: true, schema: extensionStateSchema }))
    },
  })

/** What a call about more time gave: the request, or the backend's error code. */
export type ExtensionOutcome = { ok: true; extension: Extension } | { ok: false; code: string }

export async function askForExtension(bookingId: string, minutes: ExtensionMinutes): Promise<ExtensionOutcome> {
  const result = await apiRequest(`/v2/booking/${encodeURIComponent(bookingId)}/extensions`, { method: 'POST', auth: true, body: { minutes }, schema: extensionAnswerSchema })
  return result.isSuccessful ? { ok: true, extension: result.data.extension } : { ok: false, code: result.code }
}

export async function decideExtension(bookingId: string, extensionId: string, decision: 'accept' | 'decline' | 'cancel'): Promise<ExtensionOutcome> {
  const path = `/v2/booking/${encodeURIComponent(bookingId)}/extensions/${encodeURIComponent(extensionId)}/${decision}`
  const result = await apiRequest(path, { method: 'POST', auth: true, schema: extensionSchema })
  return result.isSuccessful ? { ok: true, extension: result.data } : { ok: false, code: result.code }
}
