import { z } from 'zod/mini'

/** Topics named by the spec (section 4). Unknown inbound topics become `out_of_topic` on the client. */
export const SOCKET_TOPICS = [
  'out_of_topic',
  'health_check_message',
  'websocket_state_change',
  'chat_message',
  'offer_message',
  'answer_message',
  'ice_message',
  'room_info_message',
  'enter_room_message',
  'room_update_message',
  'left_room_message',
  'nearly_time_up',
  'end_time_up',
  'consumer_request_extend',
  'provider_late',
  'ready_to_join',
  'top_up_success',
  'pay_now_success',
] as const
export const socketTopicSchema = z.enum(SOCKET_TOPICS)
export type SocketTopic = z.infer<typeof socketTopicSchema>

/**
 * The envelope of every socket message, both directions. `topic` stays a plain string here so
 * an envelope with a topic this build does not know still parses (and is routed as out_of_topic).
 */
export const socketEnvelopeSchema = z.object({
  topic: z.string().check(z.minLength(1)),
  entity: z.unknown(),
})
export type SocketEnvelope = z.infer<typeof socketEnvelopeSchema>

export const healthCheckEntitySchema = z.object({ healthy: z.boolean() })
export const healthCheckMessageSchema = z.object({
  topic: z.literal('health_check_message'),
  entity: healthCheckEntitySchema,
})
export type HealthCheckMessage = z.infer<typeof healthCheckMessageSchema>

/** Inbound frames larger than this close the socket with 1009 (message too big). */
export const SOCKET_MAX_MESSAGE_BYTES = 64 * 1024
