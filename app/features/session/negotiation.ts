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

export type SignalRouteContext = {
  topic: 'offer_message' | 'answer_message' | 'ice_message'
  /** The call the signal comes from, and the call of ours it is for (null when the sender named none). */
  from: string | null
  to: string | null
  /** Our call, and the call of theirs we are paired with (null: none yet). */
  self: string
  paired: string | null
}

export type SignalRoute = 'apply' | 'switch' | 'drop'

/**
 * What to do with a signal: apply it to the current connection; switch to a new call of theirs
 * first (an offer addressed to our current call from a call the room has not told us about yet:
 * their newest page); or drop it (meant for an earlier call of ours, or from a call of theirs that
 * is over). Answers and candidates never switch: they belong to an offer of the current pair.
 */
export function signalRoute(context: SignalRouteContext): SignalRoute {
  if (context.to !== null && context.to !== context.self) return 'drop'
  if (context.from === null) return context.paired ? 'apply' : 'drop'
  if (context.from === context.paired) return 'apply'
  return context.topic === 'offer_message' && context.to === context.self ? 'switch' : 'drop'
}

/** How often a paired call that is not connected is looked at. */
export const WATCHDOG_INTERVAL_MS = 3_000

export type WatchdogStep = 'none' | 'offer' | 'restart-ice' | 'rebuild'

/**
 * What the watchdog does on its `attempt`-th look at a paired call that is still not connected.
 * The provider (who makes the first offer) restarts ICE, then starts over with a new connection,
 * and keeps starting over. The consumer gives the provider a head start, then offers itself (the
 * provider's page may be the stuck one), then starts over too.
 */
export function watchdogStep(context: { attempt: number; polite: boolean; state: RTCPeerConnectionState }): WatchdogStep {
  // Under way: a slow machine may take a few seconds to connect; give it one more look.
  if (context.state === 'connecting' && context.attempt < 2) return 'none'
  if (!context.polite) return context.attempt === 1 ? 'restart-ice' : 'rebuild'
  if (context.attempt === 1) return 'none'
  return context.attempt === 2 ? 'offer' : 'rebuild'
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
