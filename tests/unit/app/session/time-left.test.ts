import { describe, expect, it } from 'vitest'
import { clockOffsetMs, countdownParts, formatClock, minutesBetween, msUntil, nextTickMs } from '../../../../app/features/session/time-left'

describe('countdown maths', () => {
  it('corrects a device clock that runs behind or ahead with the server time', () => {
    const received = Date.parse('2026-11-22T10:00:00.000Z')
    const behind = clockOffsetMs('2026-11-22T10:02:00.000Z', received)
    expect(behind).toBe(120_000)
    // Start at 10:05 server time; the device reads 10:00, which is 10:02 on the server.
    expect(msUntil('2026-11-22T10:05:00.000Z', received, behind)).toBe(180_000)
    const ahead = clockOffsetMs('2026-11-22T09:59:00.000Z', received)
    expect(msUntil('2026-11-22T10:05:00.000Z', received, ahead)).toBe(360_000)
    expect(clockOffsetMs('not a date', received)).toBe(0)
  })

  it('never counts below zero', () => {
    expect(msUntil('2026-11-22T10:00:00.000Z', Date.parse('2026-11-22T11:00:00.000Z'), 0)).toBe(0)
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })

  it('splits into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
    expect(countdownParts(59_001)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 })
    expect(countdownParts(((26 * 60 + 3) * 60 + 4) * 1000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 })
  })

  it('shows time left as mm:ss, and h:mm:ss from an hour up', () => {
    expect(formatClock(0)).toBe('00:00')
    expect(formatClock(65_000)).toBe('01:05')
    expect(formatClock(3_600_000)).toBe('1:00:00')
    expect(formatClock(((25 * 60 + 1) * 60 + 2) * 1000)).toBe('25:01:02')
  })

  it('measures a booking in whole minutes', () => {
    expect(minutesBetween('2026-11-22T10:00:00.000Z', '2026-11-22T11:00:00.000Z')).toBe(60)
    expect(minutesBetween('2026-11-22T11:00:00.000Z', '2026-11-22T10:00:00.000Z')).toBe(0)
  })

  it('ticks when the shown second changes', () => {
    expect(nextTickMs(5_300)).toBe(300)
    expect(nextTickMs(5_000)).toBe(1000)
    expect(nextTickMs(0)).toBe(0)
  })
})
