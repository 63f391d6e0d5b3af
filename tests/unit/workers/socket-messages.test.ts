import { describe, expect, it } from 'vitest'
import { extensionOf } from '~/tests/support/extension-input'
import {
  CHAT_TEXT_MAX,
  OUTBOUND_TOPICS,
  SOCKET_CLOSE_CODES,
  SOCKET_TOPICS,
  SUBSCRIPTION_TOPICS,
  isNoReconnectCloseCode,
  parseInbound,
  parseOutbound,
  socketFrame,
} from '~/contract/socket'
import { socketUrlWithTicket } from '~/workers/realtime/socket-url'

const UID = '0123456789abcdef01234567'
const OTHER = 'fedcba9876543210fedcba98'
const sender = { type: 'provider', uid: UID }
const room = 'room-1'

const validInbound: Record<string, unknown> = {
  health_check_message: { healthy: true },
  chat_message: { room_name: room, message_id: 'm1', text: 'hello', sent_at: '2025-01-01T10:00:00.000Z', sender },
  offer_message: { room_name: room, rtc_session: { type: 'offer', sdp: 'v=0' }, sender },
  answer_message: { room_name: room, rtc_session: { type: 'answer', sdp: 'v=0' }, sender },
  ice_message: {
    room_name: room,
    ice_candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdp_m_line_index: 0, sdp_mid: '0' },
    sender,
  },
  room_info_message: {
    room_name: room,
    joined_user: { [UID]: { user_display_name: 'Ann', camera: true, microphone: false, screen: false, type: 'consumer', in_call: true } },
  },
  enter_room_message: { room_name: room, sender },
  room_update_message: {
    room_name: room,
    joined_user: {
      [UID]: { user_display_name: 'Ann', camera: true, microphone: true, screen: true, type: 'consumer', in_call: true },
      [OTHER]: { user_display_name: 'Bo', camera: false, microphone: false, screen: false, type: 'provider', in_call: false },
    },
  },
  left_room_message: { room_name: room, lefted: { type: 'consumer', uid: OTHER } },
  nearly_time_up: { room_name: room, at: '2025-01-01T10:55:00+07:00' },
  end_time_up: { room_name: room, at: '2025-01-01T11:00:00Z' },
  provider_late: { room_name: room, at: '2025-01-01T10:05:00Z' },
  ready_to_join: { room_name: room, at: '2025-01-01T09:55:00Z' },
}

