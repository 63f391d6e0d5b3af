import { queryOptions } from '@tanstack/react-query'
import { bookingSchema, bookingSummarySchema } from '../../../contract/api/booking'
import { iceServersSchema, realtimeTicketSchema } from '../../../contract/api/realtime'
import { apiRequest } from '../../lib/api/client'

export const sessionKeys = {
  all: ['session'] as const,
  booking: (id: string) => ['session', 'booking', id] as const,
  summary: (id: string) => ['session', 'summary', id] as const,
  upcoming: (userId: string | null) => ['session', 'upcoming', userId] as const,
}

/**
 * One booking, for its participants; the device clock at arrival is kept with it so countdowns
 * can correct a wrong device clock with `server_time`. `null` when it is not ours to see.
 */
export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.booking(id),
    queryFn: async () => {
      const result = await apiRequest(`/v2/booking/${encodeURIComponent(id)}`, { auth: true, schema: bookingSchema })
      if (result.isSuccessful) return { booking: result.data, receivedAt: Date.now() }
      if (result.statusCode === 404 || result.statusCode === 403 || result.statusCode === 400) return null
      throw new Error(result.message)
    },
    // The phase and server time age; the waiting room refreshes on its own clock.
    staleTime: 30_000,
  })

export const bookingSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.summary(id),
    queryFn: async () => {
      const result = await apiRequest(`/v2/booking/${encodeURIComponent(id)}/summary`, { auth: true, schema: bookingSummarySchema })
      if (result.isSuccessful) return result.data
      if (result.statusCode === 404 || result.statusCode === 403 || result.statusCode === 400) return null
      throw new Error(result.message)
    },
  })

/** A fresh single-use socket ticket: asked for before every connection attempt. */
export async function fetchRealtimeTicket(): Promise<string> {
  const result = await apiRequest('/v2/realtime/ticket', { method: 'POST', auth: true, schema: realtimeTicketSchema })
  if (!result.isSuccessful) throw new Error(`ticket refused (${result.statusCode} ${result.code})`)
  return result.data.ticket
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
