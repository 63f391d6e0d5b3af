import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify/unstyled'
import type { SignInMode } from '../../../../contract/api/auth'
import { Icon } from '../../../components/icon'
import { Spinner } from '../../../components/spinner'
import type { ApiResult } from '../../../lib/api/client'
import { t } from '../../../lib/i18n/th'
import { saveAccessToken } from '../../../lib/session/tokens'
import { checkOtp, fetchMyProfile, login, verify } from '../auth.api'
import { authKeys } from '../auth.queries'
import { checkDestination, postLoginTarget, waitKey } from '../sign-in-rules'
import { useCountdown } from '../hooks/use-countdown'
import { OtpInput } from './otp-input'
import { FieldError } from '../../../components/field-error'
import { isNetworkFailure } from '../../../lib/api/results'

/** The spec's load states. */
export type LoadState = 'initial' | 'loading' | 'success' | 'fail'

/** The spec's backend allows a new code 60 s after the last one; ours says so in `resend_after`. */
const DEFAULT_RESEND_SECONDS = 60

type Failure = Extract<ApiResult<unknown>, { isSuccessful: false }>

function tooManyText(failure: Failure): string {
  const wait = waitKey(failure.retryAfter ?? 60)
  return t('auth.tooMany', { wait: t(wait.key, { n: wait.n }) })
}

/**
 * `/login`: step 1 asks for a phone number or an e-mail and sends a code; step 2 takes the six
 * digits and logs in (a known destination) or verifies for registration (a new one).
 */
export function LoginScreen({ provider, redirect }: { provider: boolean; redirect?: string | undefined }) {
  const router = useRouter()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<'destination' | 'otp'>('destination')
  const [mode, setMode] = useState<SignInMode>('phone')
  const [input, setInput] = useState('')
  const [destination, setDestination] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [canLogin, setCanLogin] = useState(false)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [loadState, setLoadState] = useState<LoadState>('initial')
  const [resendAt, setResendAt] = useState(0)
  const secondsToResend = useCountdown(resendAt)
  const destinationRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (step === 'otp') codeRef.current?.focus()
    else destinationRef.current?.focus()
  }, [step])

  const fail = (failure: Failure, where: 'destination' | 'otp') => {
    setLoadState('fail')
    const show = (text: string) => (where === 'destination' ? setFieldError(text) : setCodeError(text))
    if (isNetworkFailure(failure)) {
      toast.error(t('errors.network'))
    } else if (failure.statusCode === 429) {
      show(tooManyText(failure))
      if (failure.retryAfter) setResendAt(Date.now() + failure.retryAfter * 1000)
    } else if (failure.code === 'otp_invalid' || failure.code === 'otp_expired' || (where === 'otp' && failure.statusCode >= 400 && failure.statusCode < 500)) {
      // At the code step any refusal of what was sent is a code not accepted, whatever a backend
      // calls it (the spec: the boxes say the code is incorrect).
      setCode('')
      setCodeError(t('auth.otpWrong'))
      codeRef.current?.focus()
    } else if (failure.code === 'validation_failed') {
      setFieldError(t(mode === 'phone' ? 'auth.phoneInvalid' : 'auth.emailInvalid'))
    } else if (failure.code === 'delivery_failed') {
      toast.error(t('auth.deliveryFailed'))
    } else {
      toast.error(t('errors.generic'))
    }
  }

  const submitDestination = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkDestination(mode, input)
    setInput(checked.value)
    if (!checked.ok) {
      setFieldError(t(checked.error))
      destinationRef.current?.focus()
      return
    }
    setFieldError(null)
    setLoadState('loading')
    const result = await checkOtp(mode, checked.value)
    if (!result.isSuccessful) return fail(result, 'destination')
    setLoadState('success')
    setDestination(checked.value)
    setCanLogin(result.data.can_login)
    setCode('')
    setCodeError(null)
    setResendAt(Date.now() + (result.data.resend_after ?? DEFAULT_RESEND_SECONDS) * 1000)
    setStep('otp')
  }

  const finishLogin = async (accessToken: string) => {
    saveAccessToken(accessToken)
    const profile = await fetchMyProfile(accessToken)
    if (profile.isSuccessful) queryClient.setQueryData(authKeys.user(profile.data._id), profile.data)
    await router.invalidate()
    const target = postLoginTarget({ provider, redirect, providerId: profile.isSuccessful ? profile.data.provider_id : null })
    await navigate({ href: target, replace: true })
    toast.success(profile.isSuccessful ? t('auth.welcomeBack', { username: profile.data.username }) : t('auth.signedIn'))
  }

  const submitCode = async (otp: string) => {
    setCodeError(null)
    setLoadState('loading')
    if (canLogin) {
      const result = await login(mode, destination, otp)
      if (!result.isSuccessful) return fail(result, 'otp')
      if (result.data.neet_to_register) {
        setLoadState('fail')
        toast.info(t('auth.registerFirst'))
        return
      }
      setLoadState('success')
      await finishLogin(result.data.access_token)
      return
    }
    const result = await verify(mode, destination, otp)
    if (!result.isSuccessful) return fail(result, 'otp')
    if (!result.data.success) {
      setLoadState('fail')
      setCode('')
      setFieldError(t(mode === 'phone' ? 'auth.phoneUsed' : 'auth.emailUsed'))
      setStep('destination')
      return
    }
    setLoadState('success')
    // The code travels in history state, never in the address (see registerDraftSchema).
    await navigate({
      to: '/register',
      search: { ...(provider ? { provider: true } : {}), ...(redirect ? { redirect } : {}) },
      state: { registerDraft: { mode, destination, otp } },
    })
  }

  const resend = async () => {
    setLoadState('loading')
    const result = await checkOtp(mode, destination)
    if (!result.isSuccessful) return fail(result, 'otp')
    setLoadState('success')
    setCode('')
    setCodeError(null)
    setResendAt(Date.now() + (result.data.resend_after ?? DEFAULT_RESEND_SECONDS) * 1000)
    toast.success(t('auth.resent'))
    codeRef.current?.focus()
  }

  const busy = loadState === 'loading'

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
        <form noValidate onSubmit={(event) => void submitDestination(event)} className="form">
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
              onChange={(event) => {
                setInput(event.target.value)
                if (fieldError) setFieldError(null)
              }}
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
              setMode(mode === 'phone' ? 'email' : 'phone')
              setInput('')
              setFieldError(null)
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
        onClick={() => {
          setStep('destination')
          setCode('')
          setCodeError(null)
          setLoadState('initial')
        }}
      >
        <Icon name="arrowLeft" />
      </button>
      <h1 id="otp-title">{mode === 'phone' ? t('auth.verifyPhone') : t('auth.verifyEmail')}</h1>
      <p>{t('auth.codeSent', { destination })}</p>
      <OtpInput
        ref={codeRef}
        value={code}
        onChange={(next) => {
          setCode(next)
          if (codeError) setCodeError(null)
        }}
        onComplete={(otp) => void submitCode(otp)}
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
          <button type="button" className="link-button" onClick={() => void resend()} disabled={busy}>
            {t('auth.resend')}
          </button>
        )}
      </p>
    </section>
  )
}
