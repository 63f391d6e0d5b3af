import { describe, expect, it } from 'vitest'
import type { ChatMessageEntity, RoomInfoEntity } from '~/contract/socket'
import { otherParty, receiveChat, sendChatLocally } from '~/app/features/session/room-state'
import { bookingSearchSchema, preSessionSearchSchema } from '~/app/features/session/session-search'
import { safeParse } from 'zod/mini'

const me = 'a00000000000000000000001'
const them = 'b00000000000000000000002'

const chat = (id: string, uid: string, sentAt: string, text = `text ${id}`): ChatMessageEntity => ({
  room_name: 'room-1',
  message_id: id,
  text,
  sender: { type: uid === me ? 'consumer' : 'provider', uid },
  sent_at: sentAt,
})

describe('room info', () => {
  const room: RoomInfoEntity = {
    room_name: 'room-1',
    joined_user: {
      [me]: { user_display_name: 'Me', camera: true, microphone: true, screen: false, type: 'consumer', in_call: true },
      [them]: { user_display_name: 'Them', camera: false, microphone: true, screen: false, type: 'provider', in_call: false },
    },
  }

  it('finds the other participant by the opposite role', () => {
    expect(otherParty(room, 'consumer')).toMatchObject({ present: true, uid: them, user_display_name: 'Them', in_call: false })
    expect(otherParty(room, 'provider')).toMatchObject({ present: true, uid: me, in_call: true })
  })

  it('says absent when only we are there, or before any room info', () => {
    expect(otherParty({ room_name: 'room-1', joined_user: { [me]: room.joined_user[me]! } }, 'consumer')).toEqual({ present: false })
    expect(otherParty(null, 'consumer')).toEqual({ present: false })
  })
})

describe('chat', () => {
  it('shows our message at once as pending, and the server echo confirms it without a duplicate', () => {
    let lines = sendChatLocally([], 'm1', 'hello')
    expect(lines).toEqual([{ messageId: 'm1', text: 'hello', mine: true, sentAt: null, pending: true }])
    lines = receiveChat(lines, chat('m1', me, '2026-11-22T10:00:00.000Z', 'hello'), me)
    expect(lines).toEqual([{ messageId: 'm1', text: 'hello', mine: true, sentAt: '2026-11-22T10:00:00.000Z', pending: false }])
  })

  it('ignores the history replayed after a reconnect', () => {
    let lines = receiveChat([], chat('m1', them, '2026-11-22T10:00:00.000Z'), me)
    lines = receiveChat(lines, chat('m2', me, '2026-11-22T10:00:05.000Z'), me)
    const replayed = receiveChat(receiveChat(lines, chat('m1', them, '2026-11-22T10:00:00.000Z'), me), chat('m2', me, '2026-11-22T10:00:05.000Z'), me)
    expect(replayed).toEqual(lines)
    expect(replayed.map((line) => [line.messageId, line.mine])).toEqual([['m1', false], ['m2', true]])
  })

  it('keeps lines in the order they were sent, with unconfirmed ones last', () => {
    let lines = sendChatLocally([], 'mine', 'waiting')
    lines = receiveChat(lines, chat('late', them, '2026-11-22T10:00:09.000Z'), me)
    lines = receiveChat(lines, chat('early', them, '2026-11-22T10:00:01.000Z'), me)
    expect(lines.map((line) => line.messageId)).toEqual(['early', 'late', 'mine'])
  })

  it('does not add the same pending message twice', () => {
    const lines = sendChatLocally([], 'm1', 'hi')
    expect(sendChatLocally(lines, 'm1', 'hi')).toHaveLength(1)
  })
})

describe('session search params', () => {
  it('reads a booking id, and a malformed one as none', () => {
    expect(safeParse(bookingSearchSchema, { booking: '65f000000000000000000001' }).data).toEqual({ booking: '65f000000000000000000001' })
    expect(safeParse(bookingSearchSchema, { booking: 'x' }).data).toEqual({ booking: undefined })
    expect(safeParse(bookingSearchSchema, {}).data).toEqual({ booking: undefined })
    expect(safeParse(preSessionSearchSchema, {}).data).toEqual({ booking: undefined })
    expect(safeParse(preSessionSearchSchema, { booking: 123 }).data).toEqual({ booking: undefined })
  })
})
