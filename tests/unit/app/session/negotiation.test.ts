import { describe, expect, it } from 'vitest'
import { describeIncoming, iceAction, isPolite, mediaPathDown, signalRoute, watchdogStep, type SignalRouteContext } from '~/app/features/session/negotiation'

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

describe('which call a signal belongs to', () => {
  const route = (over: Partial<SignalRouteContext>): string =>
    signalRoute({ topic: 'offer_message', from: 'theirs-1', to: 'ours-001', self: 'ours-001', paired: 'theirs-1', ...over })

  it('applies what comes from the call we are paired with, for our call', () => {
    expect(route({})).toBe('apply')
    expect(route({ topic: 'answer_message' })).toBe('apply')
    expect(route({ topic: 'ice_message' })).toBe('apply')
  })

  it('drops anything for an earlier call of ours (a page of ours before a reload)', () => {
    for (const topic of ['offer_message', 'answer_message', 'ice_message'] as const) expect(route({ topic, to: 'ours-old' })).toBe('drop')
  })

  it('an offer to our call from a call of theirs not announced yet is their newest: switch to it', () => {
    expect(route({ from: 'theirs-2' })).toBe('switch')
    expect(route({ from: 'theirs-2', paired: null })).toBe('switch')
  })

  it('answers and candidates from a call we are not paired with are dropped (that call is over)', () => {
    expect(route({ topic: 'answer_message', from: 'theirs-0' })).toBe('drop')
    expect(route({ topic: 'ice_message', from: 'theirs-0' })).toBe('drop')
    // An offer naming no call of ours cannot claim a new pairing either.
    expect(route({ from: 'theirs-2', to: null })).toBe('drop')
  })

  it('a sender that names no calls is taken as the paired one, and dropped while unpaired', () => {
    expect(route({ from: null, to: null })).toBe('apply')
    expect(route({ from: null, to: null, paired: null })).toBe('drop')
  })
})

describe('the watchdog of a paired call that is not connected', () => {
  const step = (attempt: number, polite: boolean, state: RTCPeerConnectionState = 'new') => watchdogStep({ attempt, polite, state })

  it('the provider restarts ICE, then starts over every time after', () => {
    expect([1, 2, 3, 4].map((a) => step(a, false))).toEqual(['restart-ice', 'rebuild', 'rebuild', 'rebuild'])
  })

  it('the consumer waits one look, offers itself, then starts over', () => {
    expect([1, 2, 3, 4].map((a) => step(a, true))).toEqual(['none', 'offer', 'rebuild', 'rebuild'])
  })

  it('a connection under way gets one more look first', () => {
    expect(step(1, false, 'connecting')).toBe('none')
    expect(step(2, false, 'connecting')).toBe('rebuild')
    expect(step(1, false, 'failed')).toBe('restart-ice')
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
