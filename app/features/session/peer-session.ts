import { DISCONNECTED_GRACE_MS, describeIncoming, iceAction, offerKick } from './negotiation'
import type { OutgoingSignal, Signal } from './room-session'

/**
 * The call's RTCPeerConnection on the main thread (WebRTC does not exist in workers), with the
 * "perfect negotiation" pattern: either side may offer at any time; on a collision the polite side
 * (the consumer) rolls back and the impolite side (the provider) ignores the other's offer.
 * Signaling travels through the realtime worker. A dropped socket is not a dropped call: nothing
 * here closes the connection because the socket went away; ICE restarts heal the media path.
 */

export type PeerEvents = {
  onRemoteStream(stream: MediaStream): void
  /** The connection's state, for the "reconnecting" banner and for tests. */
  onConnectionState(state: RTCPeerConnectionState): void
}

export type PeerOptions = PeerEvents & {
  polite: boolean
  iceServers: RTCIceServer[]
  /** Our microphone and camera; either may be missing (no device, or permission refused). */
  localStream: MediaStream | null
  signal(message: OutgoingSignal): void
}

export class PeerSession {
  #options: PeerOptions
  #pc!: RTCPeerConnection
  #remote = new MediaStream()
  #makingOffer = false
  #ignoreOffer = false
  #settingRemoteAnswer = false
  #disconnectedTimer: ReturnType<typeof setTimeout> | null = null
  #restarting = false
  #videoSender: RTCRtpSender | null = null
  #cameraTrack: MediaStreamTrack | null
  #screenTrack: MediaStreamTrack | null = null
  #closed = false
  #otherInCall = false

  constructor(options: PeerOptions) {
    this.#options = options
    this.#cameraTrack = options.localStream?.getVideoTracks()[0] ?? null
    this.#build()
  }

  get connection(): RTCPeerConnection {
    return this.#pc
  }