describe('parseInbound', () => {
  it.each(Object.entries(validInbound))('routes a valid %s to its topic', (topic, entity) => {
    expect(parseInbound(socketFrame(topic, entity))).toEqual({ topic, entity })
  })

  it('covers every spec topic: known, request-to-extend or client-local', () => {
    const local = ['out_of_topic', 'websocket_state_change', 'top_up_success', 'pay_now_success', 'consumer_request_extend']
    expect([...Object.keys(validInbound), ...local].sort()).toEqual([...SOCKET_TOPICS].sort())
  })

  it('routes the whiteboard topics (our addition) with their entities checked', () => {
    const stroke = { stroke_id: 'stroke_1', page: 1, tool: 'line', color: '#15803d', width: 12, points: [[0, 0, 0.5], [1600, 900, 0.5]], author_id: UID, seq: 3 }
    const frames = {
      board_stroke_message: { room_name: room, version: 7, stroke, sender },
      board_points_message: { room_name: room, stroke_id: 'stroke_2', page: 0, tool: 'highlighter', color: '#b45309', width: 12, from: 0, points: [[5, 5, 0.2]], sender },
      board_remove_message: { room_name: room, version: 8, stroke_ids: ['stroke_1'], sender },
      board_clear_message: { room_name: room, version: 9, page: 1, sender },
    }
    for (const [topic, entity] of Object.entries(frames)) expect(parseInbound(socketFrame(topic, entity))).toEqual({ topic, entity })
    expect(parseInbound(socketFrame('board_stroke_message', { ...frames.board_stroke_message, stroke: { ...stroke, points: [[0, 0, 0.5]] } }))).toMatchObject({
      topic: 'out_of_topic',
      reason: 'invalid_entity',
    })
    expect(parseInbound(socketFrame('board_clear_message', { ...frames.board_clear_message, version: -1 }))).toMatchObject({ topic: 'out_of_topic' })
  })

  it('routes extension_update_message (our addition: a request answered, cancelled or expired) with its entity checked', () => {
    const extension = extensionOf({ status: 'accepted', paid_via: 'pay_now', decided_at: '2025-01-01T10:42:00.000Z' })
    const entity = { room_name: room, extension, end_at: '2025-01-01T11:30:00.000Z' }
    expect(parseInbound(socketFrame('extension_update_message', entity))).toEqual({ topic: 'extension_update_message', entity })
    expect(parseInbound(socketFrame('extension_update_message', { ...entity, extension: { ...extension, status: 'won' } }))).toMatchObject({ topic: 'out_of_topic', reason: 'invalid_entity' })
  })

  it.each(['top_up_success', 'pay_now_success', 'consumer_request_extend'])(
    'routes %s as one request_to_extend event, keeps the original topic and checks its entity',
    (topic) => {
      const extension = extensionOf(
        topic === 'consumer_request_extend' ? {} : { status: 'paid', paid_via: topic === 'top_up_success' ? 'top_up' : 'pay_now' },
      )
      const entity = { room_name: room, extension, end_at: '2025-01-01T11:00:00.000Z' }
      expect(parseInbound(socketFrame(topic, entity))).toEqual({ topic: 'request_to_extend', sourceTopic: topic, entity })
      expect(parseInbound(socketFrame(topic, { room_name: room, minutes: 30, anything: ['goes'] }))).toMatchObject({
        topic: 'out_of_topic',
        reason: 'invalid_entity',
        originalTopic: topic,
      })
    },
  )

  it('routes an unknown topic to out_of_topic with the topic it had', () => {
    expect(parseInbound(socketFrame('new_feature_message', { a: 1 }))).toMatchObject({
      topic: 'out_of_topic',
      reason: 'unknown_topic',
      originalTopic: 'new_feature_message',
      entity: { a: 1 },
    })
  })

  it.each(['toString', '__proto__', 'websocket_state_change', 'out_of_topic', 'request_to_extend'])(
    'does not trust the topic %s from the server',
    (topic) => {
      expect(parseInbound(socketFrame(topic, {}))).toMatchObject({ topic: 'out_of_topic', reason: 'unknown_topic' })
    },
  )

  it('routes bad JSON and bad envelopes to out_of_topic', () => {
    expect(parseInbound('{not json')).toMatchObject({ topic: 'out_of_topic', reason: 'bad_json', originalTopic: null })
    expect(parseInbound('42')).toMatchObject({ topic: 'out_of_topic', reason: 'bad_envelope', originalTopic: null })
    expect(parseInbound('null')).toMatchObject({ topic: 'out_of_topic', reason: 'bad_envelope' })
    expect(parseInbound(JSON.stringify({ entity: {} }))).toMatchObject({ reason: 'bad_envelope', originalTopic: null })
    expect(parseInbound(JSON.stringify({ topic: '', entity: {} }))).toMatchObject({ reason: 'bad_envelope', originalTopic: '' })
  })

  it.each([
    ['health_check_message', {}],
    ['chat_message', { ...(validInbound.chat_message as object), text: 'x'.repeat(CHAT_TEXT_MAX + 1) }],
    ['chat_message', { ...(validInbound.chat_message as object), sender: { type: 'provider', uid: 'not-an-id' } }],
    ['chat_message', { ...(validInbound.chat_message as object), sent_at: 'yesterday' }],
    ['offer_message', { room_name: room, rtc_session: { type: 'answer', sdp: 'v=0' }, sender }],
    ['offer_message', { room_name: room, rtc_session: { type: 'offer', sdp: 'v=0' } }],
    ['ice_message', { room_name: room, ice_candidate: { candidate: '', sdp_m_line_index: -1, sdp_mid: null }, sender }],
    ['room_info_message', { room_name: room, joined_user: { [UID]: { user_display_name: 'Ann', camera: true } } }],
    ['room_info_message', { room_name: room, joined_user: { 'not-an-id': { user_display_name: 'A', camera: true, microphone: true, screen: true, type: 'consumer', in_call: true } } }],
    ['left_room_message', { room_name: room, left: { type: 'consumer', uid: OTHER } }],
    ['end_time_up', { room_name: room }],
    ['ready_to_join', null],
  ])('routes %s with an invalid entity to out_of_topic', (topic, entity) => {
    const routed = parseInbound(socketFrame(topic, entity))
    expect(routed).toMatchObject({ topic: 'out_of_topic', reason: 'invalid_entity', originalTopic: topic, entity })
    expect(routed.topic === 'out_of_topic' && routed.detail).toBeTruthy()
  })

  it('accepts the end-of-candidates marker', () => {
    const entity = { room_name: room, ice_candidate: { candidate: '', sdp_m_line_index: null, sdp_mid: null }, sender }
    expect(parseInbound(socketFrame('ice_message', entity))).toEqual({ topic: 'ice_message', entity })
  })
})

