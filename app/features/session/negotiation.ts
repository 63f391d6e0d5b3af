import type { SessionRole } from './room-state'

/**
 * The decisions of "perfect negotiation" (W3C WebRTC 1.0, section 10.7 example), kept free of the
 * browser so they can be tested. The polite side is fixed by role: the consumer yields on a
 * collision, the provider does not.
 */

export const isPolite = (role: SessionRole): boolean => role === 'consumer'

export type DescriptionContext = {
  type: RTCSdpType
  polite: boolean
  makingOffer: boolean
  signalingState: RTCSignalingState
  /** An answer is being applied right now: the state reads have-local-offer but is about to be stable. */
  settingRemoteAnswer: boolean
}

/** What to do with an incoming description: apply it, or (the impolite side on a collision) ignore it. */
export function describeIncoming(context: DescriptionContext): { collision: boolean; ignore: boolean } {
  const readyForOffer = !context.makingOffer && (context.signalingState === 'stable' || context.settingRemoteAnswer)
  const collision = context.type === 'offer' && !readyForOffer
  return { collision, ignore: collision && !context.polite }
}

export type OfferKickContext = {
  /** Whether the other participant's page runs its call now, and whether it did before this update. */
  otherInCall: boolean
  otherWasInCall: boolean
  /** Whether our own page is in the call (its peer connection exists). */
  selfInCall: boolean
  signalingState: RTCSignalingState
  connectionState: RTCPeerConnectionState
}

export type OfferKick = 'none' | 'offer' | 'rollback-and-offer'

/**
 * When the other side has just come into the call (or we start while they already are), make sure
 * an offer goes out. An offer we made while they were away went nowhere (the server relays only to
 * a participant in the room), so we roll it back and offer again. A connection already up needs
 * nothing.
 */
export function offerKick(context: OfferKickContext): OfferKick {
  if (!context.selfInCall || !context.otherInCall) return 'none'
  if (context.otherWasInCall && context.connectionState !== 'new') return 'none'
  if (context.connectionState === 'connected' || context.connectionState === 'connecting') return 'none'
  if (context.signalingState === 'have-local-offer') return 'rollback-and-offer'
  if (context.signalingState === 'stable') return 'offer'
  // have-remote-offer: an answer is on its way from us; nothing to add.
  return 'none'
}

/** How long a "disconnected" media path may last before we restart ICE (it often heals itself). */
export const DISCONNECTED_GRACE_MS = 4_000

export type IceAction = 'restart' | 'wait' | 'none'

/** What a change of the connection's health calls for. "failed" restarts at once; "disconnected" after a grace. */
export function iceAction(connectionState: RTCPeerConnectionState | RTCIceConnectionState): IceAction {
  if (connectionState === 'failed') return 'restart'
  if (connectionState === 'disconnected') return 'wait'
  return 'none'
}

/** Whether the media path counts as down for the "reconnecting" banner. */
export function mediaPathDown(connectionState: RTCPeerConnectionState, hadConnected: boolean): boolean {
  return hadConnected && (connectionState === 'disconnected' || connectionState === 'failed')
}
