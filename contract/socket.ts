import { z } from 'zod/mini'
import { idSchema, isoDateTimeSchema } from './api/common.ts'
import { extensionSchema } from './api/extension.ts'
import { multilineText, text } from './api/text.ts'
import { CHAT_TEXT_MAX } from './socket-limits.ts'

// Plain numbers, in a file of their own so that pages can read them without this file's schemas.
export { CHAT_TEXT_MAX, SOCKET_CLOSE_CODES } from './socket-limits.ts'
import { boardPageSchema, boardPointsSchema, boardStrokeIdsSchema, boardStrokeSchema, boardVersionSchema, storedBoardStrokeSchema } from './board.ts'

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
  topic: text({ min: 1, max: 64 }),
  entity: z.unknown(),
})
export type SocketEnvelope = z.infer<typeof socketEnvelopeSchema>

/** A message as it goes over the socket: its envelope, as text. */
export const socketFrame = (topic: string, entity: unknown): string => JSON.stringify({ topic, entity })

export const healthCheckEntitySchema = z.object({ healthy: z.boolean() })
export const healthCheckMessageSchema = z.object({
  topic: z.literal('health_check_message'),
  entity: healthCheckEntitySchema,
})
export type HealthCheckMessage = z.infer<typeof healthCheckMessageSchema>

/** Inbound frames larger than this close the socket with 1009 (message too big). */
export const SOCKET_MAX_MESSAGE_BYTES = 64 * 1024

// ---------------------------------------------------------------------------------------------
// Timing and close codes
// ---------------------------------------------------------------------------------------------

/** The spec's socket numbers (sections 4 and 9). */
export const SOCKET_CONSTANTS = {
  healthCheckIntervalMs: 10_000,
  replyTimeoutMs: 10_000,
  openTimeoutMs: 3_000,
  /** Unanswered health checks in a row before the client reconnects. */
  pingRetries: 3,
  /** Reconnect attempts after a failure other than an abnormal close. */
  retries: 3,
  /** Reconnect attempts once the connection dropped without a close frame (1006). */
  retriesAfterAbnormalClose: 10,
} as const


export function isNoReconnectCloseCode(code: number): boolean {
  return code >= 4000 && code <= 4999
}

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

export const roomNameSchema = text({ min: 1, max: 128 })

/** Who sent a relayed message, or who left. The polite side of perfect negotiation follows `type`. */
export const SESSION_ROLES = ['provider', 'consumer'] as const
export const participantSchema = z.object({ type: z.enum(SESSION_ROLES), uid: idSchema })
export type Participant = z.infer<typeof participantSchema>

const roomRefSchema = z.object({ room_name: roomNameSchema })

// Session descriptions are lines ending in CRLF; no frame is larger than SOCKET_MAX_MESSAGE_BYTES.
const sdpSchema = multilineText({ min: 1, max: SOCKET_MAX_MESSAGE_BYTES })

/**
 * One run of a participant's call: a fresh value for every video-session page and every peer
 * connection it starts over with. Beyond the spec: signaling names the call it comes from
 * (`call_id`) and the call it is for (`to_call_id`), and the room tells each participant's current
 * call, so nothing meant for a call that has ended (a reload, a crash, a page come back within the
 * leave grace) is ever applied to the next one. Clients without them still work as the spec has it.
 */
export const callIdSchema = text({ min: 8, max: 64 }).check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be a call id'))
const callRef = { call_id: z.optional(callIdSchema), to_call_id: z.optional(callIdSchema) }

const offerSchema = z.object({
  room_name: roomNameSchema,
  rtc_session: z.object({ type: z.literal('offer'), sdp: sdpSchema }),
  ...callRef,
})
const answerSchema = z.object({
  room_name: roomNameSchema,
  rtc_session: z.object({ type: z.literal('answer'), sdp: sdpSchema }),
  ...callRef,
})
const iceSchema = z.object({
  room_name: roomNameSchema,
  ...callRef,
  // An empty candidate is the browser's "end of candidates" marker, so it is allowed.
  ice_candidate: z.object({
    candidate: text({ max: SOCKET_MAX_MESSAGE_BYTES }),
    sdp_m_line_index: z.nullable(z.int().check(z.gte(0))),
    sdp_mid: z.nullable(text({ max: 256 })),
  }),
})

const chatOutboundSchema = z.object({
  room_name: roomNameSchema,
  /** Chosen by the sender so a message resent after a reconnect can be recognised as a duplicate. */
  message_id: text({ min: 1, max: 64 }),
  text: multilineText({ min: 1, max: CHAT_TEXT_MAX }).check(z.refine((text) => text.trim() !== '', 'must not be blank')),
})

/** The server adds who sent a relayed message; whatever a client claims is replaced. */
const withSender = <T extends z.ZodMiniObject>(schema: T) => z.extend(schema, { sender: participantSchema })

