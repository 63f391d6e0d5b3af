import { describe, expect, it } from 'vitest'
import type { Booking } from '~/contract/api/booking'
import {
  isNear,
  isSessionPage,
  nextBarChangeAt,
  nextPhaseChangeAt,
  NEAR_REFETCH_MS,
  phaseAt,
  refetchIntervalFor,
  sessionBarState,
  sessionBarText,
  waitMs,
} from '~/app/features/session/upcoming-sessions'
import { th } from '~/app/lib/i18n/th-all'

const MINUTE = 60_000
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]))
const inMinutes = (n: number) => new Intl.RelativeTimeFormat('th', { numeric: 'always' }).format(n, 'minute')

// The fake clock: every instant is minutes from T0 on the server's clock.
const T0 = Date.parse('2026-06-01T11:00:00.000Z')
const at = (minutes: number) => T0 + minutes * MINUTE
const iso = (minutes: number) => new Date(at(minutes)).toISOString()

/** A 60-minute session starting `startMinutes` after T0; its room opens 10 minutes before. */
function booking(id: string, startMinutes: number, overrides: Partial<Booking> = {}): Booking {
  const party = (name: string, n: string) => ({ _id: n.repeat(24), username: name, display_name: name, profile_picture: null })
  return {
    _id: id.padStart(24, '0'),
    room_name: `room_${id}`,
    service: { _id: 'a'.repeat(24), title: 'Maths', minutes_per_session: 60 },
    consumer: party('learner', 'c'),
    provider: party('Teacher Somchai', 'd'),
    start_at: iso(startMinutes),
    end_at: iso(startMinutes + 60),
    opens_at: iso(startMinutes - 10),
    phase: 'upcoming',
    my_role: 'consumer',
    server_time: iso(0),
    ...overrides,
  }
}

describe('which booking is near', () => {
  const soon = booking('1', 80)

  it('is near from an hour before its room opens until it ends', () => {
    // Opens at +70: near from +10 until +140 (the end).
    expect(isNear(soon, at(10) - 1)).toBe(false)
    expect(isNear(soon, at(10))).toBe(true)
    expect(isNear(soon, at(139))).toBe(true)
    expect(isNear(soon, at(140))).toBe(false)
  })

  it('has the phases the server gives: upcoming, open from opens_at, ended at end_at', () => {
    expect(phaseAt(soon, at(70) - 1)).toBe('upcoming')
    expect(phaseAt(soon, at(70))).toBe('open')
    expect(phaseAt(soon, at(140) - 1)).toBe('open')
    expect(phaseAt(soon, at(140))).toBe('ended')
  })

  it('shows nothing when no room opens within the hour', () => {
    expect(sessionBarState([booking('1', 71), booking('2', 2000)], at(0))).toEqual({ kind: 'none' })
    expect(sessionBarState([], at(0))).toEqual({ kind: 'none' })
  })

  it('takes the soonest near booking, skipping one that has ended', () => {
    const ended = booking('0', -60)
    const running = booking('1', -5)
    const next = booking('2', 60)
    expect(sessionBarState([ended, running, next], at(0))).toMatchObject({ kind: 'started', booking: { _id: running._id } })
    expect(sessionBarState([ended, next], at(0))).toMatchObject({ kind: 'starts-in', booking: { _id: next._id } })
  })
})

describe('what the bar says', () => {
  const demo = booking('1', 8)

  it('counts whole minutes to the start, rounded up, then says it has started with the minutes left', () => {
    expect(sessionBarState([demo], at(0))).toMatchObject({ kind: 'starts-in', minutes: 8 })
    expect(sessionBarState([demo], at(7) + 1)).toMatchObject({ kind: 'starts-in', minutes: 1 })
    expect(sessionBarState([demo], at(8))).toMatchObject({ kind: 'started', minutesLeft: 60 })
    expect(sessionBarState([demo], at(67) + 30_000)).toMatchObject({ kind: 'started', minutesLeft: 1 })
  })

  it('names the other person in Thai: the provider to the learner, the learner to the provider', () => {
    const asLearner = sessionBarState([demo], at(0))
    if (asLearner.kind === 'none') throw new Error('expected a near booking')
    expect(sessionBarText(asLearner)).toBe(fill(th.upcomingSessions.bar.startsIn, { name: 'Teacher Somchai', when: inMinutes(8) }))

    const asProvider = sessionBarState([{ ...demo, my_role: 'provider' }], at(20))
    if (asProvider.kind === 'none') throw new Error('expected a near booking')
    expect(sessionBarText(asProvider)).toBe(fill(th.upcomingSessions.bar.started, { name: 'learner', minutes: 48 }))
  })

  it('changes exactly when the shown minute does, at the start and at the end, and wakes when a room comes near', () => {
    expect(nextBarChangeAt([demo], at(0))).toBe(at(1))
    expect(nextBarChangeAt([demo], at(0) + 1)).toBe(at(1))
    expect(nextBarChangeAt([demo], at(7) + 1)).toBe(at(8))
    expect(nextBarChangeAt([demo], at(8))).toBe(at(9))
    expect(nextBarChangeAt([demo], at(67) + 1)).toBe(at(68))
    // Ended: nothing listed comes near again.
    expect(nextBarChangeAt([demo], at(68))).toBeNull()
    // Far: the bar wakes an hour before the room opens (at +70 - 60 for a start at +80).
    expect(nextBarChangeAt([booking('2', 80)], at(0))).toBe(at(10))
    // Every change lies in the future, so a timer set to it never spins.
    for (let m = -5; m < 70; m += 0.25) {
      const next = nextBarChangeAt([demo], at(m))
      if (next !== null) expect(next).toBeGreaterThan(at(m))
    }
  })

  it('bounds the wait for a change far away', () => {
    expect(waitMs(at(10), at(0))).toBe(10 * MINUTE)
    expect(waitMs(at(3 * 24 * 60), at(0))).toBe(60 * MINUTE)
    expect(waitMs(at(0), at(1))).toBe(0)
  })

  it('finds the next room opening or end among the listed sessions', () => {
    expect(nextPhaseChangeAt([booking('1', 8), booking('2', 200)], at(0))).toBe(at(8 + 60))
    expect(nextPhaseChangeAt([booking('2', 200)], at(0))).toBe(at(190))
    expect(nextPhaseChangeAt([booking('1', -100)], at(0))).toBeNull()
  })
})

describe('asking again', () => {
  it('every minute while a session is near, never otherwise, on the server clock', () => {
    const received = at(0)
    expect(refetchIntervalFor(undefined, received)).toBe(false)
    expect(refetchIntervalFor({ bookings: [], receivedAt: received }, received)).toBe(false)
    expect(refetchIntervalFor({ bookings: [booking('1', 8)], receivedAt: received }, received)).toBe(NEAR_REFETCH_MS)
    expect(refetchIntervalFor({ bookings: [booking('1', 2000)], receivedAt: received }, received)).toBe(false)
    // The device clock is two hours slow: the server's clock decides that the session is near.
    const slowDevice = at(0) - 120 * MINUTE
    expect(refetchIntervalFor({ bookings: [booking('1', 8)], receivedAt: slowDevice }, slowDevice)).toBe(NEAR_REFETCH_MS)
  })
})

describe('the session pages', () => {
  it('are every page under /session, and no other', () => {
    for (const path of ['/session/pre-session', '/session/waiting-room', '/session/video-session', '/session/summary', '/session']) expect(isSessionPage(path), path).toBe(true)
    for (const path of ['/', '/tutoring', '/policies/session', '/sessions', '/mobile/menu']) expect(isSessionPage(path), path).toBe(false)
  })
})
