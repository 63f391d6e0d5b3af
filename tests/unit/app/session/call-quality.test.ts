import { describe, expect, it } from 'vitest'
import {
  classifyQuality,
  measureQuality,
  MIN_PACKETS_FOR_LOSS,
  readStats,
  sameQuality,
  type QualityMeasures,
} from '~/app/features/session/call-quality'

const measures = (partial: Partial<QualityMeasures>): QualityMeasures => ({ rttMs: null, loss: null, fps: null, ...partial })

describe('quality classification', () => {
  it('round trip: good up to 150 ms, fair up to 300 ms, poor beyond', () => {
    expect(classifyQuality(measures({ rttMs: 20 }))).toEqual({ level: 'good', reasons: [] })
    expect(classifyQuality(measures({ rttMs: 150 }))?.level).toBe('good')
    expect(classifyQuality(measures({ rttMs: 151 }))).toEqual({ level: 'fair', reasons: ['delay'] })
    expect(classifyQuality(measures({ rttMs: 300 }))?.level).toBe('fair')
    expect(classifyQuality(measures({ rttMs: 301 }))).toEqual({ level: 'poor', reasons: ['delay'] })
  })

  it('loss: good up to 2 %, fair up to 5 %, poor beyond', () => {
    expect(classifyQuality(measures({ loss: 0 }))?.level).toBe('good')
    expect(classifyQuality(measures({ loss: 0.02 }))?.level).toBe('good')
    expect(classifyQuality(measures({ loss: 0.021 }))).toEqual({ level: 'fair', reasons: ['loss'] })
    expect(classifyQuality(measures({ loss: 0.05 }))?.level).toBe('fair')
    expect(classifyQuality(measures({ loss: 0.051 }))).toEqual({ level: 'poor', reasons: ['loss'] })
  })

  it('frames: good from 15 fps, fair from 10, poor below', () => {
    expect(classifyQuality(measures({ fps: 24 }))?.level).toBe('good')
    expect(classifyQuality(measures({ fps: 15 }))?.level).toBe('good')
    expect(classifyQuality(measures({ fps: 14.9 }))).toEqual({ level: 'fair', reasons: ['frameRate'] })
    expect(classifyQuality(measures({ fps: 10 }))?.level).toBe('fair')
    expect(classifyQuality(measures({ fps: 9.9 }))).toEqual({ level: 'poor', reasons: ['frameRate'] })
    expect(classifyQuality(measures({ fps: 0 }))?.level).toBe('poor')
  })

  it('the worst figure decides, and the reasons are the figures at that level', () => {
    expect(classifyQuality({ rttMs: 200, loss: 0.01, fps: 12 })).toEqual({ level: 'fair', reasons: ['delay', 'frameRate'] })
    expect(classifyQuality({ rttMs: 200, loss: 0.08, fps: 12 })).toEqual({ level: 'poor', reasons: ['loss'] })
    expect(classifyQuality({ rttMs: 400, loss: 0.08, fps: 5 })).toEqual({ level: 'poor', reasons: ['delay', 'loss', 'frameRate'] })
  })

  it('judges only the figures there are, and nothing without any', () => {
    expect(classifyQuality(measures({}))).toBeNull()
    expect(classifyQuality(measures({ loss: 0.01 }))).toEqual({ level: 'good', reasons: [] })
  })

  it('tells a change of level or reasons from the same reading', () => {
    expect(sameQuality({ level: 'fair', reasons: ['loss'] }, { level: 'fair', reasons: ['loss'] })).toBe(true)
    expect(sameQuality({ level: 'fair', reasons: ['loss'] }, { level: 'fair', reasons: ['delay'] })).toBe(false)
    expect(sameQuality({ level: 'good', reasons: [] }, null)).toBe(false)
    expect(sameQuality(null, null)).toBe(true)
  })
})

type Stat = Record<string, unknown> & { id: string; type: string }

/**
 * A report shaped as Chromium gives it: one candidate pair in use (named by the transport) and
 * another one not, audio and video each way, and the other side's receiver reports on ours.
 */