// The whiteboard (contract/board.ts): what a client sends.
const boardStrokeOutboundSchema = z.object({ room_name: roomNameSchema, stroke: boardStrokeSchema })
const boardPointsOutboundSchema = z.extend(boardPointsSchema, { room_name: roomNameSchema })
const boardRemoveOutboundSchema = z.object({ room_name: roomNameSchema, stroke_ids: boardStrokeIdsSchema })
const boardClearOutboundSchema = z.object({ room_name: roomNameSchema, page: boardPageSchema })

export const offerEntitySchema = withSender(offerSchema)
export const answerEntitySchema = withSender(answerSchema)
export const iceEntitySchema = withSender(iceSchema)
export const chatEntitySchema = z.extend(withSender(chatOutboundSchema), { sent_at: isoDateTimeSchema })
export type ChatMessageEntity = z.infer<typeof chatEntitySchema>

/** What the room hears of the board: kept changes carry the board's version after them. */
export const boardStrokeEntitySchema = z.object({ room_name: roomNameSchema, version: boardVersionSchema, stroke: storedBoardStrokeSchema, sender: participantSchema })
export const boardPointsEntitySchema = withSender(boardPointsOutboundSchema)
export const boardRemoveEntitySchema = z.extend(withSender(boardRemoveOutboundSchema), { version: boardVersionSchema })
export const boardClearEntitySchema = z.extend(withSender(boardClearOutboundSchema), { version: boardVersionSchema })
export type BoardStrokeEntity = z.infer<typeof boardStrokeEntitySchema>
export type BoardPointsEntity = z.infer<typeof boardPointsEntitySchema>

export const mediaFlagsSchema = z.object({ camera: z.boolean(), microphone: z.boolean(), screen: z.boolean() })
/**
 * A participant present in the room. Beyond the spec's fields: `type` (their side of the booking)
 * and `in_call`, false while they wait in the waiting room and true once their video-session page
 * runs, so each side knows when to (re)start negotiation with the other.
 */
export const joinedUserSchema = z.extend(mediaFlagsSchema, {
  user_display_name: z.string(),
  type: z.enum(SESSION_ROLES),
  in_call: z.boolean(),
  /** Their current call while `in_call` (see callIdSchema); null or absent otherwise. */
  call_id: z.optional(z.nullable(callIdSchema)),
})
export type JoinedUser = z.infer<typeof joinedUserSchema>

/** Sent on entering a room (room_info_message) and whenever someone joins or changes a flag (room_update_message). */
export const roomInfoEntitySchema = z.object({
  room_name: roomNameSchema,
  joined_user: z.record(idSchema, joinedUserSchema),
})
export type RoomInfoEntity = z.infer<typeof roomInfoEntitySchema>

/** A client's own media change, sent as room_update_message; the server answers everyone with the room info. */
export const mediaFlagsUpdateSchema = z.object({
  room_name: roomNameSchema,
  camera: z.optional(z.boolean()),
  microphone: z.optional(z.boolean()),
  screen: z.optional(z.boolean()),
  in_call: z.optional(z.boolean()),
  call_id: z.optional(z.nullable(callIdSchema)),
}).check(
  z.refine(
    (update) =>
      update.camera !== undefined || update.microphone !== undefined || update.screen !== undefined || update.in_call !== undefined,
    'names at least one of camera, microphone, screen, in_call',
  ),
)

/** `lefted` keeps the spec's spelling: it is a wire name. */
export const leftRoomEntitySchema = z.object({ room_name: roomNameSchema, lefted: participantSchema })

/**
 * Not in the spec: why the server refused a message (not a participant, the room is closed, too
 * many messages). `topic` names the refused message's topic when there was one.
 */
export const SOCKET_ERROR_CODES = ['forbidden', 'not_found', 'room_closed', 'invalid_message', 'rate_limited', 'not_in_room', 'too_many_connections', 'board_full'] as const
export const socketErrorEntitySchema = z.object({
  code: z.enum(SOCKET_ERROR_CODES),
  message: z.string(),
  topic: z.nullable(z.string()),
})
export type SocketErrorEntity = z.infer<typeof socketErrorEntitySchema>

/** The server's clock events for a session; `at` is the moment they refer to (start or end time). */
export const sessionTimerEntitySchema = z.object({ room_name: roomNameSchema, at: isoDateTimeSchema })

/**
 * A step of a request for more time (contract/api/extension.ts), as the room hears it: asked
 * (consumer_request_extend), paid (top_up_success / pay_now_success), and answered, cancelled or
 * expired (extension_update_message, our addition). `end_at` is the booking's end after the step.
 * The spec routes the first three as one request-to-extend event; its entity is this.
 */
