import type { SignInMode } from '~/contract/api/auth'

/**
 * The login screen's state: step 1 (`destination`) takes a phone number or an e-mail and sends a
 * code; step 2 (`otp`) takes the six digits. Errors are the Thai text shown under the field that is
 * at fault; `resendAt` is when a new code may be asked for (ms since the epoch).
 */
export type LoginState = {
  readonly step: 'destination' | 'otp'
  readonly mode: SignInMode
  /** What the destination field holds. */
  readonly input: string
  /** Where the code went (the checked input). */
  readonly destination: string
  /** The destination has an account: the code logs in rather than starting a registration. */
  readonly canLogin: boolean
  readonly code: string
  readonly fieldError: string | null
  readonly codeError: string | null
  readonly resendAt: number
}

export type LoginEvent =
  | { type: 'typed'; input: string }
  | { type: 'modeSwitched' }
  /** The destination as read on submit (normalized), with the reason it cannot be sent, if any. */
  | { type: 'destinationChecked'; input: string; error: string | null }
  | { type: 'codeSent'; destination: string; canLogin: boolean; resendAt: number }
  | { type: 'codeResent'; resendAt: number }
  | { type: 'codeTyped'; code: string }
  | { type: 'codeSubmitted' }
  /** The code was not accepted: the boxes empty and say so. */
  | { type: 'codeRefused'; error: string }
  /** A refusal to show under one field; with `resendAt` when the backend said how long to wait. */
  | { type: 'refused'; at: 'destination' | 'otp'; error: string; resendAt?: number }
  /** The destination already belongs to an account it cannot register again: back to step 1. */
  | { type: 'destinationTaken'; error: string }
  | { type: 'back' }

export const initialLoginState: LoginState = {
  step: 'destination',
  mode: 'phone',
  input: '',
  destination: '',
  canLogin: false,
  code: '',
  fieldError: null,
  codeError: null,
  resendAt: 0,
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'typed':
      return { ...state, input: event.input, fieldError: null }
    case 'modeSwitched':
      return { ...state, mode: state.mode === 'phone' ? 'email' : 'phone', input: '', fieldError: null }
    case 'destinationChecked':
      return { ...state, input: event.input, fieldError: event.error }
    case 'codeSent':
      return { ...state, step: 'otp', destination: event.destination, canLogin: event.canLogin, code: '', codeError: null, resendAt: event.resendAt }
    case 'codeResent':
      return { ...state, code: '', codeError: null, resendAt: event.resendAt }
    case 'codeTyped':
      return { ...state, code: event.code, codeError: null }
    case 'codeSubmitted':
      return { ...state, codeError: null }
    case 'codeRefused':
      return { ...state, code: '', codeError: event.error }
    case 'refused':
      return {
        ...state,
        ...(event.at === 'destination' ? { fieldError: event.error } : { codeError: event.error }),
        ...(event.resendAt === undefined ? {} : { resendAt: event.resendAt }),
      }
    case 'destinationTaken':
      return { ...state, step: 'destination', code: '', fieldError: event.error }
    case 'back':
      return { ...state, step: 'destination', code: '', codeError: null }
  }
}