function chromiumReport(
  at: number,
  counts: {
    rtt?: number
    inAudio?: [received: number, lost: number]
    inVideo?: [received: number, lost: number, framesDecoded: number]
    outAudio?: number
    outVideo?: [sent: number, framesSent: number]
    remoteLost?: [audio: number, video: number]
    remoteRtt?: number
    streamSuffix?: string
  },
): Map<string, Stat> {
  const { rtt = 0.04, inAudio = [0, 0], inVideo = [0, 0, 0], outAudio = 0, outVideo = [0, 0], remoteLost = [0, 0], remoteRtt = rtt, streamSuffix = '' } = counts
  const stats: Stat[] = [
    { id: 'T01', type: 'transport', timestamp: at, selectedCandidatePairId: 'CP-used' },
    { id: 'CP-other', type: 'candidate-pair', timestamp: at, state: 'failed', nominated: false, currentRoundTripTime: 2 },
    { id: 'CP-used', type: 'candidate-pair', timestamp: at, state: 'succeeded', nominated: true, currentRoundTripTime: rtt },
    { id: `IT01A${streamSuffix}`, type: 'inbound-rtp', kind: 'audio', timestamp: at, packetsReceived: inAudio[0], packetsLost: inAudio[1] },
    { id: `IT01V${streamSuffix}`, type: 'inbound-rtp', kind: 'video', timestamp: at, packetsReceived: inVideo[0], packetsLost: inVideo[1], framesDecoded: inVideo[2], framesPerSecond: 99 },
    { id: `OT01A${streamSuffix}`, type: 'outbound-rtp', kind: 'audio', timestamp: at, packetsSent: outAudio },
    { id: `OT01V${streamSuffix}`, type: 'outbound-rtp', kind: 'video', timestamp: at, packetsSent: outVideo[0], framesSent: outVideo[1], framesPerSecond: 99 },
    { id: 'RIA', type: 'remote-inbound-rtp', kind: 'audio', timestamp: at - 700, packetsLost: remoteLost[0], roundTripTime: remoteRtt },
    { id: 'RIV', type: 'remote-inbound-rtp', kind: 'video', timestamp: at - 300, packetsLost: remoteLost[1], roundTripTime: remoteRtt },
  ]
  return new Map(stats.map((stat) => [stat.id, stat]))
}

const BOTH_VIDEO = { theirs: true, mine: true }