export const extensionEventEntitySchema = z.object({ room_name: roomNameSchema, extension: extensionSchema, end_at: isoDateTimeSchema })
export type ExtensionEventEntity = z.infer<typeof extensionEventEntitySchema>

// ---------------------------------------------------------------------------------------------
// Inbound: parse and route (spec 4)
// ---------------------------------------------------------------------------------------------

const inboundEntitySchemas = {
  health_check_message: healthCheckEntitySchema,
  chat_message: chatEntitySchema,
  offer_message: offerEntitySchema,
  answer_message: answerEntitySchema,
  ice_message: iceEntitySchema,
  room_info_message: roomInfoEntitySchema,
  // Announces someone else entering; the room info that follows carries their flags.
  enter_room_message: z.extend(roomRefSchema, { sender: z.optional(participantSchema) }),
  room_update_message: roomInfoEntitySchema,
  left_room_message: leftRoomEntitySchema,
  nearly_time_up: sessionTimerEntitySchema,
  end_time_up: sessionTimerEntitySchema,
  provider_late: sessionTimerEntitySchema,
  ready_to_join: sessionTimerEntitySchema,
  extension_update_message: extensionEventEntitySchema,
  board_stroke_message: boardStrokeEntitySchema,
  board_points_message: boardPointsEntitySchema,
  board_remove_message: boardRemoveEntitySchema,
  board_clear_message: boardClearEntitySchema,
  error_message: socketErrorEntitySchema,
} as const
type InboundEntitySchemas = typeof inboundEntitySchemas
export type InboundTopic = keyof InboundEntitySchemas

export const EXTEND_TOPICS = ['consumer_request_extend', 'top_up_success', 'pay_now_success'] as const
export type ExtendTopic = (typeof EXTEND_TOPICS)[number]

/** A message of a known topic whose entity matched its schema. */
export type InboundMessage = {
  [K in InboundTopic]: { topic: K; entity: z.output<InboundEntitySchemas[K]> }
}[InboundTopic]

/**
 * The spec's single request-to-extend event; `sourceTopic` says which of the three it was. Its
 * entity is checked like extension_update_message's (the same step of a request for more time).
 */
export type RequestToExtendMessage = { topic: 'request_to_extend'; sourceTopic: ExtendTopic; entity: ExtensionEventEntity }

export type OutOfTopicReason = 'bad_json' | 'bad_envelope' | 'unknown_topic' | 'invalid_entity' | 'not_text'
/** Anything the client cannot use. `originalTopic` is null when no topic could be read. */
export type OutOfTopicMessage = {
  topic: 'out_of_topic'
  reason: OutOfTopicReason
  originalTopic: string | null
  entity: unknown
  /** What failed validation, for logs. */
  detail: string | null
}

export type RoutedMessage = InboundMessage | RequestToExtendMessage | OutOfTopicMessage

const isExtendTopic = (topic: string): topic is ExtendTopic => (EXTEND_TOPICS as readonly string[]).includes(topic)
// Object.hasOwn, not `in`: a topic such as "toString" must not find the prototype.
const isInboundTopic = (topic: string): topic is InboundTopic => Object.hasOwn(inboundEntitySchemas, topic)

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ')
}

function outOfTopic(reason: OutOfTopicReason, originalTopic: string | null, entity: unknown, detail: string | null = null): OutOfTopicMessage {
  return { topic: 'out_of_topic', reason, originalTopic, entity, detail }
}

/**
 * Parses one inbound text frame and routes it by topic as spec 4 says. Never throws: whatever
 * cannot be used becomes `out_of_topic`, so one bad frame cannot stop the stream. Local topics
 * (`out_of_topic`, `websocket_state_change`) arriving from the server are not trusted either.
 */
export function parseInbound(raw: string): RoutedMessage {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return outOfTopic('bad_json', null, undefined)
  }
  const envelope = z.safeParse(socketEnvelopeSchema, json)
  if (!envelope.success) {
    const topic = typeof json === 'object' && json !== null && 'topic' in json && typeof json.topic === 'string' ? json.topic : null
    return outOfTopic('bad_envelope', topic, json, describeIssues(envelope.error))
  }
  const { topic, entity } = envelope.data
  if (isExtendTopic(topic)) {
    const extension = z.safeParse(extensionEventEntitySchema, entity)
    if (!extension.success) return outOfTopic('invalid_entity', topic, entity, describeIssues(extension.error))
    return { topic: 'request_to_extend', sourceTopic: topic, entity: extension.data }
  }
  if (!isInboundTopic(topic)) return outOfTopic('unknown_topic', topic, entity)
  const parsed = z.safeParse(inboundEntitySchemas[topic], entity)
  if (!parsed.success) return outOfTopic('invalid_entity', topic, entity, describeIssues(parsed.error))
  return { topic, entity: parsed.data } as InboundMessage
}

