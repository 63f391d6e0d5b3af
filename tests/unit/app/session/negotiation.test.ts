import { describe, expect, it } from 'vitest'
import { describeIncoming, iceAction, isPolite, mediaPathDown, offerKick, type OfferKickContext } from '../../../../app/features/session/negotiation'

describe('perfect negotiation: who yields', () => {
  it('makes the consumer polite and the provider impolite', () => {
    expect(isPolite('consumer')).toBe(true)
    expect(isPolite('provider')).toBe(false)
  })

  const base = { makingOffer: false, signalingState: 'stable' as RTCSignalingState, settingRemoteAnswer: false }

  it('applies an offer that arrives while stable, on either side', () => {
    expect(describeIncoming({ ...base, type: 'offer', polite: false })).toEqual({ collision: false, ignore: false })
    expect(describeIncoming({ ...base, type: 'offer', polite: true })).toEqual({ collision: false, ignore: false })
  })

  it('on a collision the impolite side ignores the offer and the polite side takes it (rolling back its own)', () => {
    const making = { ...base, makingOffer: true }
    expect(describeIncoming({ ...making, type: 'offer', polite: false })).toEqual({ collision: true, ignore: true })
    expect(describeIncoming({ ...making, type: 'offer', polite: true })).toEqual({ collision: true, ignore: false })
    const offered = { ...base, signalingState: 'have-local-offer' as RTCSignalingState }
    expect(describeIncoming({ ...offered, type: 'offer', polite: false }).ignore).toBe(true)
    expect(describeIncoming({ ...offered, type: 'offer', polite: true }).ignore).toBe(false)
  })

  it('is ready for an offer while an answer is being applied (the state is about to be stable)', () => {
    const applying = { ...base, signalingState: 'have-local-offer' as RTCSignalingState, settingRemoteAnswer: true }
    expect(describeIncoming({ ...applying, type: 'offer', polite: false })).toEqual({ collision: false, ignore: false })
  })

  it('never ignores an answer', () => {
    const offered = { ...base, makingOffer: true, signalingState: 'have-local-offer' as RTCSignalingState }
    expect(describeIncoming({ ...offered, type: 'answer', polite: false })).toEqual({ collision: false, ignore: false })
  })
})

describe('making sure an offer reaches the other side', () => {
  const ctx = (patch: Partial<OfferKickContext>): OfferKickContext => ({
    otherInCall: true,
    otherWasInCall: false,
    selfInCall: true,
    signalingState: 'stable',
    connectionState: 'new',
    ...patch,
  })

  it('offers when they come into the call and nothing is under way', () => {
    expect(offerKick(ctx({}))).toBe('offer')
  })

  it('rolls back an offer made while they were away (it went nowhere) and offers again', () => {
    expect(offerKick(ctx({ signalingState: 'have-local-offer' }))).toBe('rollback-and-offer')
  })

  it('does nothing while they are not in the call, or we are not', () => {
    expect(offerKick(ctx({ otherInCall: false }))).toBe('none')
    expect(offerKick(ctx({ selfInCall: false }))).toBe('none')
  })

  it('does nothing when the connection is already up or coming up', () => {
    expect(offerKick(ctx({ connectionState: 'connected' }))).toBe('none')
    expect(offerKick(ctx({ connectionState: 'connecting' }))).toBe('none')
  })

  it('does nothing for a repeated room update while they stay in the call and negotiation has started', () => {
    expect(offerKick(ctx({ otherWasInCall: true, connectionState: 'failed' }))).toBe('none')
  })

  it('offers again when they stay in the call but our connection never started (our offer was lost)', () => {
    expect(offerKick(ctx({ otherWasInCall: true, signalingState: 'have-local-offer' }))).toBe('rollback-and-offer')
  })

  it('leaves an offer of theirs to be answered', () => {
    expect(offerKick(ctx({ signalingState: 'have-remote-offer' }))).toBe('none')
  })
})

describe('ICE restart and the reconnecting banner', () => {
  it('restarts at once on failed, waits a grace on disconnected, and otherwise does nothing', () => {
    expect(iceAction('failed')).toBe('restart')
    expect(iceAction('disconnected')).toBe('wait')
    expect(iceAction('connected')).toBe('none')
    expect(iceAction('checking')).toBe('none')
  })

  it('counts the media path as down only after it had been up', () => {
    expect(mediaPathDown('disconnected', true)).toBe(true)
    expect(mediaPathDown('failed', true)).toBe(true)
    expect(mediaPathDown('failed', false)).toBe(false)
    expect(mediaPathDown('connected', true)).toBe(false)
  })
})