describe('quality from two consecutive stats reports', () => {
  it('reads the round trip of the candidate pair in use, and sums audio and video', () => {
    const sample = readStats(chromiumReport(10_000, { rtt: 0.085, inAudio: [500, 3], inVideo: [900, 7, 300], outAudio: 510, outVideo: [950, 310], remoteLost: [2, 4], remoteRtt: 0.09 }))
    expect(sample.at).toBe(10_000)
    expect(sample.rttMs).toBeCloseTo(85)
    expect(sample.received).toEqual({ packets: 1400, lost: 10, frames: 300, fps: 99 })
    expect(sample.sent).toEqual({ packets: 1460, lost: 6, frames: 310, fps: 99, rttMs: 90 })
  })

  it('takes the pair Firefox marks as selected when no transport names one', () => {
    const report = new Map<string, Stat>([
      ['a', { id: 'a', type: 'candidate-pair', timestamp: 5, selected: false, currentRoundTripTime: 1 }],
      ['b', { id: 'b', type: 'candidate-pair', timestamp: 5, selected: true, currentRoundTripTime: 0.2 }],
    ])
    expect(readStats(report).rttMs).toBeCloseTo(200)
  })

  it('loss and frames per second come from the change over the interval, each way', () => {
    const before = readStats(chromiumReport(10_000, { inAudio: [1000, 0], inVideo: [2000, 0, 400], outAudio: 1000, outVideo: [2000, 400] }))
    // Two seconds later: 300 of theirs arrived and 6 did not (2 %), 40 frames (20 fps); of ours
    // 300 went out, their receiver counts 30 lost (10 %), and only 10 frames went (5 fps).
    const after = readStats(chromiumReport(12_000, { rtt: 0.12, inAudio: [1100, 2], inVideo: [2194, 4, 440], outAudio: 1100, outVideo: [2200, 410], remoteLost: [10, 20], remoteRtt: 0.13 }))
    const { theirs, mine } = measureQuality(before, after, BOTH_VIDEO)
    expect(theirs.rttMs).toBeCloseTo(120)
    expect(theirs.loss).toBeCloseTo(6 / 300)
    expect(theirs.fps).toBeCloseTo(20)
    expect(classifyQuality(theirs)).toEqual({ level: 'good', reasons: [] })
    expect(mine.rttMs).toBeCloseTo(130)
    expect(mine.loss).toBeCloseTo(0.1)
    expect(mine.fps).toBeCloseTo(5)
    expect(classifyQuality(mine)).toEqual({ level: 'poor', reasons: ['loss', 'frameRate'] })
  })

  it('what was lost before the interval does not count in it', () => {
    const before = readStats(chromiumReport(0, { inAudio: [1000, 80], inVideo: [1000, 120, 100] }))
    const after = readStats(chromiumReport(2_000, { inAudio: [1100, 80], inVideo: [1100, 120, 140] }))
    expect(measureQuality(before, after, BOTH_VIDEO).theirs).toEqual({ rttMs: 40, loss: 0, fps: 20 })
  })

  it('no frame rate while no picture is expected from that side, or before its video has started', () => {
    const before = readStats(chromiumReport(0, { inVideo: [100, 0, 0], outVideo: [100, 50] }))
    const after = readStats(chromiumReport(2_000, { inVideo: [200, 0, 30], outVideo: [200, 51] }))
    expect(measureQuality(before, after, BOTH_VIDEO).theirs.fps).toBeNull()
    expect(measureQuality(before, after, BOTH_VIDEO).mine.fps).toBeCloseTo(0.5)
    expect(measureQuality(before, after, { theirs: true, mine: false }).mine.fps).toBeNull()
  })

  it('too few packets in the interval say nothing about loss', () => {
    const before = readStats(chromiumReport(0, { inAudio: [100, 0], outAudio: 100 }))
    const after = readStats(chromiumReport(2_000, { inAudio: [100 + MIN_PACKETS_FOR_LOSS - 2, 1], outAudio: 100 + MIN_PACKETS_FOR_LOSS - 1, remoteLost: [1, 0] }))
    const { theirs, mine } = measureQuality(before, after, BOTH_VIDEO)
    expect(theirs.loss).toBeNull()
    expect(mine.loss).toBeNull()
    expect(classifyQuality(theirs)).toEqual({ level: 'good', reasons: [] })
  })

  it('a new connection between the two reports starts the count over: only the round trip is read', () => {
    const before = readStats(chromiumReport(0, { inAudio: [5000, 10], inVideo: [9000, 10, 3000], outAudio: 5000, outVideo: [9000, 3000] }))
    const after = readStats(chromiumReport(2_000, { inAudio: [90, 0], inVideo: [150, 0, 30], outAudio: 90, outVideo: [150, 30], streamSuffix: '-new' }))
    expect(measureQuality(before, after, BOTH_VIDEO)).toEqual({
      theirs: { rttMs: 40, loss: null, fps: null },
      mine: { rttMs: 40, loss: null, fps: null },
    })
  })

  it('without reports back from their receiver, our side uses the connection round trip and no loss', () => {
    const report = (at: number, sent: number) =>
      new Map<string, Stat>([
        ['T', { id: 'T', type: 'transport', selectedCandidatePairId: 'P' }],
        ['P', { id: 'P', type: 'candidate-pair', timestamp: at, currentRoundTripTime: 0.35 }],
        ['O', { id: 'O', type: 'outbound-rtp', kind: 'audio', timestamp: at, packetsSent: sent }],
      ])
    const { mine } = measureQuality(readStats(report(0, 0)), readStats(report(2_000, 100)), BOTH_VIDEO)
    expect(mine).toEqual({ rttMs: 350, loss: null, fps: null })
    expect(classifyQuality(mine)).toEqual({ level: 'poor', reasons: ['delay'] })
  })
})
