import { describe, expect, it } from 'vitest'
import { callClock, callClockText, clockOffsetMs, connectedTimeText, countdownParts, formatClock, minutesBetween, nextTickMs } from '~/app/features/session/time-left'
import { th } from '~/app/lib/i18n/th-all'

describe('countdown maths', () => {
  it('corrects a device clock that runs behind or ahead with the server time', () => {
    const received = Date.parse('2026-11-22T10:00:00.000Z')
    const behind = clockOffsetMs('2026-11-22T10:02:00.000Z', received)
    expect(behind).toBe(120_000)
    const ahead = clockOffsetMs('2026-11-22T09:59:00.000Z', received)
    expect(ahead).toBe(-60_000)
    expect(clockOffsetMs('not a date', received)).toBe(0)
  })

  it('never counts below zero', () => {
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

describe('the call clock', () => {
  const start = Date.parse('2026-11-22T10:00:00.000Z')
  const end = start + 60 * 60_000
  const startsIn = (time: string) => th.session.video.startsIn.replace('{time}', time)
  const timeLeft = (time: string) => th.session.video.timeLeft.replace('{time}', time)

  it('before the start counts to the start, not to the end (a 60-minute booking read 1:02:xx)', () => {
    expect(callClock(start - 2 * 60_000 - 30_000, start, end)).toEqual({ kind: 'startsIn', ms: 150_000 })
    expect(callClockText(callClock(start - 5 * 60_000, start, end))).toBe(startsIn('05:00'))
    // Half a second before the start still reads as a second to go, never "00:00 to start".
    expect(callClockText(callClock(start - 500, start, end))).toBe(startsIn('00:01'))
  })

  it('from the start counts what is left until the end', () => {
    expect(callClock(start, start, end)).toEqual({ kind: 'timeLeft', ms: 3_600_000 })
    expect(callClockText(callClock(start + 60_000, start, end))).toBe(timeLeft('59:00'))
    expect(callClockText(callClock(end - 1_500, start, end))).toBe(timeLeft('00:02'))
  })

  it('after the end stays at zero', () => {
    expect(callClock(end + 10_000, start, end)).toEqual({ kind: 'timeLeft', ms: 0 })
    expect(callClockText(callClock(end + 10_000, start, end))).toBe(timeLeft('00:00'))
  })

  it('takes the server clock: a device 2 minutes behind still sees the true time to the start', () => {
    const received = start - 10 * 60_000
    const offset = clockOffsetMs(new Date(received + 2 * 60_000).toISOString(), received)
    expect(callClockText(callClock(received + offset, start, end))).toBe(startsIn('08:00'))
  })
})

describe('time connected on the summary', () => {
  const seconds = (n: number) => th.session.countdown.seconds.replace('{count}', String(n))
  const minutes = (n: number) => th.session.countdown.minutes.replace('{count}', String(n))
  const hours = (n: number) => th.session.countdown.hours.replace('{count}', String(n))

  it('50 seconds in the call reads as 50 seconds, not "0 minutes"', () => {
    expect(connectedTimeText(50)).toBe(seconds(50))
  })

  it('gives minutes and seconds, leaving out parts that are zero', () => {
    expect(connectedTimeText(7 * 60 + 5)).toBe(`${minutes(7)} ${seconds(5)}`)
    expect(connectedTimeText(7 * 60)).toBe(minutes(7))
    expect(connectedTimeText(3600 + 2 * 60)).toBe(`${hours(1)} ${minutes(2)}`)
    expect(connectedTimeText(3600 + 1)).toBe(`${hours(1)} ${seconds(1)}`)
  })

  it('nothing at all reads as zero seconds', () => {
    expect(connectedTimeText(0)).toBe(seconds(0))
    expect(connectedTimeText(-3)).toBe(seconds(0))
  })
})