describe('parseOutbound', () => {
  const validOutbound: Record<string, unknown> = {
    health_check_message: { healthy: true },
    enter_room_message: { room_name: room },
    left_room_message: { room_name: room },
    room_update_message: { room_name: room, camera: false },
    chat_message: { room_name: room, message_id: 'm1', text: 'x'.repeat(CHAT_TEXT_MAX) },
    offer_message: { room_name: room, rtc_session: { type: 'offer', sdp: 'v=0' } },
    answer_message: { room_name: room, rtc_session: { type: 'answer', sdp: 'v=0' } },
    ice_message: { room_name: room, ice_candidate: { candidate: 'candidate:1', sdp_m_line_index: 1, sdp_mid: '1' } },
    board_stroke_message: { room_name: room, stroke: { stroke_id: 'stroke_1', page: 0, tool: 'text', color: '#1f2937', width: 6, points: [[0, 0, 0.5]], text: 'ก่อนเรียน' } },
    board_points_message: { room_name: room, stroke_id: 'stroke_1', page: 4, tool: 'pen', color: '#dc2626', width: 3, from: 12, points: [[1600, 900, 1]] },
    board_remove_message: { room_name: room, stroke_ids: ['stroke_1'] },
    board_clear_message: { room_name: room, page: 0 },
  }

  it('has a sample for every outbound topic', () => {
    expect(Object.keys(validOutbound).sort()).toEqual([...OUTBOUND_TOPICS].sort())
  })

  it.each(Object.entries(validOutbound))('accepts a valid %s', (topic, entity) => {
    expect(parseOutbound({ topic, entity })).toEqual({ success: true, data: { topic, entity } })
  })

  it('drops a sender the client made up: the server says who sent what', () => {
    const result = parseOutbound({ topic: 'chat_message', entity: { room_name: room, message_id: 'm', text: 'hi', sender } })
    expect(result).toEqual({ success: true, data: { topic: 'chat_message', entity: { room_name: room, message_id: 'm', text: 'hi' } } })
  })

  it.each([
    ['room_info_message', validInbound.room_info_message],
    ['ready_to_join', validInbound.ready_to_join],
    ['top_up_success', {}],
    ['pay_now_success', {}],
    // More time is asked for over HTTP, which prices it; the server then tells the room.
    ['consumer_request_extend', { room_name: room, minutes: 30 }],
    ['extension_update_message', {}],
    ['out_of_topic', {}],
    ['websocket_state_change', {}],
  ])('refuses %s, which only the server sends', (topic, entity) => {
    expect(parseOutbound({ topic, entity })).toMatchObject({ success: false, error: expect.stringContaining(topic) })
  })

  it.each([
    ['chat_message', { room_name: room, message_id: 'm', text: '' }],
    ['chat_message', { room_name: room, message_id: 'm', text: '   ' }],
    ['chat_message', { room_name: room, message_id: 'm', text: 'x'.repeat(CHAT_TEXT_MAX + 1) }],
    ['chat_message', { room_name: '', message_id: 'm', text: 'hi' }],
    ['room_update_message', { room_name: room }],
    ['room_update_message', { room_name: room, camera: 'on' }],
    ['offer_message', { room_name: room, rtc_session: { type: 'offer', sdp: '' } }],
    ['health_check_message', { healthy: 'yes' }],
    ['board_stroke_message', { room_name: room, stroke: { stroke_id: 'stroke_1', page: 0, tool: 'pen', color: '#1f2937', width: 6, points: [] } }],
    ['board_stroke_message', { room_name: room, stroke: { stroke_id: 'stroke_1', page: 0, tool: 'pen', color: '#1f2937', width: 6, points: [[0, 0, 1.5]] } }],
    ['board_points_message', { room_name: room, stroke_id: 'stroke_1', page: 0, tool: 'pen', color: '#1f2937', width: 6, from: -1, points: [[0, 0, 0.5]] }],
    ['board_remove_message', { room_name: room, stroke_ids: Array.from({ length: 51 }, (_, i) => `stroke_${i}00`) }],
    ['board_clear_message', { room_name: room, page: 5 }],
  ])('refuses an invalid %s', (topic, entity) => {
    expect(parseOutbound({ topic, entity })).toMatchObject({ success: false })
  })

  it('refuses what is not an envelope', () => {
    expect(parseOutbound('health_check_message')).toMatchObject({ success: false })
    expect(parseOutbound({ entity: {} })).toMatchObject({ success: false })
  })
})

