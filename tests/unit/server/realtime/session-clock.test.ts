import { describe, expect, it, vi } from 'vitest'
import { NEARLY_TIME_UP_BEFORE_END_MS, PROVIDER_LATE_AFTER_START_MS, ROOM_OPENS_BEFORE_START_MS } from '~/contract/api/booking'
import { createLogger } from '~/server/log'
import {
  HEARTBEAT_MS,
  INSTANCE_ALIVE_MS,
  aliveSince,
  createSessionClock,
  dueTimers,
  heartbeatDue,
  providerCheckDue,
  sessionOver,
  timersToRearm,
} from '~/server/realtime/session-clock'

// A 60-minute session.
const startAt = new Date('2026-05-04T11:00:00.000Z')
const endAt = new Date('2026-05-04T12:00:00.000Z')
const booking = { startAt, endAt }
const at = (ms: number) => new Date(ms)
const topics = (b: { startAt: Date; endAt: Date }, t: Date, providerPresent: boolean | null) => dueTimers(b, t, providerPresent).map((d) => d.topic)

describe('dueTimers', () => {
  const opensAt = startAt.getTime() - ROOM_OPENS_BEFORE_START_MS
  const lateAt = startAt.getTime() + PROVIDER_LATE_AFTER_START_MS
  const nearlyAt = endAt.getTime() - NEARLY_TIME_UP_BEFORE_END_MS

  it('has nothing due before the room opens', () => {
    expect(dueTimers(booking, at(opensAt - 1), false)).toEqual([])
  })

  it('has ready_to_join from the opening on, naming the start', () => {
    expect(dueTimers(booking, at(opensAt), null)).toEqual([{ topic: 'ready_to_join', at: startAt }])
  })

  it('has provider_late from 5 minutes after the start, only when the provider was looked for and is absent', () => {
    expect(topics(booking, at(lateAt - 1), false)).toEqual(['ready_to_join'])
    expect(dueTimers(booking, at(lateAt), false)).toEqual([
      { topic: 'ready_to_join', at: startAt },
      { topic: 'provider_late', at: startAt },
    ])
    expect(topics(booking, at(lateAt), true)).toEqual(['ready_to_join'])
    expect(topics(booking, at(lateAt), null)).toEqual(['ready_to_join'])
  })

  it('has nearly_time_up from 5 minutes before the end, naming the end', () => {
    expect(topics(booking, at(nearlyAt - 1), true)).toEqual(['ready_to_join'])
    expect(dueTimers(booking, at(nearlyAt), true)).toEqual([
      { topic: 'ready_to_join', at: startAt },
      { topic: 'nearly_time_up', at: endAt },
    ])
    expect(topics(booking, at(nearlyAt), false)).toEqual(['ready_to_join', 'provider_late', 'nearly_time_up'])
  })

  it('stops provider_late at the end, and never has end_time_up (the room end sends it)', () => {
    expect(topics(booking, endAt, false)).toEqual(['ready_to_join', 'nearly_time_up'])
  })

  it('gives a session shorter than the warning its nearly_time_up at the start', () => {
    const short = { startAt, endAt: new Date(startAt.getTime() + 3 * 60_000) }
    expect(topics(short, at(startAt.getTime() - 1), true)).toEqual(['ready_to_join'])
    expect(dueTimers(short, startAt, true)).toEqual([
      { topic: 'ready_to_join', at: startAt },
      { topic: 'nearly_time_up', at: short.endAt },
    ])
  })
})

describe('the room end and the provider check', () => {
  it('the session is over from its end on', () => {
    expect(sessionOver(booking, at(endAt.getTime() - 1))).toBe(false)
    expect(sessionOver(booking, endAt)).toBe(true)
  })

  it('looks for the provider once, from the late moment on', () => {
    const lateAt = startAt.getTime() + PROVIDER_LATE_AFTER_START_MS
    expect(providerCheckDue(booking, at(lateAt - 1), false)).toBe(false)
    expect(providerCheckDue(booking, at(lateAt), false)).toBe(true)
    expect(providerCheckDue(booking, at(lateAt), true)).toBe(false)
  })

  it('rearms nearly_time_up after an extension only while it is not yet due again', () => {
    const extended = { startAt, endAt: new Date(endAt.getTime() + 30 * 60_000) }
    const nearlyAt = extended.endAt.getTime() - NEARLY_TIME_UP_BEFORE_END_MS
    expect(timersToRearm(extended, at(nearlyAt - 1))).toEqual(['nearly_time_up'])
    expect(timersToRearm(extended, at(nearlyAt))).toEqual([])
  })
})