  #build(): void {
    const pc = new RTCPeerConnection({ iceServers: this.#options.iceServers })
    this.#pc = pc
    this.#remote = new MediaStream()
    this.#makingOffer = false
    this.#ignoreOffer = false
    this.#settingRemoteAnswer = false
    this.#restarting = false
    this.#options.onRemoteStream(this.#remote)

    const stream = this.#options.localStream
    const audio = stream?.getAudioTracks()[0]
    const video = this.#screenTrack ?? this.#cameraTrack
    // Both kinds always get an m-line, so a side without a camera still receives the other's video.
    if (audio && stream) pc.addTrack(audio, stream)
    else pc.addTransceiver('audio', { direction: 'recvonly' })
    if (video) this.#videoSender = stream ? pc.addTrack(video, stream) : pc.addTrack(video)
    else {
      this.#videoSender = null
      pc.addTransceiver('video', { direction: 'recvonly' })
    }

    pc.ontrack = ({ track }) => {
      if (pc !== this.#pc) return
      this.#remote.addTrack(track)
      // A new MediaStream object makes the video element pick the track up without a reload.
      this.#remote = new MediaStream(this.#remote.getTracks())
      this.#options.onRemoteStream(this.#remote)
    }
    pc.onicecandidate = ({ candidate }) => {
      if (pc !== this.#pc || !candidate) return
      this.#options.signal({ topic: 'ice_message', candidate: candidate.toJSON() })
    }
    pc.onnegotiationneeded = () => void this.#offer(pc)
    pc.onconnectionstatechange = () => this.#onHealth(pc)
    pc.oniceconnectionstatechange = () => this.#onHealth(pc)
  }

  async #offer(pc: RTCPeerConnection): Promise<void> {
    if (pc !== this.#pc || this.#closed) return
    try {
      this.#makingOffer = true
      await pc.setLocalDescription()
      if (pc.localDescription?.type === 'offer') this.#options.signal({ topic: 'offer_message', description: pc.localDescription.toJSON() })
    } catch {
      // The state moved on under us (an offer arrived); the next negotiationneeded tries again.
    } finally {
      this.#makingOffer = false
    }
  }

  /**
   * Both the connection and its ICE transport report a failure (two events for one problem), so
   * they are read together and one restart is made until the path is back up.
   */
  #onHealth(pc: RTCPeerConnection): void {
    if (pc !== this.#pc || this.#closed) return
    this.#options.onConnectionState(pc.connectionState)
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
  }

  #restart(pc: RTCPeerConnection): void {
    if (this.#restarting) return
    this.#restarting = true
    pc.restartIce()
  }

  #clearDisconnected(): void {
    if (this.#disconnectedTimer !== null) clearTimeout(this.#disconnectedTimer)
    this.#disconnectedTimer = null
  }

  /** An offer, answer or ICE candidate from the other participant. */
  async handleSignal(signal: Signal): Promise<void> {
    if (this.#closed) return
    if (signal.topic === 'ice_message') {
      const { candidate, sdp_m_line_index, sdp_mid } = signal.entity.ice_candidate
      try {
        await this.#pc.addIceCandidate({ candidate, sdpMLineIndex: sdp_m_line_index, sdpMid: sdp_mid })
      } catch {
        // Candidates of an offer we ignored, or of a connection we replaced, belong to nothing.
      }
      return
    }
    const description: RTCSessionDescriptionInit = { type: signal.entity.rtc_session.type, sdp: signal.entity.rtc_session.sdp }
    try {
      await this.#applyDescription(description)
    } catch (error) {
      // An offer from a new connection of theirs (they reloaded the page) carries new DTLS
      // credentials that the old connection cannot take: start over with a fresh connection.
      if (description.type !== 'offer') throw error
      this.#rebuild()
      await this.#applyDescription(description)
    }
  }

  async #applyDescription(description: RTCSessionDescriptionInit): Promise<void> {
    const pc = this.#pc
    const { ignore } = describeIncoming({
      type: description.type,
      polite: this.#options.polite,
      makingOffer: this.#makingOffer,
      signalingState: pc.signalingState,
      settingRemoteAnswer: this.#settingRemoteAnswer,
    })
    this.#ignoreOffer = ignore
    if (ignore) return
    // A late answer to an offer we have rolled back has nothing to answer any more.
    if (description.type === 'answer' && pc.signalingState !== 'have-local-offer') return
    this.#settingRemoteAnswer = description.type === 'answer'
    try {
      await pc.setRemoteDescription(description)
    } finally {
      this.#settingRemoteAnswer = false
    }
    if (description.type === 'offer') {
      await pc.setLocalDescription()
      if (pc.localDescription?.type === 'answer') this.#options.signal({ topic: 'answer_message', description: pc.localDescription.toJSON() })
    }
  }

  /**
   * The other participant's in-call flag changed. When they come into the call, make sure an offer
   * reaches them; when they leave it, their connection is gone, so ours starts over.
   */
  async otherInCall(inCall: boolean): Promise<void> {
    const was = this.#otherInCall
    this.#otherInCall = inCall
    if (this.#closed) return
    if (was && !inCall) {
      this.#rebuild()
      return
    }
    const kick = offerKick({
      otherInCall: inCall,
      otherWasInCall: was,
      selfInCall: true,
      signalingState: this.#pc.signalingState,
      connectionState: this.#pc.connectionState,
    })
    if (kick === 'none') return
    const pc = this.#pc
    if (kick === 'rollback-and-offer') {
      try {
        await pc.setLocalDescription({ type: 'rollback' })
      } catch {
        return
      }
    }
    await this.#offer(pc)
  }

  #rebuild(): void {
    this.#clearDisconnected()
    const old = this.#pc
    old.ontrack = null
    old.onicecandidate = null
    old.onnegotiationneeded = null
    old.onconnectionstatechange = null
    old.oniceconnectionstatechange = null
    old.close()
    this.#build()
    this.#options.onConnectionState(this.#pc.connectionState)
  }

  /** Sends the screen instead of the camera. Without a video sender yet, adding one renegotiates. */
  async shareScreen(track: MediaStreamTrack): Promise<void> {
    this.#screenTrack = track
    if (this.#videoSender) await this.#videoSender.replaceTrack(track)
    else {
      const transceiver = this.#pc.getTransceivers().find((t) => t.receiver.track.kind === 'video')
      if (transceiver) {
        transceiver.direction = 'sendrecv'
        await transceiver.sender.replaceTrack(track)
        this.#videoSender = transceiver.sender
      } else this.#videoSender = this.#pc.addTrack(track)
    }
  }

  async stopScreen(): Promise<void> {
    this.#screenTrack?.stop()
    this.#screenTrack = null
    if (this.#videoSender) await this.#videoSender.replaceTrack(this.#cameraTrack)
  }

  close(): void {
    if (this.#closed) return
    this.#closed = true
    this.#clearDisconnected()
    this.#screenTrack?.stop()
    this.#pc.close()
  }
}