describe('socket constants', () => {
  it('treat exactly 4000-4999 as "do not reconnect"', () => {
    for (const code of [4000, 4001, 4003, 4008, 4009, 4999]) expect(isNoReconnectCloseCode(code), String(code)).toBe(true)
    for (const code of [1000, 1001, 1006, 1009, 1011, 3999, 5000]) expect(isNoReconnectCloseCode(code), String(code)).toBe(false)
    const { loggedOut, forbidden, replaced, sessionEnded } = SOCKET_CLOSE_CODES
    expect([loggedOut, forbidden, replaced, sessionEnded]).toEqual([4001, 4003, 4008, 4009])
  })

  it('offer the spec topics to subscribers, with one request_to_extend in place of the three', () => {
    expect(SUBSCRIPTION_TOPICS).toContain('request_to_extend')
    expect(SUBSCRIPTION_TOPICS).toContain('out_of_topic')
    expect(SUBSCRIPTION_TOPICS).toContain('websocket_state_change')
    for (const topic of ['top_up_success', 'pay_now_success', 'consumer_request_extend']) {
      expect(SUBSCRIPTION_TOPICS).not.toContain(topic)
    }
    expect(new Set(SUBSCRIPTION_TOPICS).size).toBe(SUBSCRIPTION_TOPICS.length)
  })
})

describe('socketUrlWithTicket', () => {
  const page = { protocol: 'https:', host: 'example.test' }

  it('defaults to /ws on the page origin, wss under https', () => {
    expect(socketUrlWithTicket('', 'abc', page)).toBe('wss://example.test/ws?token=abc')
    expect(socketUrlWithTicket('', 'abc', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws?token=abc')
  })

  it('uses the configured address and encodes the ticket', () => {
    expect(socketUrlWithTicket('wss://rt.example.test/ws?v=2', 'a b&c', page)).toBe('wss://rt.example.test/ws?v=2&token=a+b%26c')
  })

  it('replaces a token already in the configured address', () => {
    expect(socketUrlWithTicket('ws://h/ws?token=old', 'new', page)).toBe('ws://h/ws?token=new')
  })
})
