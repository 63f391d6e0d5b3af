/**
 * How good the call is, each way, from the peer connection's statistics (`getStats()`), read every
 * few seconds: round-trip time, packet loss over the interval, and video frames per second.
 * "Theirs" is what we receive from them (`inbound-rtp`); "mine" is what they receive from us, as
 * their receiver reports it back (`remote-inbound-rtp`) beside what we send (`outbound-rtp`).
 * Pure functions: the hook (hooks/use-call-quality.ts) feeds them two consecutive reports.
 */

export type QualityLevel = 'good' | 'fair' | 'poor'
export type QualityReason = 'delay' | 'loss' | 'frameRate'

/** One side's figures over an interval; null where there is nothing to judge yet. */
export type QualityMeasures = {
  /** Round-trip time in milliseconds. */
  rttMs: number | null
  /** Packets lost, as a share (0..1) of the packets sent over the interval, audio and video together. */
  loss: number | null
  /** Video frames per second; null while no video is expected (camera off, a shared screen). */
  fps: number | null
}

export type Quality = { level: QualityLevel; reasons: readonly QualityReason[] }

/**
 * Where fair and poor begin (worse than the value: above it for delay and loss, below it for frames):
 * - delay: ITU-T G.114 puts 150 ms one way as the limit for a conversation that feels natural; past
 *   300 ms round trip people start to talk over each other (poor); past 150 ms it is noticeable.
 * - loss: Opus's forward error correction and video retransmission hide a loss of a packet or two
 *   in a hundred; over 2 % speech starts to crackle, over 5 % words drop and the picture freezes.
 * - frames: the fake and most real cameras give 20-30 fps; under 15 motion looks jerky, under 10
 *   lips and voice no longer match.
 */
export const QUALITY_THRESHOLDS = {
  rttMs: { fair: 150, poor: 300 },
  loss: { fair: 0.02, poor: 0.05 },
  fps: { fair: 15, poor: 10 },
} as const

/** Fewer packets than this in an interval say too little about loss to judge it. */
export const MIN_PACKETS_FOR_LOSS = 20

const RANK: Record<QualityLevel, number> = { good: 0, fair: 1, poor: 2 }

function levelAbove(value: number, limits: { fair: number; poor: number }): QualityLevel {
  return value > limits.poor ? 'poor' : value > limits.fair ? 'fair' : 'good'
}

function levelBelow(value: number, limits: { fair: number; poor: number }): QualityLevel {
  return value < limits.poor ? 'poor' : value < limits.fair ? 'fair' : 'good'
}

/**
 * The worst of the figures there are, with the figures that make it so (none when good); null
 * when there is no figure at all.
 */
export function classifyQuality(measures: QualityMeasures): Quality | null {
  const judged: [QualityReason, QualityLevel][] = []
  if (measures.rttMs !== null) judged.push(['delay', levelAbove(measures.rttMs, QUALITY_THRESHOLDS.rttMs)])
  if (measures.loss !== null) judged.push(['loss', levelAbove(measures.loss, QUALITY_THRESHOLDS.loss)])
  if (measures.fps !== null) judged.push(['frameRate', levelBelow(measures.fps, QUALITY_THRESHOLDS.fps)])
  if (judged.length === 0) return null
  const level = judged.reduce<QualityLevel>((worst, [, next]) => (RANK[next] > RANK[worst] ? next : worst), 'good')
  return { level, reasons: level === 'good' ? [] : judged.filter(([, next]) => next === level).map(([reason]) => reason) }
}

export function sameQuality(a: Quality | null, b: Quality | null): boolean {
  if (a === null || b === null) return a === b
  return a.level === b.level && a.reasons.length === b.reasons.length && a.reasons.every((reason, i) => reason === b.reasons[i])
}

/** Running totals of one direction at one moment. */
type Counters = {
  /** Packets that arrived (what we receive) or were sent (what we send), audio and video. */
  packets: number
  /** Packets lost on the way, as the receiving end counts them (null: no report back yet). */
  lost: number | null
  /** Video frames decoded (received) or sent; null without a video stream. */
  frames: number | null
  /** The browser's own frame rate of that video stream, where it gives one. */
  fps: number | null
}

/** What one statistics report says, reduced to the counters the indicator needs. */
export type StatsSample = {
  /** When the report was made (ms, the report's own clock). */
  at: number
  /** The RTP streams the counters come from: another set (a new connection) starts the count over. */
  streams: string
  /** Round trip on the connection's selected candidate pair. */
  rttMs: number | null
  received: Counters
  sent: Counters & {
    /** Round trip as the other side's receiver reports measure it. */
    rttMs: number | null
  }
}

/** An `RTCStatsReport`, or anything that lists stats the same way (a Map in tests). */
export type StatsReportLike = { forEach(callback: (stat: Record<string, unknown>) => void): void }

