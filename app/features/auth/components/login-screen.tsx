import { useNavigate } from '@tanstack/react-router'
import { useEffect, useReducer, useRef, type FormEvent } from 'react'
import { toast } from '~/app/lib/toast'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-auth'
import { useLogin, useSendCode, useVerifyCode } from '~/app/features/auth/hooks/use-auth-mutations'
import { checkDestination, waitKey } from '~/app/features/auth/sign-in-rules'
import { useCountdown } from '~/app/features/auth/hooks/use-countdown'
import { useFinishSignIn } from '~/app/features/auth/hooks/use-finish-sign-in'
import { initialLoginState, loginReducer } from '~/app/features/auth/login-flow'
import { OtpInput } from './otp-input'
import { FieldError } from '~/app/components/field-error'
import { failureOf, isNetworkFailure, type ApiFailure } from '~/app/lib/api/results'

/** The spec's backend allows a new code 60 s after the last one; ours says so in `resend_after`. */
const DEFAULT_RESEND_SECONDS = 60

const resendAtAfter = (seconds: number | undefined) => Date.now() + (seconds ?? DEFAULT_RESEND_SECONDS) * 1000

function tooManyText(failure: ApiFailure): string {
  const wait = waitKey(failure.retryAfter ?? 60)
  return t('auth.tooMany', { wait: t(wait.key, { n: wait.n }) })
}

/**
 * `/login`: step 1 asks for a phone number or an e-mail and sends a code; step 2 takes the six
 * digits and logs in (a known destination) or verifies for registration (a new one). The steps and
 * their errors are `loginReducer`'s; the calls are mutations.
 */
