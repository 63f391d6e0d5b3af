import { z } from 'zod/mini'
import { idSchema, isoDateTimeSchema, queryInt } from './common.ts'

/**
 * Bookings: a consumer meets a provider for one of the provider's services between `start_at` and
 * `end_at`, in a live session room named `room_name`. The spec leaves bookings to the backend and
 * the app; the web reads them for the session pages (waiting room, video session, summary).
 */

/** The room opens (ready_to_join) this long before the start. */
export const ROOM_OPENS_BEFORE_START_MS = 10 * 60_000
/** provider_late is sent when the provider has not joined this long after the start. */
export const PROVIDER_LATE_AFTER_START_MS = 5 * 60_000
/** nearly_time_up is sent this long before the end. */
export const NEARLY_TIME_UP_BEFORE_END_MS = 5 * 60_000

export const BOOKING_ROLES = ['consumer', 'provider'] as const
export type BookingRole = (typeof BOOKING_ROLES)[number]

/** Where a booking stands on the server clock: before the room opens, while it is open, after the end. */
export const BOOKING_PHASES = ['upcoming', 'open', 'ended'] as const
export const bookingPhaseSchema = z.enum(BOOKING_PHASES)
export type BookingPhase = z.infer<typeof bookingPhaseSchema>

export const bookingPartySchema = z.object({
  _id: idSchema,
  username: z.string(),
  /** The provider's public display name, or the username. */
  display_name: z.string(),
  profile_picture: z.nullable(z.string()),
})
export type BookingParty = z.infer<typeof bookingPartySchema>

export const bookingSchema = z.object({
  _id: idSchema,
  room_name: z.string(),
  service: z.object({ _id: idSchema, title: z.string(), minutes_per_session: z.int() }),
  consumer: bookingPartySchema,
  provider: bookingPartySchema,
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
  /** When the room opens: ROOM_OPENS_BEFORE_START_MS before the start. */
  opens_at: isoDateTimeSchema,
  phase: bookingPhaseSchema,
  /** The caller's side of this booking. */
  my_role: z.enum(BOOKING_ROLES),
  /** The server's clock when it answered, so a countdown can correct for a wrong device clock. */
  server_time: isoDateTimeSchema,
})
export type Booking = z.infer<typeof bookingSchema>

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) })
export type BookingList = z.infer<typeof bookingListSchema>

/** The most bookings one list answer holds (also what it holds when no `limit` is asked for). */
export const BOOKING_LIST_MAX = 100

/**
 * `GET /v2/booking?scope=&limit=`: upcoming (not ended, soonest first; the default) or past
 * (newest first), at most `limit` of them (1 to 100, default 100). The web's account menu and
 * session bar ask for the few soonest only, every minute while one is near.
 */
export const BOOKING_SCOPES = ['upcoming', 'past'] as const
export const bookingListQuerySchema = z.object({
  scope: z._default(z.enum(BOOKING_SCOPES), 'upcoming'),
  limit: queryInt(1, BOOKING_LIST_MAX, BOOKING_LIST_MAX),
})

/** `GET /v2/booking/{id}` and `/v2/booking/{id}/summary`. */
export const bookingIdParamsSchema = z.object({ id: idSchema })

/** `POST /v2/booking` (the app books; the web's book buttons open the app prompt). */
export const createBookingRequestSchema = z.object({
  service_id: idSchema,
  start_at: isoDateTimeSchema,
})
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>

/** One participant's time in the session, from the server's attendance records. */
export const attendanceSchema = z.object({
  user_id: idSchema,
  role: z.enum(BOOKING_ROLES),
  display_name: z.string(),
  attended: z.boolean(),
  first_joined_at: z.nullable(isoDateTimeSchema),
  last_left_at: z.nullable(isoDateTimeSchema),
  /** Whole minutes connected, summed over every time they were in the call. */
  connected_minutes: z.int().check(z.gte(0)),
  /** The same time in whole seconds, so 50 seconds in the call does not read as "0 minutes". */
  connected_seconds: z.int().check(z.gte(0)),
})
export type Attendance = z.infer<typeof attendanceSchema>

export const transcriptEntrySchema = z.object({
  message_id: z.string(),
  sender: z.object({ type: z.enum(BOOKING_ROLES), uid: idSchema }),
  text: z.string(),
  sent_at: isoDateTimeSchema,
})

/** `GET /v2/booking/{id}/summary`: what the summary page shows after a session. */
export const bookingSummarySchema = z.object({
  booking: bookingSchema,
  scheduled_minutes: z.int(),
  attendance: z.array(attendanceSchema),
  transcript: z.array(transcriptEntrySchema),
})
export type BookingSummary = z.infer<typeof bookingSummarySchema>