const numberOf = (stat: Record<string, unknown>, key: string): number | null => {
  const value = stat[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
const kindOf = (stat: Record<string, unknown>) => stat.kind ?? stat.mediaType
const add = (total: number | null, value: number | null) => (value === null ? total : (total ?? 0) + value)

/** Reads the counters of one report (one pass over it, nothing kept). */
export function readStats(report: StatsReportLike): StatsSample {
  const pairs = new Map<string, Record<string, unknown>>()
  let selectedPairId: string | null = null
  let at = 0
  const streams: string[] = []
  const received: Counters = { packets: 0, lost: 0, frames: null, fps: null }
  const sent: StatsSample['sent'] = { packets: 0, lost: null, frames: null, fps: null, rttMs: null }

  report.forEach((stat) => {
    const id = String(stat.id ?? '')
    const timestamp = numberOf(stat, 'timestamp')
    switch (stat.type) {
      case 'transport':
        if (typeof stat.selectedCandidatePairId === 'string') selectedPairId = stat.selectedCandidatePairId
        break
      case 'candidate-pair':
        pairs.set(id, stat)
        break
      case 'inbound-rtp':
        streams.push(id)
        if (timestamp !== null) at = Math.max(at, timestamp)
        received.packets += numberOf(stat, 'packetsReceived') ?? 0
        received.lost = add(received.lost, numberOf(stat, 'packetsLost'))
        if (kindOf(stat) === 'video') {
          received.frames = add(received.frames, numberOf(stat, 'framesDecoded'))
          received.fps = add(received.fps, numberOf(stat, 'framesPerSecond'))
        }
        break
      case 'outbound-rtp':
        streams.push(id)
        if (timestamp !== null) at = Math.max(at, timestamp)
        sent.packets += numberOf(stat, 'packetsSent') ?? 0
        if (kindOf(stat) === 'video') {
          sent.frames = add(sent.frames, numberOf(stat, 'framesSent') ?? numberOf(stat, 'framesEncoded'))
          sent.fps = add(sent.fps, numberOf(stat, 'framesPerSecond'))
        }
        break
      case 'remote-inbound-rtp': {
        sent.lost = add(sent.lost, numberOf(stat, 'packetsLost'))
        const rtt = numberOf(stat, 'roundTripTime')
        if (rtt !== null) sent.rttMs = Math.max(sent.rttMs ?? 0, rtt * 1000)
        break
      }
    }
  })

  // Chromium names the pair in use on the transport; Firefox marks it `selected`; else the nominated one that works.
  const pair =
    (selectedPairId !== null ? pairs.get(selectedPairId) : undefined) ??
    [...pairs.values()].find((candidate) => candidate.selected === true) ??
    [...pairs.values()].find((candidate) => candidate.nominated === true && candidate.state === 'succeeded')
  const pairRtt = pair ? numberOf(pair, 'currentRoundTripTime') : null
  if (at === 0 && pair) at = numberOf(pair, 'timestamp') ?? 0
  return { at, streams: streams.sort().join(' '), rttMs: pairRtt === null ? null : pairRtt * 1000, received, sent }
}

/** The share lost of the packets sent over the interval, or null when the interval says too little. */
function lossBetween(lostDelta: number | null, sentDelta: number): number | null {
  if (lostDelta === null || sentDelta < MIN_PACKETS_FOR_LOSS) return null
  // A late or duplicated packet can take a loss back: never below none.
  return Math.min(1, Math.max(0, lostDelta) / sentDelta)
}

/**
 * Frames per second over the interval from the frame count, else the browser's own rate. Judged
 * only once video was already flowing at the interval's start, so the first frames of a call do
 * not read as a stall.
 */
function fpsBetween(previous: Counters, current: Counters, seconds: number): number | null {
  if (previous.frames === null || current.frames === null) return current.fps
  if (previous.frames <= 0 || current.frames < previous.frames) return null
  return (current.frames - previous.frames) / seconds
}

/**
 * Each side's figures between two consecutive samples. `video` says for which side a picture is
 * expected over the whole interval (their camera on, ours on; not a shared screen, which may
 * rightly send a frame a second).
 */
export function measureQuality(previous: StatsSample, current: StatsSample, video: { theirs: boolean; mine: boolean }): { theirs: QualityMeasures; mine: QualityMeasures } {
  const comparable = previous.streams === current.streams && current.at > previous.at
  const seconds = (current.at - previous.at) / 1000
  const receivedLost = current.received.lost !== null && previous.received.lost !== null ? current.received.lost - previous.received.lost : null
  const receivedPackets = current.received.packets - previous.received.packets
  const sentLost = current.sent.lost !== null && previous.sent.lost !== null ? current.sent.lost - previous.sent.lost : null
  const sentPackets = current.sent.packets - previous.sent.packets
  return {
    theirs: {
      rttMs: current.rttMs,
      // What arrived plus what did not is what they sent.
      loss: comparable && receivedLost !== null && receivedPackets >= 0 ? lossBetween(receivedLost, receivedPackets + Math.max(0, receivedLost)) : null,
      fps: comparable && video.theirs ? fpsBetween(previous.received, current.received, seconds) : null,
    },
    mine: {
      rttMs: current.sent.rttMs ?? current.rttMs,
      loss: comparable ? lossBetween(sentLost, sentPackets) : null,
      fps: comparable && video.mine ? fpsBetween(previous.sent, current.sent, seconds) : null,
    },
  }
}