describe('heartbeat', () => {
  it('is due the first time, then every HEARTBEAT_MS', () => {
    expect(heartbeatDue(0, 5)).toBe(true)
    expect(heartbeatDue(1_000, 1_000 + HEARTBEAT_MS - 1)).toBe(false)
    expect(heartbeatDue(1_000, 1_000 + HEARTBEAT_MS)).toBe(true)
  })

  it('counts an instance alive for INSTANCE_ALIVE_MS after its last heartbeat', () => {
    expect(aliveSince(endAt).getTime()).toBe(endAt.getTime() - INSTANCE_ALIVE_MS)
  })
})

describe('createSessionClock', () => {
  const silent = createLogger('silent')

  function setup(checkRooms: (at: Date) => Promise<void> = async () => {}) {
    let t = new Date('2026-05-04T02:00:00.000Z')
    const calls: string[] = []
    const rooms = {
      heartbeat: vi.fn(async (_id: string, now: Date) => void calls.push(`heartbeat ${now.toISOString()}`)),
      pruneInstances: vi.fn(async () => void calls.push('prune')),
    }
    const clock = createSessionClock({
      log: silent,
      now: () => t,
      instanceId: 'i1',
      rooms,
      tickIntervalMs: 0,
      beforeHeartbeat: () => calls.push('ping'),
      checkRooms: async (now) => {
        calls.push(`rooms ${now.toISOString()}`)
        await checkRooms(now)
      },
    })
    return { clock, calls, rooms, advance: (ms: number) => (t = new Date(t.getTime() + ms)) }
  }

  it('ticks pings, then the heartbeat when due, then the rooms', async () => {
    const { clock, calls, advance } = setup()
    await clock.tick()
    expect(calls).toEqual(['ping', 'heartbeat 2026-05-04T02:00:00.000Z', 'prune', 'rooms 2026-05-04T02:00:00.000Z'])
    calls.length = 0
    advance(HEARTBEAT_MS - 1)
    await clock.tick()
    expect(calls).toEqual(['ping', 'rooms 2026-05-04T02:00:09.999Z'])
    calls.length = 0
    advance(1)
    await clock.heartbeatIfDue()
    expect(calls).toEqual(['heartbeat 2026-05-04T02:00:10.000Z', 'prune'])
  })

  it('runs one tick at a time: a tick asked for meanwhile is the one under way', async () => {
    let release = () => {}
    const { clock, calls } = setup(() => new Promise<void>((r) => (release = r)))
    const first = clock.tick()
    await vi.waitFor(() => expect(calls.filter((c) => c.startsWith('rooms'))).toHaveLength(1))
    const second = clock.tick()
    let idle = false
    const waiting = clock.idle().then(() => (idle = true))
    await Promise.resolve()
    expect(idle).toBe(false)
    release()
    await Promise.all([first, second, waiting])
    expect(idle).toBe(true)
    expect(calls.filter((c) => c.startsWith('rooms'))).toHaveLength(1)
  })

  it('logs a failed tick and goes on', async () => {
    const warn = vi.fn()
    const log = { ...silent, warn }
    const clock = createSessionClock({
      log,
      now: () => new Date(),
      instanceId: 'i1',
      rooms: { heartbeat: async () => {}, pruneInstances: async () => {} },
      tickIntervalMs: 0,
      beforeHeartbeat: () => {},
      checkRooms: () => Promise.reject(new Error('database away')),
    })
    await clock.tick()
    expect(warn).toHaveBeenCalledWith('realtime tick failed', { error: expect.any(Error) })
    await clock.tick()
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('ticks on its interval once started, until stopped', async () => {
    vi.useFakeTimers()
    try {
      const checkRooms = vi.fn(async () => {})
      const clock = createSessionClock({
        log: silent,
        now: () => new Date(),
        instanceId: 'i1',
        rooms: { heartbeat: async () => {}, pruneInstances: async () => {} },
        tickIntervalMs: 1_000,
        beforeHeartbeat: () => {},
        checkRooms,
      })
      clock.start()
      await vi.advanceTimersByTimeAsync(0)
      expect(checkRooms).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(3_000)
      expect(checkRooms).toHaveBeenCalledTimes(4)
      clock.stop()
      await vi.advanceTimersByTimeAsync(3_000)
      expect(checkRooms).toHaveBeenCalledTimes(4)
    } finally {
      vi.useRealTimers()
    }
  })
})
