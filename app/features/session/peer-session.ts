import type { BoardPoints } from '~/contract/board'
import { DISCONNECTED_GRACE_MS, describeIncoming, iceAction, signalRoute, watchdogStep, WATCHDOG_INTERVAL_MS } from './negotiation'
import type { OutgoingSignal, Signal } from './room-session'

/**
 * The call's RTCPeerConnection on the main thread (WebRTC does not exist in workers), with the
 * "perfect negotiation" pattern: on a collision the polite side (the consumer) rolls back and the
 * impolite side (the provider) ignores the other's offer. Signaling travels through the realtime
 * worker. A dropped socket is not a dropped call: nothing here closes the connection because the
 * socket went away; ICE restarts heal the media path.
 *
 * What keeps it from wedging:
 * - Every incoming signal, every negotiation we start and every pairing change runs in one queue,
 *   in order: a description is applied before the next message is looked at.
 * - Each run of a call has an id (`callId`), and so does the other side's (`setRemoteCall`, from
 *   the room's presence). Signaling names both; anything from or for a call other than the current
 *   pair is dropped, and a new call of theirs (a reload, a crash and return) starts a fresh
 *   connection. So stale presence or a late message of a previous visit cannot poison this one.
 * - The first offer of a pairing goes out only once the other side is in the call, and from the
 *   provider; the consumer answers (and offers itself only to renegotiate, or when the watchdog says
 *   the provider's side is stuck).
 * - ICE candidates that arrive before their description are kept until it is applied.
 * - A watchdog: paired but not connected within a few seconds means an ICE restart, then a new
 *   connection (see negotiation.ts `watchdogStep`).
 *
 * Every connection also carries the whiteboard's data channel (`sendBoard`, `onBoardData`): agreed
 * on both sides in advance (negotiated, id 0), so it costs no signaling of its own. Each side says
 * hello on it once it opens, and sends on it only after hearing the other's hello: a channel that
 * opened on one side only (the other has none) is never written into.
 */

export type PeerEvents = {
  onRemoteStream(stream: MediaStream): void
  /** The connection's state, for the banners and for tests. */
  onConnectionState(state: RTCPeerConnectionState): void
}

export type PeerOptions = PeerEvents & {
  polite: boolean
  iceServers: RTCIceServer[]
  /** Our microphone and camera; either may be missing (no device, or permission refused). */
  localStream: MediaStream | null
  signal(message: OutgoingSignal): void
}

/** The first message on the whiteboard's channel, each way. */
const BOARD_HELLO = 'hello'

