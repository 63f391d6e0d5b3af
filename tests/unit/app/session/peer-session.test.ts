import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DISCONNECTED_GRACE_MS } from '../../../../app/features/session/negotiation'
import { PeerSession } from '../../../../app/features/session/peer-session'
import type { OutgoingSignal, Signal } from '../../../../app/features/session/room-session'

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

class FakePeerConnection {
  static all: FakePeerConnection[] = []
  signalingState: RTCSignalingState = 'stable'
  connectionState: RTCPeerConnectionState = 'new'
  iceConnectionState: RTCIceConnectionState = 'new'
  localDescription: { type: RTCSdpType; sdp: string; toJSON(): RTCSessionDescriptionInit } | null = null
  remoteFingerprint: string | null = null
  candidates: RTCIceCandidateInit[] = []
  restarts = 0
  closed = false
  offers = 0
  transceivers: { receiver: { track: { kind: string } }; sender: unknown; direction: string }[] = []
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
    const sender = { replaceTrack: vi.fn(async () => {}) }
    this.transceivers.push({ receiver: { track: { kind: track.kind } }, sender, direction: 'sendrecv' })
    return sender
  }
  addTransceiver(kind: string, init: { direction: string }) {
    this.transceivers.push({ receiver: { track: { kind } }, sender: { replaceTrack: vi.fn(async () => {}) }, direction: init.direction })
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
const offer = (sdp = 'v=0 fingerprint:a'): Signal => ({ topic: 'offer_message', entity: { room_name: 'r', rtc_session: { type: 'offer', sdp }, sender } })
const answer = (sdp = 'v=0 fingerprint:a'): Signal => ({ topic: 'answer_message', entity: { room_name: 'r', rtc_session: { type: 'answer', sdp }, sender } })
const ice = (): Signal => ({ topic: 'ice_message', entity: { room_name: 'r', ice_candidate: { candidate: 'candidate:1', sdp_m_line_index: 0, sdp_mid: '0' }, sender } })

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

describe('the call\'s peer connection (perfect negotiation)', () => {
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

  it('sends both kinds of our media and offers when negotiation is needed', async () => {
    const { pc, topics } = setup(true)
    expect(pc().transceivers.map((t) => t.receiver.track.kind)).toEqual(['audio', 'video'])
    pc().onnegotiationneeded?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(topics()).toEqual(['offer_message:offer-1'])
  })

  it('the polite side (consumer) yields on a collision: takes their offer and answers', async () => {
    const { peer, pc, topics } = setup(true)
    pc().onnegotiationneeded?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(pc().signalingState).toBe('have-local-offer')
    await peer.handleSignal(offer())
    expect(pc().signalingState).toBe('stable')
    expect(topics()).toEqual(['offer_message:offer-1', 'answer_message:answer'])
  })

  it('the impolite side (provider) ignores a colliding offer and its candidates, and waits for the answer to its own', async () => {
    const { peer, pc, topics } = setup(false)
    pc().onnegotiationneeded?.()
    await vi.advanceTimersByTimeAsync(0)
    await peer.handleSignal(offer())
    await expect(peer.handleSignal(ice())).resolves.toBeUndefined()
    expect(pc().signalingState).toBe('have-local-offer')
    expect(topics()).toEqual(['offer_message:offer-1'])
    await peer.handleSignal(answer())
    expect(pc().signalingState).toBe('stable')
    await peer.handleSignal(ice())
    expect(pc().candidates).toHaveLength(1)
  })

  it('when the other side comes into the call, rolls back an offer that went nowhere and offers again', async () => {
    const { peer, pc, topics } = setup(false)
    pc().onnegotiationneeded?.()
    await vi.advanceTimersByTimeAsync(0)
    await peer.otherInCall(true)
    expect(topics()).toEqual(['offer_message:offer-1', 'offer_message:offer-2'])
    expect(pc().signalingState).toBe('have-local-offer')
  })

  it('starting while they are already in the call sends an offer, and a repeated update does not', async () => {
    const { peer, topics, pc } = setup(true)
    await peer.otherInCall(true)
    expect(topics()).toEqual(['offer_message:offer-1'])
    await peer.handleSignal(answer())
    pc().become('connected')
    await peer.otherInCall(true)
    expect(topics()).toEqual(['offer_message:offer-1'])
  })

  it('restarts ICE at once when the connection fails, and after a grace when it stays disconnected', async () => {
    const { pc, states } = setup(true)
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
    await vi.advanceTimersByTimeAsync(1)
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

  it('starts over with a fresh connection when the other side leaves the call', async () => {
    const { peer } = setup(true)
    const first = FakePeerConnection.all[0]!
    await peer.otherInCall(true)
    await peer.otherInCall(false)
    expect(first.closed).toBe(true)
    expect(FakePeerConnection.all).toHaveLength(2)
    expect(FakePeerConnection.all[1]!.closed).toBe(false)
    expect(FakePeerConnection.all[1]!.transceivers).toHaveLength(2)
  })

  it('takes an offer from a reloaded page of theirs (new DTLS identity) on a fresh connection', async () => {
    const { peer, topics } = setup(true)
    await peer.handleSignal(offer('v=0 fingerprint:a'))
    await peer.handleSignal(offer('v=0 fingerprint:b'))
    expect(FakePeerConnection.all).toHaveLength(2)
    expect(FakePeerConnection.all[0]!.closed).toBe(true)
    expect(topics()).toEqual(['answer_message:answer', 'answer_message:answer'])
  })

  it('shares the screen on the existing video sender, and goes back to the camera', async () => {
    const { peer, pc } = setup(true)
    const videoSender = pc().transceivers[1]!.sender as { replaceTrack: ReturnType<typeof vi.fn> }
    const screen = { kind: 'video', stop: vi.fn() } as unknown as MediaStreamTrack
    await peer.shareScreen(screen)
    expect(videoSender.replaceTrack).toHaveBeenLastCalledWith(screen)
    await peer.stopScreen()
    expect(screen.stop).toHaveBeenCalled()
    expect(videoSender.replaceTrack).toHaveBeenLastCalledWith({ kind: 'video' })
  })
})