// ---------------------------------------------------------------------------------------------
// Outbound: what a client may send
// ---------------------------------------------------------------------------------------------

export const outboundEntitySchemas = {
  health_check_message: healthCheckEntitySchema,
  enter_room_message: roomRefSchema,
  // The server fills `lefted` from the socket's own identity.
  left_room_message: roomRefSchema,
  room_update_message: mediaFlagsUpdateSchema,
  chat_message: chatOutboundSchema,
  offer_message: offerSchema,
  answer_message: answerSchema,
  ice_message: iceSchema,
  board_stroke_message: boardStrokeOutboundSchema,
  board_points_message: boardPointsOutboundSchema,
  board_remove_message: boardRemoveOutboundSchema,
  board_clear_message: boardClearOutboundSchema,
  // More time is asked for over HTTP (POST /v2/booking/{id}/extensions), which prices it; the
  // server then tells the room. A client does not send consumer_request_extend itself.
} as const
type OutboundEntitySchemas = typeof outboundEntitySchemas
export type OutboundTopic = keyof OutboundEntitySchemas
export const OUTBOUND_TOPICS = Object.keys(outboundEntitySchemas) as OutboundTopic[]

export type OutboundMessage = {
  [K in OutboundTopic]: { topic: K; entity: z.input<OutboundEntitySchemas[K]> }
}[OutboundTopic]

/** An outbound message as it is once checked (what the server handles): the entities' output types. */
export type ParsedOutboundMessage = {
  [K in OutboundTopic]: { topic: K; entity: z.output<OutboundEntitySchemas[K]> }
}[OutboundTopic]

export type OutboundResult = { success: true; data: ParsedOutboundMessage } | { success: false; error: string }

/**
 * Validates a message before it is sent. The result carries the parsed entity, so keys the
 * contract does not name (such as a forged `sender`) are dropped rather than sent.
 */
export function parseOutbound(message: unknown): OutboundResult {
  const envelope = z.safeParse(socketEnvelopeSchema, message)
  if (!envelope.success) return { success: false, error: describeIssues(envelope.error) }
  const { topic, entity } = envelope.data
  if (!Object.hasOwn(outboundEntitySchemas, topic)) return { success: false, error: `topic: a client does not send ${topic}` }
  const parsed = z.safeParse(outboundEntitySchemas[topic as OutboundTopic], entity)
  if (!parsed.success) return { success: false, error: `${topic}: ${describeIssues(parsed.error)}` }
  return { success: true, data: { topic, entity: parsed.data } as ParsedOutboundMessage }
}

// ---------------------------------------------------------------------------------------------
// Client-side events: what subscribers of the realtime worker receive
// ---------------------------------------------------------------------------------------------

/** The spec's socket connection states (section 4). */
export const CONNECTION_STATES = ['connecting', 'open', 'closing', 'closed', 'timeout', 'error'] as const
export type ConnectionState = (typeof CONNECTION_STATES)[number]

export type StateChangeReason =
  | 'connect'
  | 'retry'
  | 'resume'
  | 'opened'
  | 'open_timeout'
  | 'ping_timeout'
  | 'abnormal_close'
  | 'server_close'
  | 'url_failed'
  | 'socket_failed'
  | 'user_close'
  // Health announcements on a socket that stays open (the state does not change): a health check
  // went unanswered, the browser went offline, and life came back on the same socket.
  | 'reply_late'
  | 'went_offline'
  | 'recovered'

/** Why no retry is scheduled after a failure. */
export type StopReason = 'retries_exhausted' | 'do_not_reconnect' | 'offline'

export type StateChangeEntity = {
  state: ConnectionState
  previous: ConnectionState
  /** The spec's announcement: Fail when the connection became unhealthy, Reconnected when it is back. */
  status: 'Fail' | 'Reconnected' | null
  reason: StateChangeReason
  closeCode: number | null
  /** Set when a retry is scheduled: the attempt number (from 1), the limit and the delay before it. */
  retry: { attempt: number; limit: number; delayMs: number } | null
  /** Set when a failure leaves the connection down with nothing scheduled. */
  stopReason: StopReason | null
  /** Milliseconds since the epoch, from the connection's clock. */
  at: number
}
export type StateChangeMessage = { topic: 'websocket_state_change'; entity: StateChangeEntity }

export type SocketEvent = RoutedMessage | StateChangeMessage
export type SubscriptionTopic = SocketEvent['topic']
export type SocketEventFor<T extends SubscriptionTopic> = Extract<SocketEvent, { topic: T }>

export const SUBSCRIPTION_TOPICS: readonly SubscriptionTopic[] = [
  ...(Object.keys(inboundEntitySchemas) as InboundTopic[]),
  'request_to_extend',
  'out_of_topic',
  'websocket_state_change',
]
