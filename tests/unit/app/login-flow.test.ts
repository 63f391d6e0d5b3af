import { describe, expect, it } from 'vitest'
import { initialLoginState, loginReducer, type LoginEvent, type LoginState } from '~/app/features/auth/login-flow'

const run = (...events: LoginEvent[]): LoginState => events.reduce(loginReducer, initialLoginState)

describe('the login screen’s steps', () => {
  it('goes to the code step once a code is sent, with the destination as checked', () => {
    const state = run(
      { type: 'typed', input: '080-000-0001' },
      { type: 'destinationChecked', input: '0800000001', error: null },
      { type: 'codeSent', destination: '0800000001', canLogin: true, resendAt: 60_000 },
    )
    expect(state).toMatchObject({ step: 'otp', destination: '0800000001', input: '0800000001', canLogin: true, code: '', resendAt: 60_000 })
  })

  it('clears a field’s error as soon as the field changes', () => {
    expect(run({ type: 'destinationChecked', input: '', error: 'required' }, { type: 'typed', input: '0' }).fieldError).toBeNull()
    const otp = run({ type: 'codeSent', destination: 'd', canLogin: true, resendAt: 0 }, { type: 'codeRefused', error: 'wrong' })
    expect(otp).toMatchObject({ code: '', codeError: 'wrong' })
    expect(loginReducer(otp, { type: 'codeTyped', code: '1' })).toMatchObject({ code: '1', codeError: null })
  })

  it('switching between phone and e-mail empties the field and its error', () => {
    const state = run({ type: 'destinationChecked', input: 'x', error: 'invalid' }, { type: 'modeSwitched' })
    expect(state).toMatchObject({ mode: 'email', input: '', fieldError: null })
    expect(loginReducer(state, { type: 'modeSwitched' }).mode).toBe('phone')
  })

  it('shows a refusal under the field it is about, and moves the resend time only when told a wait', () => {
    const otp = run({ type: 'codeSent', destination: 'd', canLogin: true, resendAt: 5 })
    expect(loginReducer(otp, { type: 'refused', at: 'otp', error: 'too many', resendAt: 99 })).toMatchObject({ codeError: 'too many', fieldError: null, resendAt: 99 })
    expect(loginReducer(otp, { type: 'refused', at: 'destination', error: 'invalid' })).toMatchObject({ fieldError: 'invalid', codeError: null, resendAt: 5 })
  })

  it('goes back to the first step when the destination is taken, or on back, with the code emptied', () => {
    const otp = run({ type: 'codeSent', destination: 'd', canLogin: false, resendAt: 0 }, { type: 'codeTyped', code: '123456' })
    expect(loginReducer(otp, { type: 'destinationTaken', error: 'used' })).toMatchObject({ step: 'destination', code: '', fieldError: 'used' })
    expect(loginReducer(otp, { type: 'back' })).toMatchObject({ step: 'destination', code: '', codeError: null })
  })
})