export function LoginScreen({ provider, redirect }: { provider: boolean; redirect?: string | undefined }) {
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(loginReducer, initialLoginState)
  const { step, mode, input, destination, canLogin, code, fieldError, codeError } = state
  const sendCode = useSendCode()
  const login = useLogin()
  const verify = useVerifyCode()
  const finishSignIn = useFinishSignIn({ provider, redirect })
  const secondsToResend = useCountdown(state.resendAt)
  const destinationRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (step === 'otp') codeRef.current?.focus()
    else destinationRef.current?.focus()
  }, [step])

  const fail = (error: unknown, at: 'destination' | 'otp') => {
    const failure = failureOf(error)
    if (!failure) {
      toast.error(t('errors.generic'))
    } else if (isNetworkFailure(failure)) {
      toast.error(t('errors.network'))
    } else if (failure.statusCode === 429) {
      dispatch({ type: 'refused', at, error: tooManyText(failure), ...(failure.retryAfter ? { resendAt: resendAtAfter(failure.retryAfter) } : {}) })
    } else if (failure.code === 'otp_invalid' || failure.code === 'otp_expired' || (at === 'otp' && failure.statusCode >= 400 && failure.statusCode < 500)) {
      // At the code step any refusal of what was sent is a code not accepted, whatever a backend
      // calls it (the spec: the boxes say the code is incorrect).
      dispatch({ type: 'codeRefused', error: t('auth.otpWrong') })
      codeRef.current?.focus()
    } else if (failure.code === 'validation_failed') {
      dispatch({ type: 'refused', at: 'destination', error: t(mode === 'phone' ? 'auth.phoneInvalid' : 'auth.emailInvalid') })
    } else if (failure.code === 'delivery_failed') {
      toast.error(t('auth.deliveryFailed'))
    } else {
      toast.error(t('errors.generic'))
    }
  }

  const submitDestination = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkDestination(mode, input)
    dispatch({ type: 'destinationChecked', input: checked.value, error: checked.ok ? null : t(checked.error) })
    if (!checked.ok) return destinationRef.current?.focus()
    sendCode.mutate(
      { mode, destination: checked.value },
      {
        onSuccess: (sent) => dispatch({ type: 'codeSent', destination: checked.value, canLogin: sent.can_login, resendAt: resendAtAfter(sent.resend_after) }),
        onError: (error) => fail(error, 'destination'),
      },
    )
  }

  const submitCode = (otp: string) => {
    dispatch({ type: 'codeSubmitted' })
    const entry = { mode, destination, otp }
    if (canLogin) {
      return login.mutate(entry, {
        onSuccess: async (answer) => {
          if (answer.neet_to_register) return void toast.info(t('auth.registerFirst'))
          const profile = await finishSignIn(answer.access_token)
          toast.success(profile ? t('auth.welcomeBack', { username: profile.username }) : t('auth.signedIn'))
        },
        onError: (error) => fail(error, 'otp'),
      })
    }
    verify.mutate(entry, {
      onSuccess: async (answer) => {
        if (!answer.success) return dispatch({ type: 'destinationTaken', error: t(mode === 'phone' ? 'auth.phoneUsed' : 'auth.emailUsed') })
        // The code travels in history state, never in the address (see registerDraft in contract/routes.ts).
        await navigate({
          to: '/register',
          search: { ...(provider ? { provider: true } : {}), ...(redirect ? { redirect } : {}) },
          state: { registerDraft: entry },
        })
      },
      onError: (error) => fail(error, 'otp'),
    })
  }

  const resend = () =>
    sendCode.mutate(
      { mode, destination },
      {
        onSuccess: (sent) => {
          dispatch({ type: 'codeResent', resendAt: resendAtAfter(sent.resend_after) })
          toast.success(t('auth.resent'))
          codeRef.current?.focus()
        },
        onError: (error) => fail(error, 'otp'),
      },
    )

  const busy = sendCode.isPending || login.isPending || verify.isPending

  if (step === 'destination') {
    const label = mode === 'phone' ? t('auth.phoneLabel') : t('auth.emailLabel')
    return (
      <section className="auth-card" aria-labelledby="login-title">
        {provider ? (
          <header className="auth-card__provider">
            <p className="auth-card__eyebrow">{t('auth.providerTitle')}</p>
            <p className="muted">{t('auth.providerSubtitle')}</p>
          </header>
        ) : null}
        <h1 id="login-title">{t('auth.title')}</h1>
        {redirect ? <p className="auth-card__reason">{t('auth.membersOnly')}</p> : null}
        <form noValidate onSubmit={submitDestination} className="form">
          <div className={`field${fieldError ? ' field--error' : ''}`}>
            <label htmlFor="login-destination">{label}</label>
            <input
              ref={destinationRef}
              id="login-destination"
              name={mode}
              type={mode === 'phone' ? 'tel' : 'email'}
              inputMode={mode === 'phone' ? 'tel' : 'email'}
              autoComplete={mode === 'phone' ? 'tel-national' : 'email'}
              placeholder={mode === 'phone' ? t('auth.phonePlaceholder') : t('auth.emailPlaceholder')}
              value={input}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'login-destination-error' : undefined}
              onChange={(event) => dispatch({ type: 'typed', input: event.target.value })}
            />
            <FieldError id="login-destination-error" message={fieldError} />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? <Spinner size={20} /> : null}
            {t('auth.continue')}
          </button>
          <button
            type="button"
            className="button button--block"
            onClick={() => {
              dispatch({ type: 'modeSwitched' })
              destinationRef.current?.focus()
            }}
          >
            {mode === 'phone' ? t('auth.useEmail') : t('auth.usePhone')}
          </button>
        </form>
      </section>
    )
  }

  return (
    <section className="auth-card" aria-labelledby="otp-title">
      <button
        type="button"
        className="icon-button auth-card__back"
        aria-label={t('auth.back')}
        onClick={() => dispatch({ type: 'back' })}
      >
        <Icon art={icons.arrowLeft} />
      </button>
      <h1 id="otp-title">{mode === 'phone' ? t('auth.verifyPhone') : t('auth.verifyEmail')}</h1>
      <p>{t('auth.codeSent', { destination })}</p>
      <OtpInput
        ref={codeRef}
        value={code}
        onChange={(next) => dispatch({ type: 'codeTyped', code: next })}
        onComplete={submitCode}
        label={t('auth.codeLabel')}
        error={codeError}
        disabled={busy}
      />
      {busy ? <Spinner label={t('auth.verifying')} /> : null}
      <p className="auth-card__resend">
        {secondsToResend > 0 ? (
          <span className="muted" aria-live="polite">
            {t('auth.resendIn', { seconds: secondsToResend })}
          </span>
        ) : (
          <button type="button" className="link-button" onClick={resend} disabled={busy}>
            {t('auth.resend')}
          </button>
        )}
      </p>
    </section>
  )
}
