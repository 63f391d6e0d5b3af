import { describe, expect, it } from 'vitest'
import type { ChatMessageEntity, RoomInfoEntity } from '~/contract/socket'
import { CHAT_LINES_SHOWN, newestChatLines, otherParty, receiveChat, sendChatLocally } from '~/app/features/session/room-state'
import { bookingSearch, preSessionSearch } from '~/app/features/session/session-search'

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

  it('orders a history arriving out of order, equal times in arrival order, as the whole-list sort did', () => {
    const times = [5, 1, 9, 1, 3, 9, 0, 7].map((second, i) => ({ id: `m${i}`, at: `2026-11-22T10:00:0${second}.000Z` }))
    let lines = sendChatLocally([], 'pending', 'waiting')
    for (const { id, at } of times) lines = receiveChat(lines, chat(id, them, at), me)
    const expected = [...times].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).map((m) => m.id)
    expect(lines.map((line) => line.messageId)).toEqual([...expected, 'pending'])
  })

  it('a long history shows its newest lines and counts the earlier ones', () => {
    let lines = receiveChat([], chat('first', them, '2026-11-22T09:00:00.000Z'), me)
    for (let i = 0; i < CHAT_LINES_SHOWN + 4; i++) lines = receiveChat(lines, chat(`m${i}`, them, new Date(Date.parse('2026-11-22T10:00:00.000Z') + i * 1000).toISOString()), me)
    const first = newestChatLines(lines, CHAT_LINES_SHOWN)
    expect(first.earlier).toBe(5)
    expect(first.lines).toHaveLength(CHAT_LINES_SHOWN)
    expect(first.lines.at(-1)!.messageId).toBe(`m${CHAT_LINES_SHOWN + 3}`)
    expect(first.lines[0]!.messageId).toBe('m4')
    const all = newestChatLines(lines, CHAT_LINES_SHOWN * 2)
    expect(all.earlier).toBe(0)
    expect(all.lines).toBe(lines)
    expect(all.lines[0]!.messageId).toBe('first')
  })

  it('does not add the same pending message twice', () => {
    const lines = sendChatLocally([], 'm1', 'hi')
    expect(sendChatLocally(lines, 'm1', 'hi')).toHaveLength(1)
  })
})

describe('session search params', () => {
  it('reads a booking id, and a malformed one as none', () => {
    expect(bookingSearch({ booking: '65f000000000000000000001' })).toEqual({ booking: '65f000000000000000000001' })
    expect(bookingSearch({ booking: 'x' })).toEqual({ booking: undefined })
    expect(bookingSearch({})).toEqual({ booking: undefined })
    expect(preSessionSearch({})).toEqual({ booking: undefined })
    expect(preSessionSearch({ booking: 123 })).toEqual({ booking: undefined })
  })
})
