import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DISCONNECTED_GRACE_MS, WATCHDOG_INTERVAL_MS } from '~/app/features/session/negotiation'
import { PeerSession } from '~/app/features/session/peer-session'
import type { OutgoingSignal, Signal } from '~/app/features/session/room-session'

// A stand-in for the browser's RTCPeerConnection with its signaling state machine (offers,
// answers, rollback, the implicit rollback of setRemoteDescription(offer)) and nothing else.
class FakeStream {
  #tracks: { kind: string }[]
  constructor(tracks: { kind: string }[] = []) {
    this.#tracks = [...tracks]
  }
  getTracks = () => [...this.#tracks]
  getAudioTracks = () => this.#tracks.filter((t) => t.kind === 'audio')
  getVideoTracks = () => this.#tracks.filter((t) => t.kind === 'video')
  addTrack = (track: { kind: string }) => void this.#tracks.push(track)
}

/** An RTCRtpSender: which track it sends, and `replaceTrack` to change it. */
type FakeSender = { track: { kind: string } | null; replaceTrack: ReturnType<typeof vi.fn<(track: { kind: string } | null) => Promise<void>>> }
const fakeSender = (track: { kind: string } | null): FakeSender => {
  const sender: FakeSender = {
    track,
    replaceTrack: vi.fn(async (next: { kind: string } | null) => {
      sender.track = next
    }),
  }
  return sender
}

/** The whiteboard's data channel: what was sent on it, and the browser's open and message events. */
class FakeDataChannel {
  readyState: RTCDataChannelState = 'connecting'
  sent: string[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  constructor(readonly label: string, readonly init: RTCDataChannelInit) {}
  send(data: string) {
    if (this.readyState !== 'open') throw new DOMException('not open', 'InvalidStateError')
    this.sent.push(data)
  }
  open() {
    this.readyState = 'open'
    this.onopen?.()
  }
  receive(data: unknown) {
    this.onmessage?.({ data })
  }
}

class FakePeerConnection {
  static all: FakePeerConnection[] = []
  channels: FakeDataChannel[] = []
  signalingState: RTCSignalingState = 'stable'
  connectionState: RTCPeerConnectionState = 'new'
  iceConnectionState: RTCIceConnectionState = 'new'
  localDescription: { type: RTCSdpType; sdp: string; toJSON(): RTCSessionDescriptionInit } | null = null
  remoteFingerprint: string | null = null
  remoteDescription: RTCSessionDescriptionInit | null = null
  candidates: RTCIceCandidateInit[] = []
  restarts = 0
  closed = false
  offers = 0
  transceivers: { receiver: { track: { kind: string } }; sender: FakeSender; direction: string }[] = []
  ontrack: unknown = null
  onicecandidate: unknown = null
  onnegotiationneeded: (() => void) | null = null
  onconnectionstatechange: (() => void) | null = null
  oniceconnectionstatechange: (() => void) | null = null

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.all.push(this)
  }
  #describe(type: RTCSdpType, sdp: string) {
    this.localDescription = { type, sdp, toJSON: () => ({ type, sdp }) }
  }
  addTrack(track: { kind: string }) {
    const sender = fakeSender(track)
    this.transceivers.push({ receiver: { track: { kind: track.kind } }, sender, direction: 'sendrecv' })
    return sender
  }
  createDataChannel(label: string, init: RTCDataChannelInit) {
    const channel = new FakeDataChannel(label, init)
    this.channels.push(channel)
    return channel
  }
  addTransceiver(kind: string, init: { direction: string }) {
    this.transceivers.push({ receiver: { track: { kind } }, sender: fakeSender(null), direction: init.direction })
  }
  /** What each sender sends, by kind. */
  sending() {
    return this.transceivers.map((t) => t.sender.track)
  }
  async getStats() {
    return new Map([['pair', { type: 'candidate-pair', of: this }]])
  }
  getTransceivers() {
    return this.transceivers
  }
  async setLocalDescription(description?: { type: RTCSdpType }) {
    if (description?.type === 'rollback') {
      if (this.signalingState !== 'have-local-offer') throw new DOMException('nothing to roll back', 'InvalidStateError')
      this.signalingState = 'stable'
      this.localDescription = null
      return
    }
    if (this.signalingState === 'stable' || this.signalingState === 'have-local-offer') {
      this.offers += 1
      this.#describe('offer', `offer-${this.offers}`)
      this.signalingState = 'have-local-offer'
    } else if (this.signalingState === 'have-remote-offer') {
      this.#describe('answer', 'answer')
      this.signalingState = 'stable'
    }
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    const fingerprint = /fingerprint:(\S+)/.exec(description.sdp ?? '')?.[1] ?? 'a'
    if (this.remoteFingerprint !== null && fingerprint !== this.remoteFingerprint) throw new DOMException('DTLS fingerprint changed', 'InvalidAccessError')
    this.remoteFingerprint = fingerprint
    this.remoteDescription = description
    if (description.type === 'offer') {
      // The implicit rollback of a pending local offer.
      this.signalingState = 'have-remote-offer'
    } else {
      if (this.signalingState !== 'have-local-offer') throw new DOMException('no offer to answer', 'InvalidStateError')
      this.signalingState = 'stable'
    }
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (this.remoteFingerprint === null) throw new DOMException('no remote description', 'InvalidStateError')
    this.candidates.push(candidate)
  }
  restartIce() {
    this.restarts += 1
  }
  close() {
    this.closed = true
    this.connectionState = 'closed'
  }
  /** Drives the health events as the browser would. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state
    this.iceConnectionState = state === 'connecting' ? 'checking' : (state as RTCIceConnectionState)
    this.oniceconnectionstatechange?.()
    this.onconnectionstatechange?.()
  }
}

const sender = { type: 'provider' as const, uid: 'b00000000000000000000002' }
/** Their call ids: one page of theirs, then a new page (a reload). */
const THEIRS = 'their-call-0001'
const THEIRS_NEXT = 'their-call-0002'
type Calls = { from?: string | null; to?: string | null }
const ids = (peer: PeerSession, calls: Calls) => ({
  ...(calls.from === null ? {} : { call_id: calls.from ?? THEIRS }),
  ...(calls.to === null ? {} : { to_call_id: calls.to ?? peer.callId }),
})
const offer = (peer: PeerSession, sdp = 'v=0 fingerprint:a', calls: Calls = {}): Signal => ({
  topic: 'offer_message',
  entity: { room_name: 'r', rtc_session: { type: 'offer', sdp }, sender, ...ids(peer, calls) },
})
const answer = (peer: PeerSession, sdp = 'v=0 fingerprint:a', calls: Calls = {}): Signal => ({
  topic: 'answer_message',
  entity: { room_name: 'r', rtc_session: { type: 'answer', sdp }, sender, ...ids(peer, calls) },
})
const ice = (peer: PeerSession, calls: Calls = {}): Signal => ({
  topic: 'ice_message',
  entity: { room_name: 'r', ice_candidate: { candidate: 'candidate:1', sdp_m_line_index: 0, sdp_mid: '0' }, sender, ...ids(peer, calls) },
})

function setup(polite: boolean) {
  const signals: OutgoingSignal[] = []
  const states: RTCPeerConnectionState[] = []
  const local = new FakeStream([{ kind: 'audio' }, { kind: 'video' }]) as unknown as MediaStream
  const peer = new PeerSession({
    polite,
    iceServers: [],
    localStream: local,
    signal: (message) => signals.push(message),
    onRemoteStream: () => {},
    onConnectionState: (state) => states.push(state),
  })
  const pc = () => FakePeerConnection.all.at(-1)!
  return { peer, signals, states, pc, topics: () => signals.map((s) => (s.topic === 'ice_message' ? 'ice' : `${s.topic}:${s.description.sdp}`)) }
}

describe("the call's peer connection", () => {
  beforeEach(() => {
    FakePeerConnection.all = []
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection)
    vi.stubGlobal('MediaStream', FakeStream)
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('sends both kinds of our media, and offers nothing before the other side is in the call', async () => {
    for (const polite of [true, false]) {
      const { pc, signals } = setup(polite)
      expect(pc().transceivers.map((t) => t.receiver.track.kind)).toEqual(['audio', 'video'])
      pc().onnegotiationneeded?.()
      await vi.advanceTimersByTimeAsync(0)
      expect(signals).toEqual([])
    }
  })

  it('the provider opens the first pairing with an offer on the connection the page made (unused until then, so no second one is built), naming both calls', async () => {
    const { peer, pc, signals, topics } = setup(false)
    const first = pc()
    await peer.setRemoteCall(THEIRS)
    expect(first.closed).toBe(false)
    expect(FakePeerConnection.all).toEqual([first])
    expect(topics()).toEqual(['offer_message:offer-1'])
    expect(signals[0]).toMatchObject({ callId: peer.callId, toCallId: THEIRS })
    // The event the fresh connection raises adds nothing: an offer is under way.
    pc().onnegotiationneeded?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(topics()).toEqual(['offer_message:offer-1'])
    await peer.handleSignal(answer(peer))
    expect(pc().signalingState).toBe('stable')
  })

  it('the consumer waits for the offer, answers it, and keeps candidates that came first until it has it', async () => {
    const { peer, pc, signals, topics } = setup(true)
    await peer.setRemoteCall(THEIRS)
    pc().onnegotiationneeded?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(signals).toEqual([])
    await peer.handleSignal(ice(peer))
    expect(pc().candidates).toEqual([])
    await peer.handleSignal(offer(peer))
    expect(topics()).toEqual(['answer_message:answer'])
    expect(signals[0]).toMatchObject({ callId: peer.callId, toCallId: THEIRS })
    expect(pc().candidates).toHaveLength(1)
  })

  it('handles signals one at a time, in order, however they are called', async () => {
    const { peer, pc, topics } = setup(true)
    await peer.setRemoteCall(THEIRS)
    const slow = pc().setRemoteDescription.bind(pc())
    pc().setRemoteDescription = async (description) => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return slow(description)
    }
    // Not awaited one by one: the candidates must still follow the offer they belong to.
    const all = Promise.all([peer.handleSignal(offer(peer)), peer.handleSignal(ice(peer)), peer.handleSignal(ice(peer))])
    await vi.advanceTimersByTimeAsync(100)
    await all
    expect(topics()).toEqual(['answer_message:answer'])
    expect(pc().candidates).toHaveLength(2)
  })

  it('drops what was meant for an earlier call of ours, and what comes from a call of theirs that ended', async () => {
    const { peer, pc, signals } = setup(true)
    await peer.setRemoteCall(THEIRS_NEXT)
    await peer.handleSignal(offer(peer, 'v=0 fingerprint:a', { to: 'our-old-call-01', from: THEIRS_NEXT }))
    await peer.handleSignal(answer(peer, 'v=0 fingerprint:a', { from: THEIRS }))
    await peer.handleSignal(ice(peer, { from: THEIRS }))
    expect(signals).toEqual([])
    expect(pc().signalingState).toBe('stable')
    expect(pc().candidates).toEqual([])
  })

  it('an offer to our call from a call of theirs the room has not announced yet moves the pairing to it', async () => {
    const { peer, pc, topics } = setup(true)
    await peer.setRemoteCall(THEIRS)
    const paired = pc()
    await peer.handleSignal(offer(peer, 'v=0 fingerprint:b', { from: THEIRS_NEXT }))
    expect(paired.closed).toBe(true)
    expect(peer.remoteCallId).toBe(THEIRS_NEXT)
    expect(topics()).toEqual(['answer_message:answer'])
    // The room catching up changes nothing more.
    await peer.setRemoteCall(THEIRS_NEXT)
    expect(FakePeerConnection.all.at(-1)).toBe(pc())
    expect(pc().closed).toBe(false)
  })

  it('a new page of theirs (a new call) starts over on a fresh connection; leaving the call ends ours', async () => {
    const { peer, pc, topics } = setup(false)
    await peer.setRemoteCall(THEIRS)
    await peer.handleSignal(answer(peer))
    pc().become('connected')
    const connected = pc()
    await peer.setRemoteCall(THEIRS_NEXT)
    expect(connected.closed).toBe(true)
    expect(topics()).toEqual(['offer_message:offer-1', 'offer_message:offer-1'])
    await peer.setRemoteCall(null)
    expect(FakePeerConnection.all.at(-2)!.closed).toBe(true)
    expect(pc().closed).toBe(false)
    expect(topics()).toHaveLength(2)
  })

  it('the polite side yields on a collision while renegotiating: takes their offer and answers', async () => {
    const { peer, pc, topics } = setup(true)
    await peer.setRemoteCall(THEIRS)
    await peer.handleSignal(offer(peer))
    pc().become('connected')
    pc().onnegotiationneeded?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(pc().signalingState).toBe('have-local-offer')
    await peer.handleSignal(offer(peer))
    expect(pc().signalingState).toBe('stable')
    expect(topics()).toEqual(['answer_message:answer', 'offer_message:offer-1', 'answer_message:answer'])
  })

  it('the impolite side ignores a colliding offer and its candidates, and waits for the answer to its own', async () => {
    const { peer, pc, topics } = setup(false)
    await peer.setRemoteCall(THEIRS)
    await peer.handleSignal(offer(peer))
    await peer.handleSignal(ice(peer))
    expect(pc().signalingState).toBe('have-local-offer')
    expect(topics()).toEqual(['offer_message:offer-1'])
    await peer.handleSignal(answer(peer))
    expect(pc().signalingState).toBe('stable')
    await peer.handleSignal(ice(peer))
    expect(pc().candidates.length).toBeGreaterThan(0)
  })

  it('watchdog, provider: not connected a few seconds after pairing restarts ICE, then starts over', async () => {
    const { peer, pc, topics } = setup(false)
    await peer.setRemoteCall(THEIRS)
    await peer.handleSignal(answer(peer))
    const first = pc()
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS)
    expect(first.restarts).toBe(1)
    expect(topics()).toEqual(['offer_message:offer-1', 'offer_message:offer-2'])
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS)
    expect(first.closed).toBe(true)
    expect(topics()).toEqual(['offer_message:offer-1', 'offer_message:offer-2', 'offer_message:offer-1'])
    // Connected: the watchdog rests.
    await peer.handleSignal(answer(peer, 'v=0 fingerprint:c'))
    pc().become('connected')
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS * 5)
    expect(topics()).toHaveLength(3)
  })

  it('watchdog, consumer: gives the provider a head start, then offers itself, then starts over', async () => {
    const { peer, pc, topics } = setup(true)
    await peer.setRemoteCall(THEIRS)
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS)
    expect(topics()).toEqual([])
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS)
    expect(topics()).toEqual(['offer_message:offer-1'])
    const offered = pc()
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS)
    expect(offered.closed).toBe(true)
    expect(topics()).toEqual(['offer_message:offer-1', 'offer_message:offer-1'])
  })

  it('watchdog gives a connection under way one more look before acting', async () => {
    const { peer, pc, topics } = setup(false)
    await peer.setRemoteCall(THEIRS)
    await peer.handleSignal(answer(peer))
    pc().become('connecting')
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS)
    expect(pc().restarts).toBe(0)
    pc().become('connected')
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS * 3)
    expect(topics()).toEqual(['offer_message:offer-1'])
  })

  it('restarts ICE at once when the connection fails, and after a grace when it stays disconnected', async () => {
    const { peer, pc, states } = setup(true)
    await peer.setRemoteCall(THEIRS)
    await peer.handleSignal(offer(peer))
    pc().become('connected')
    pc().become('failed')
    expect(pc().restarts).toBe(1)
    // The restart is tried again if it fails in turn (the browser goes through checking).
    pc().become('connecting')
    pc().become('failed')
    expect(pc().restarts).toBe(2)

    pc().become('connected')
    pc().become('disconnected')
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS - 1)
    expect(pc().restarts).toBe(2)
    pc().become('connected')
    pc().become('disconnected')
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS)
    expect(pc().restarts).toBe(3)

    // A disconnection that heals itself within the grace needs nothing.
    pc().become('connected')
    pc().become('disconnected')
    pc().become('connected')
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS * 2)
    expect(pc().restarts).toBe(3)
    expect(states).toContain('disconnected')
    expect(pc().closed).toBe(false)
  })

  it('shares the screen on the existing video sender, and goes back to the camera', async () => {
    const { peer, pc } = setup(true)
    const videoSender = pc().transceivers[1]!.sender
    const screen = { kind: 'video', stop: vi.fn() } as unknown as MediaStreamTrack
    await peer.shareScreen(screen)
    expect(videoSender.replaceTrack).toHaveBeenLastCalledWith(screen)
    await peer.stopScreen()
    expect(screen.stop).toHaveBeenCalled()
    expect(videoSender.replaceTrack).toHaveBeenLastCalledWith({ kind: 'video' })
  })
  it('a device chosen during the call goes out on the same senders: no new connection, no offer', async () => {
    const { peer, pc, topics } = setup(false)
    await peer.setRemoteCall(THEIRS)
    await peer.handleSignal(answer(peer))
    pc().become('connected')
    const connected = pc()
    const [audioSender, videoSender] = connected.transceivers.map((t) => t.sender)
    const mic = { kind: 'audio', id: 'mic-2' } as unknown as MediaStreamTrack
    const camera = { kind: 'video', id: 'camera-2' } as unknown as MediaStreamTrack
    await peer.replaceTrack('audio', mic)
    await peer.replaceTrack('video', camera)
    expect(audioSender!.replaceTrack).toHaveBeenCalledWith(mic)
    expect(videoSender!.replaceTrack).toHaveBeenCalledWith(camera)
    expect(connected.sending()).toEqual([mic, camera])
    expect(connected.transceivers).toHaveLength(2)
    expect(FakePeerConnection.all.at(-1)).toBe(connected)
    expect(connected.closed).toBe(false)
    expect(topics()).toEqual(['offer_message:offer-1'])
  })

  it('a connection rebuilt after a device change (a new pairing) sends the chosen devices, not the first ones', async () => {
    const { peer, pc } = setup(false)
    await peer.setRemoteCall(THEIRS)
    const mic = { kind: 'audio', id: 'mic-2' } as unknown as MediaStreamTrack
    const camera = { kind: 'video', id: 'camera-2' } as unknown as MediaStreamTrack
    await peer.replaceTrack('audio', mic)
    await peer.replaceTrack('video', camera)
    const before = pc()
    await peer.setRemoteCall(THEIRS_NEXT)
    expect(before.closed).toBe(true)
    expect(pc()).not.toBe(before)
    expect(pc().sending()).toEqual([mic, camera])
    // ...and the new connection's senders are the ones a later change goes to.
    const mic3 = { kind: 'audio', id: 'mic-3' } as unknown as MediaStreamTrack
    await peer.replaceTrack('audio', mic3)
    expect(pc().sending()).toEqual([mic3, camera])
  })

  it('a device change that meets a rebuild midway still ends up on the new connection', async () => {
    const { peer, pc } = setup(false)
    await peer.setRemoteCall(THEIRS)
    const first = pc()
    // The old connection's sender answers only once it has been closed, with the error a closed one gives.
    first.transceivers[1]!.sender.replaceTrack = vi.fn(
      () => new Promise<void>((_, reject) => setTimeout(() => reject(new DOMException('closed', 'InvalidStateError')), 50)),
    )
    const camera = { kind: 'video', id: 'camera-2' } as unknown as MediaStreamTrack
    const replacing = peer.replaceTrack('video', camera)
    await peer.setRemoteCall(THEIRS_NEXT)
    await vi.advanceTimersByTimeAsync(50)
    await expect(replacing).resolves.toBeUndefined()
    expect(pc()).not.toBe(first)
    expect(pc().sending()[1]).toBe(camera)
    const next = { kind: 'video', id: 'camera-3' } as unknown as MediaStreamTrack
    await peer.replaceTrack('video', next)
    expect(pc().sending()[1]).toBe(next)
  })

  it('a camera chosen while the screen is shared waits for the share to end', async () => {
    const { peer, pc } = setup(true)
    const screen = { kind: 'video', stop: vi.fn() } as unknown as MediaStreamTrack
    await peer.shareScreen(screen)
    const camera = { kind: 'video', id: 'camera-2' } as unknown as MediaStreamTrack
    await peer.replaceTrack('video', camera)
    expect(pc().sending()[1]).toBe(screen)
    await peer.stopScreen()
    expect(pc().sending()[1]).toBe(camera)
  })

  it('a side that joined without a microphone starts sending one chosen later', async () => {
    const local = new FakeStream([{ kind: 'video' }]) as unknown as MediaStream
    const peer = new PeerSession({ polite: true, iceServers: [], localStream: local, signal: () => {}, onRemoteStream: () => {}, onConnectionState: () => {} })
    const pc = FakePeerConnection.all.at(-1)!
    expect(pc.transceivers[0]!.direction).toBe('recvonly')
    const mic = { kind: 'audio', id: 'mic-2' } as unknown as MediaStreamTrack
    await peer.replaceTrack('audio', mic)
    expect(pc.transceivers[0]!.direction).toBe('sendrecv')
    expect(pc.sending()[0]).toBe(mic)
  })

  it("reads the current connection's statistics, and none once closed", async () => {
    const { peer, pc } = setup(false)
    await peer.setRemoteCall(THEIRS)
    const report = (await peer.stats()) as unknown as Map<string, { of: unknown }>
    expect(report.get('pair')?.of).toBe(pc())
    peer.close()
    expect(await peer.stats()).toBeNull()
  })
  it("sends whiteboard points on the call's data channel only once the other side said hello on it, and passes on what it reads as JSON", async () => {
    const { peer, pc } = setup(false)
    const channel = pc().channels[0]!
    expect(channel.init).toEqual({ negotiated: true, id: 0 })
    const points = { stroke_id: 'stroke_01', page: 0, tool: 'pen' as const, color: '#1f2937' as const, width: 6 as const, from: 0, points: [[1, 2, 0.5] as [number, number, number]] }
    expect(peer.sendBoardPoints(points)).toBe(false)
    // Open on our side: we say hello, but nothing of ours goes until the other side has said it too.
    channel.open()
    expect(channel.sent).toEqual(['hello'])
    expect(peer.sendBoardPoints(points)).toBe(false)
    channel.receive('hello')
    expect(peer.sendBoardPoints(points)).toBe(true)
    expect(JSON.parse(channel.sent.at(-1)!)).toEqual(points)

    // What arrives is passed on as read (the board checks it: board-messages.ts); text that is not JSON is dropped.
    const heard: unknown[] = []
    peer.onBoardMessage((message) => heard.push(message))
    channel.receive(JSON.stringify(points))
    channel.receive('{not json')
    channel.receive(JSON.stringify({ ...points, page: 9 }))
    expect(heard).toEqual([points, { ...points, page: 9 }])

    // A new connection has a new channel: the hello is needed again.
    await peer.setRemoteCall(THEIRS)
    await peer.setRemoteCall(THEIRS_NEXT)
    expect(pc().channels).toHaveLength(1)
    expect(pc().channels[0]).not.toBe(channel)
    expect(peer.sendBoardPoints(points)).toBe(false)
  })
})