/** 128 random bits, base64url: the id of one run of this page's call. */
const newCallId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export class PeerSession {
  /** This page's call: new for every PeerSession. */
  readonly callId = newCallId()
  #options: PeerOptions
  #pc!: RTCPeerConnection
  #remote = new MediaStream()
  #remoteCallId: string | null = null
  #queue: Promise<void> = Promise.resolve()
  #pendingCandidates: RTCIceCandidateInit[] = []
  #makingOffer = false
  #connected = false
  #disconnectedTimer: ReturnType<typeof setTimeout> | null = null
  #watchdogTimer: ReturnType<typeof setTimeout> | null = null
  #watchdogAttempt = 0
  #restarting = false
  #audioSender: RTCRtpSender | null = null
  #videoSender: RTCRtpSender | null = null
  /** The microphone and camera being sent: a device chosen during the call replaces them. */
  #micTrack: MediaStreamTrack | null
  #cameraTrack: MediaStreamTrack | null
  #screenTrack: MediaStreamTrack | null = null
  #closed = false
  /** The current connection has never been paired with a call of theirs: a first pairing can use it as it is. */
  #unused = true
  #board: RTCDataChannel | null = null
  /** The other side said hello on the current board channel. */
  #boardHeard = false
  #boardListeners = new Set<(message: unknown) => void>()

  constructor(options: PeerOptions) {
    this.#options = options
    this.#micTrack = options.localStream?.getAudioTracks()[0] ?? null
    this.#cameraTrack = options.localStream?.getVideoTracks()[0] ?? null
    this.#build()
  }

  get connection(): RTCPeerConnection {
    return this.#pc
  }

  /** The other side's current call, as the room reports it (null: not in the call). */
  get remoteCallId(): string | null {
    return this.#remoteCallId
  }

  /** Runs `task` after everything queued before it; a failing task does not stop the queue. */
  #enqueue(task: () => Promise<void> | void): Promise<void> {
    const run = this.#queue.then(() => (this.#closed ? undefined : task()))
    this.#queue = run.catch(() => {})
    return run
  }

  #build(): void {
    const pc = new RTCPeerConnection({ iceServers: this.#options.iceServers })
    this.#pc = pc
    this.#unused = true
    this.#remote = new MediaStream()
    this.#makingOffer = false
    this.#connected = false
    this.#restarting = false
    this.#pendingCandidates = []
    this.#options.onRemoteStream(this.#remote)

    const stream = this.#options.localStream
    // The current tracks, not the stream's first ones: a device chosen during the call stays chosen.
    const audio = this.#micTrack
    const video = this.#screenTrack ?? this.#cameraTrack
    // Both kinds always get an m-line, so a side without a camera still receives the other's video.
    if (audio) this.#audioSender = stream ? pc.addTrack(audio, stream) : pc.addTrack(audio)
    else {
      this.#audioSender = null
      pc.addTransceiver('audio', { direction: 'recvonly' })
    }
    if (video) this.#videoSender = stream ? pc.addTrack(video, stream) : pc.addTrack(video)
    else {
      this.#videoSender = null
      pc.addTransceiver('video', { direction: 'recvonly' })
    }

    this.#boardHeard = false
    try {
      const board = pc.createDataChannel('board', { negotiated: true, id: 0 })
      board.onopen = () => board.send(BOARD_HELLO)
      board.onmessage = ({ data }) => {
        if (pc !== this.#pc || typeof data !== 'string') return
        if (data === BOARD_HELLO) this.#boardHeard = true
        else this.#boardPoints(data)
      }
      this.#board = board
    } catch {
      // No data channels here: the whiteboard goes through the socket.
      this.#board = null
    }

    pc.ontrack = ({ track }) => {
      if (pc !== this.#pc) return
      this.#remote.addTrack(track)
      // A new MediaStream object makes the video element pick the track up without a reload.
      this.#remote = new MediaStream(this.#remote.getTracks())
      this.#options.onRemoteStream(this.#remote)
    }
    pc.onicecandidate = ({ candidate }) => {
      if (pc !== this.#pc || !candidate || !this.#remoteCallId) return
      this.#options.signal({ topic: 'ice_message', candidate: candidate.toJSON(), callId: this.callId, toCallId: this.#remoteCallId })
    }
    pc.onnegotiationneeded = () => void this.#enqueue(() => this.#negotiationNeeded(pc))
    pc.onconnectionstatechange = () => this.#onHealth(pc)
    pc.oniceconnectionstatechange = () => this.#onHealth(pc)
  }

  /**
   * Offers when this side should: only to a call of theirs that is there to answer; the provider
   * for a new pairing, either side to renegotiate a connection that was up (screen sharing, an ICE
   * restart), and the consumer when the watchdog asks it to.
   */
  async #negotiationNeeded(pc: RTCPeerConnection, force = false): Promise<void> {
    if (pc !== this.#pc || !this.#remoteCallId) return
    // An offer or answer under way covers it (the browser asks again once back to stable if not).
    if (!force && pc.signalingState !== 'stable') return
    if (!force && this.#options.polite && !this.#connected) return
    await this.#offer(pc)
  }

  async #offer(pc: RTCPeerConnection): Promise<void> {
    const to = this.#remoteCallId
    if (pc !== this.#pc || this.#closed || !to) return
    try {
      this.#makingOffer = true
      await pc.setLocalDescription()
      if (pc === this.#pc && pc.localDescription?.type === 'offer') {
        this.#options.signal({ topic: 'offer_message', description: pc.localDescription.toJSON(), callId: this.callId, toCallId: to })
      }
    } catch {
      // The state moved on under us (an offer arrived); the watchdog or the next negotiationneeded tries again.
    } finally {
      this.#makingOffer = false
    }
  }

  /**
   * The other participant's current call changed (they came into the call, came back as a new
   * page, or left it). A new pairing starts from a fresh connection: nothing of the previous one
   * can be reused, and their new page has a fresh connection too.
   */
  setRemoteCall(callId: string | null): Promise<void> {
    return this.#enqueue(async () => {
      if (callId === this.#remoteCallId) return
      this.#remoteCallId = callId
      this.#watchdogAttempt = 0
      this.#clearWatchdog()
      this.#freshConnection()
      if (!callId) return
      this.#unused = false
      this.#armWatchdog()
      // The provider opens every new pairing; the consumer answers it.
      if (!this.#options.polite) await this.#offer(this.#pc)
    })
  }

  /** An offer, answer or ICE candidate from the other participant. */
  handleSignal(signal: Signal): Promise<void> {
    return this.#enqueue(() => this.#handle(signal))
  }

  async #handle(signal: Signal): Promise<void> {
    const route = signalRoute({
      topic: signal.topic,
      from: signal.entity.call_id ?? null,
      to: signal.entity.to_call_id ?? null,
      self: this.callId,
      paired: this.#remoteCallId,
    })
    if (route === 'drop') return
    if (route === 'switch') {
      // An offer from a call of theirs the room has not told us about yet: it is their newest.
      this.#remoteCallId = signal.entity.call_id ?? null
      this.#watchdogAttempt = 0
      this.#clearWatchdog()
      this.#freshConnection()
      this.#unused = false
      this.#armWatchdog()
    }
    const pc = this.#pc
    if (signal.topic === 'ice_message') {
      const { candidate, sdp_m_line_index, sdp_mid } = signal.entity.ice_candidate
      const init: RTCIceCandidateInit = { candidate, sdpMLineIndex: sdp_m_line_index, sdpMid: sdp_mid }
      if (!pc.remoteDescription) {
        this.#pendingCandidates.push(init)
        return
      }
      await pc.addIceCandidate(init).catch(() => {})
      return
    }
    const description: RTCSessionDescriptionInit = { type: signal.entity.rtc_session.type, sdp: signal.entity.rtc_session.sdp }
    try {
      await this.#applyDescription(pc, description)
    } catch (error) {
      // An offer that the current connection cannot take (new DTLS credentials of a connection of
      // theirs we did not hear of): start over with a fresh connection and take it there.
      if (description.type !== 'offer') throw error
      this.#rebuild()
      await this.#applyDescription(this.#pc, description)
    }
  }

  async #applyDescription(pc: RTCPeerConnection, description: RTCSessionDescriptionInit): Promise<void> {
    const { ignore } = describeIncoming({
      type: description.type,
      polite: this.#options.polite,
      makingOffer: this.#makingOffer,
      signalingState: pc.signalingState,
      settingRemoteAnswer: false,
    })
    if (ignore) return
    // A late answer to an offer we have rolled back has nothing to answer any more.
    if (description.type === 'answer' && pc.signalingState !== 'have-local-offer') return
    await pc.setRemoteDescription(description)
    const pending = this.#pendingCandidates
    this.#pendingCandidates = []
    for (const candidate of pending) await pc.addIceCandidate(candidate).catch(() => {})
    if (description.type === 'offer') {
      await pc.setLocalDescription()
      const to = this.#remoteCallId
      if (pc === this.#pc && to && pc.localDescription?.type === 'answer') {
        this.#options.signal({ topic: 'answer_message', description: pc.localDescription.toJSON(), callId: this.callId, toCallId: to })
      }
    }
  }

  /**
   * Both the connection and its ICE transport report a failure (two events for one problem), so
   * they are read together and one restart is made until the path is back up.
   */
  #onHealth(pc: RTCPeerConnection): void {
    if (pc !== this.#pc || this.#closed) return
    this.#options.onConnectionState(pc.connectionState)
    if (pc.connectionState === 'connected') {
      this.#connected = true
      this.#watchdogAttempt = 0
      this.#clearWatchdog()
    }
    const failed = pc.connectionState === 'failed' || pc.iceConnectionState === 'failed'
    const disconnected = pc.connectionState === 'disconnected' || pc.iceConnectionState === 'disconnected'
    const action = iceAction(failed ? 'failed' : disconnected ? 'disconnected' : pc.connectionState)
    if (action === 'restart') {
      this.#clearDisconnected()
      this.#restart(pc)
    } else if (action === 'wait') {
      if (this.#disconnectedTimer !== null || this.#restarting) return
      this.#disconnectedTimer = setTimeout(() => {
        this.#disconnectedTimer = null
        if (pc === this.#pc && !this.#closed && (pc.iceConnectionState === 'disconnected' || pc.connectionState === 'disconnected')) this.#restart(pc)
      }, DISCONNECTED_GRACE_MS)
    } else {
      this.#clearDisconnected()
      // Back up, or a restart under way that may fail again: the next failure may restart again.
      if (pc.connectionState === 'connected' || pc.iceConnectionState === 'checking') this.#restarting = false
    }
    if ((failed || disconnected) && this.#remoteCallId) this.#armWatchdog()
  }

  #restart(pc: RTCPeerConnection): void {
    if (this.#restarting) return
    this.#restarting = true
    // The next offer asks for new ICE credentials; negotiationneeded (either side, once connected) sends it.
    pc.restartIce()
  }

  #clearDisconnected(): void {
    if (this.#disconnectedTimer !== null) clearTimeout(this.#disconnectedTimer)
    this.#disconnectedTimer = null
  }

  /** Checks on the connection every few seconds while paired and not connected. */
  #armWatchdog(): void {
    if (this.#watchdogTimer !== null || this.#closed) return
    this.#watchdogTimer = setTimeout(() => {
      this.#watchdogTimer = null
      void this.#enqueue(() => this.#watchdog())
    }, WATCHDOG_INTERVAL_MS)
  }

  #clearWatchdog(): void {
    if (this.#watchdogTimer !== null) clearTimeout(this.#watchdogTimer)
    this.#watchdogTimer = null
  }

  async #watchdog(): Promise<void> {
    const pc = this.#pc
    if (!this.#remoteCallId || pc.connectionState === 'connected') {
      this.#watchdogAttempt = 0
      return
    }
    this.#watchdogAttempt += 1
    const step = watchdogStep({ attempt: this.#watchdogAttempt, polite: this.#options.polite, state: pc.connectionState })
    if (step === 'restart-ice' && pc.remoteDescription) {
      this.#restarting = true
      pc.restartIce()
      await this.#offer(pc)
    } else if (step === 'rebuild' || step === 'restart-ice') {
      // Nothing was ever agreed (no remote description), or a restart did not help: start over.
      this.#rebuild()
      await this.#negotiationNeeded(this.#pc, true)
    } else if (step === 'offer') {
      await this.#negotiationNeeded(pc, true)
    }
    this.#armWatchdog()
  }

  /**
   * A connection no call of theirs has touched, for a new pairing: the one there when it is still
   * unused (the first pairing after the page opened: building a second one at the call's start
   * costs the main thread for nothing), a new one otherwise.
   */
  #freshConnection(): void {
    if (!this.#unused) this.#rebuild()
  }

  #rebuild(): void {
    this.#clearDisconnected()
    const old = this.#pc
    old.ontrack = null
    old.onicecandidate = null
    old.onnegotiationneeded = null
    old.onconnectionstatechange = null
    old.oniceconnectionstatechange = null
    if (this.#board) {
      this.#board.onopen = null
      this.#board.onmessage = null
    }
    old.close()
    this.#build()
    this.#options.onConnectionState(this.#pc.connectionState)
  }

  /** Sends the screen instead of the camera. Without a video sender yet, adding one renegotiates. */
  async shareScreen(track: MediaStreamTrack): Promise<void> {
    this.#screenTrack = track
    const pc = this.#pc
    const sender = await this.#send(pc, 'video', this.#videoSender, track)
    if (pc === this.#pc) this.#videoSender = sender
  }

  async stopScreen(): Promise<void> {
    this.#screenTrack?.stop()
    this.#screenTrack = null
    if (this.#videoSender) await this.#videoSender.replaceTrack(this.#cameraTrack)
  }

  /**
   * Sends another microphone or camera track (a device chosen during the call) in place of the
   * current one, on the same sender: nothing is renegotiated and the call goes on. The session keeps
   * it, so a connection built later (a new pairing) sends it too; while the screen is shared, a new
   * camera waits for `stopScreen`. Stopping the old track is the caller's (it owns the devices).
   */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack): Promise<void> {
    if (kind === 'audio') this.#micTrack = track
    else this.#cameraTrack = track
    if (this.#closed || (kind === 'video' && this.#screenTrack)) return
    const pc = this.#pc
    try {
      const sender = await this.#send(pc, kind, kind === 'audio' ? this.#audioSender : this.#videoSender, track)
      if (pc !== this.#pc) return
      if (kind === 'audio') this.#audioSender = sender
      else this.#videoSender = sender
    } catch (error) {
      // A connection rebuilt meanwhile was built with the new track already.
      if (pc === this.#pc && !this.#closed) throw error
    }
  }

  /** Puts `track` on the kind's sender; a side that had none of this kind starts sending it (renegotiates). */
  async #send(pc: RTCPeerConnection, kind: 'audio' | 'video', sender: RTCRtpSender | null, track: MediaStreamTrack): Promise<RTCRtpSender> {
    if (sender) {
      await sender.replaceTrack(track)
      return sender
    }
    const transceiver = pc.getTransceivers().find((t) => t.receiver.track.kind === kind)
    if (!transceiver) return pc.addTrack(track)
    transceiver.direction = 'sendrecv'
    await transceiver.sender.replaceTrack(track)
    return transceiver.sender
  }

  /** A whiteboard message from the other side, as read (the board checks it like any message from outside). */
  #boardPoints(data: string): void {
    let json: unknown
    try {
      json = JSON.parse(data)
    } catch {
      return
    }
    for (const listener of this.#boardListeners) listener(json)
  }

  /** Sends the points of a stroke being drawn straight to the other side; false when the channel is not open (send them another way). */
  sendBoardPoints(points: BoardPoints): boolean {
    if (this.#closed || !this.#boardHeard || this.#board?.readyState !== 'open') return false
    this.#board.send(JSON.stringify(points))
    return true
  }

  /**
   * Whiteboard messages from the other side, unchecked: the board checks them against the contract
   * (board/board-messages.ts), so that the call's own code carries none of the board's.
   */
  onBoardMessage(listener: (message: unknown) => void): () => void {
    this.#boardListeners.add(listener)
    return () => this.#boardListeners.delete(listener)
  }

  /** The current connection's statistics (the quality indicator reads them); null once closed. */
  async stats(): Promise<RTCStatsReport | null> {
    return this.#closed ? null : this.#pc.getStats()
  }

  close(): void {
    if (this.#closed) return
    this.#closed = true
    this.#clearDisconnected()
    this.#clearWatchdog()
    this.#screenTrack?.stop()
    this.#pc.close()
  }
}
