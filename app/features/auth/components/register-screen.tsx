import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from '~/app/lib/toast'
import type { SignInMode } from '~/contract/api/auth'
import { GENDERS, PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES } from '~/contract/values/user'
import { usernameOf } from '~/contract/values/username'
import { DateSelect } from '~/app/components/date-select'
import { FilePicker } from '~/app/components/file-picker'
import { Spinner } from '~/app/components/spinner'
import { t, type MessageKey } from '~/app/lib/i18n/th-auth'
import { useRegister } from '~/app/features/auth/hooks/use-auth-mutations'
import { useFinishSignIn } from '~/app/features/auth/hooks/use-finish-sign-in'
import { waitKey } from '~/app/features/auth/sign-in-rules'
import { FieldError } from '~/app/components/field-error'
import { useFormErrors, type FieldErrors } from '~/app/lib/forms/form-errors'
import { richText } from '~/app/lib/i18n/rich-text'
import { failureOf, isNetworkFailure } from '~/app/lib/api/results'
import { t as formT } from '~/app/lib/i18n/th-forms'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']

type Draft = { mode: SignInMode; destination: string; otp: string }
type Field = 'username' | 'gender' | 'birthdate' | 'picture'
type Values = { username: string; gender: string; birthdate: string; picture: File | null }

/** What the form checks before sending, field by field. */
function check({ username, gender, birthdate, picture }: Values): FieldErrors<Field> {
  const found: FieldErrors<Field> = {}
  if (!username.trim()) found.username = t('register.usernameRequired')
  else if (usernameOf(username) === null) found.username = t('register.usernameInvalid')
  if (!gender) found.gender = t('register.genderRequired')
  const birth = birthdateProblem(birthdate)
  if (birth) found.birthdate = t(birth)
  if (picture && !IMAGE_TYPES.includes(picture.type)) found.picture = t('register.pictureInvalid')
  else if (picture && picture.size > PROFILE_IMAGE_MAX_BYTES) found.picture = t('register.pictureTooLarge')
  return found
}

/** Checks a birthdate as the backend does: a real past date giving an age of 0 to 120. */
export function birthdateProblem(value: string, today = new Date()): MessageKey | null {
  if (!value) return 'register.birthdateRequired'
  const date = new Date(`${value}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'register.birthdateInvalid'
  const oldest = new Date(Date.UTC(today.getUTCFullYear() - 120, today.getUTCMonth(), today.getUTCDate()))
  if (date > today || date < oldest) return 'register.birthdateInvalid'
  return null
}

/** `/register` before the page runs (the draft is in this browser's history, which the server never sees). */
export function RegisterPending() {
  return (
    <section className="auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t('pages.register.title')}</h1>
      <Spinner />
    </section>
  )
}

/** `/register`: the registration draft (username, gender, birthdate, picture) and submit. */
export function RegisterScreen({ draft, provider, redirect }: { draft: Draft | null; provider: boolean; redirect?: string | undefined }) {
  const registration = useRegister()
  const finishSignIn = useFinishSignIn({ provider, redirect })
  const [username, setUsername] = useState('')
  const [gender, setGender] = useState('')
  const [birthdate, setBirthdate] = useState('')
  const [picture, setPicture] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [formError, setFormError] = useState<{ text: string; toLogin: boolean } | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const thisYear = new Date().getFullYear()
  const { errors, submit: submitCheck, refuse } = useFormErrors<Values, Field>({ username, gender, birthdate, picture }, check)

  useEffect(() => {
    if (!picture) return setPreview(null)
    const url = URL.createObjectURL(picture)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [picture])

  if (!draft) {
    return (
      <section className="auth-card">
        <h1>{t('pages.register.title')}</h1>
        <p role="alert">{t('register.missingDraft')}</p>
        <Link to="/login" search={provider ? { provider: true } : {}} className="button button--primary">
          {t('auth.goToLogin')}
        </Link>
      </section>
    )
  }

  const refused = (error: unknown) => {
    const result = failureOf(error)
    if (!result) toast.error(t('errors.generic'))
    else if (isNetworkFailure(result)) toast.error(t('errors.network'))
    else if (result.code === 'otp_invalid' || result.code === 'otp_expired') setFormError({ text: t('register.codeExpired'), toLogin: true })
    else if (result.statusCode === 409 && result.field === 'username') refuse('username', t('register.usernameTaken'))
    else if (result.statusCode === 409) setFormError({ text: t('register.destinationUsed'), toLogin: true })
    else if (result.statusCode === 413) refuse('picture', t('register.pictureTooLarge'))
    else if (result.code === 'image_too_large') refuse('picture', formT('forms.upload.imageTooLarge'))
    else if (result.statusCode === 429) {
      const wait = waitKey(result.retryAfter ?? 60)
      setFormError({ text: t('auth.tooMany', { wait: t(wait.key, { n: wait.n }) }), toLogin: false })
    } else if (result.code === 'validation_failed' && result.field === PROFILE_IMAGE_FIELD) refuse('picture', t('register.pictureInvalid'))
    else if (result.code === 'validation_failed' && result.field === 'username') refuse('username', t('register.usernameInvalid'))
    else if (result.code === 'validation_failed' && result.field === 'birthdate') refuse('birthdate', t('register.birthdateInvalid'))
    else toast.error(t('errors.generic'))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = submitCheck()
    setFormError(null)
    if (Object.keys(found).length > 0) {
      document.getElementById(`register-${Object.keys(found)[0]}`)?.focus()
      return
    }
    const form = new FormData()
    form.set('mode', draft.mode)
    form.set('destination', draft.destination)
    form.set('otp', draft.otp)
    form.set('username', username.trim())
    form.set('gender', gender)
    form.set('birthdate', birthdate)
    if (picture) form.set(PROFILE_IMAGE_FIELD, picture)
    registration.mutate(form, {
      onSuccess: async (answer) => {
        await finishSignIn(answer.access_token)
        toast.success(t('register.welcome', { username: username.trim() }))
      },
      onError: refused,
    })
  }

  const describedBy = (field: Field, hint?: string) => [hint, errors[field] ? `register-${field}-error` : null].filter(Boolean).join(' ') || undefined
  const fieldError = (field: Field) => <FieldError id={`register-${field}-error`} message={errors[field]} />

  return (
    <section className="auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t('pages.register.title')}</h1>
      <p className="muted">{t('register.intro')}</p>
      {formError ? (
        <div className="form-alert" role="alert">
          <p>{formError.text}</p>
          {formError.toLogin ? (
            <Link to="/login" search={provider ? { provider: true } : {}}>
              {t('auth.goToLogin')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <form noValidate className="form" onSubmit={submit}>
        <div className={`field${errors.username ? ' field--error' : ''}`}>
          <label htmlFor="register-username">{t('register.usernameLabel')}</label>
          <input
            id="register-username"
            name="username"
            autoComplete="username"
            value={username}
            maxLength={30}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy('username', 'register-username-hint')}
            onChange={(event) => setUsername(event.target.value)}
          />
          <p id="register-username-hint" className="field-hint">
            {t('register.usernameHint')}
          </p>
          {fieldError('username')}
        </div>
        <fieldset className={`field${errors.gender ? ' field--error' : ''}`} aria-describedby={describedBy('gender')}>
          <legend>{t('register.genderLabel')}</legend>
          <div className="choice-row">
            {GENDERS.map((value, index) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  id={index === 0 ? 'register-gender' : undefined}
                  checked={gender === value}
                  onChange={() => setGender(value)}
                />
                {t(`register.gender.${value}`)}
              </label>
            ))}
          </div>
          {fieldError('gender')}
        </fieldset>
        <fieldset className={`field${errors.birthdate ? ' field--error' : ''}`} aria-describedby={describedBy('birthdate')}>
          <legend>{t('register.birthdateLabel')}</legend>
          <DateSelect
            id="register-birthdate"
            value={birthdate}
            onChange={setBirthdate}
            fromYear={thisYear}
            toYear={thisYear - 120}
            invalid={Boolean(errors.birthdate)}
            describedBy={describedBy('birthdate')}
          />
          {fieldError('birthdate')}
        </fieldset>
        <div className={`field${errors.picture ? ' field--error' : ''}`}>
          <label htmlFor="register-picture">{t('register.pictureLabel')}</label>
          <FilePicker
            ref={fileRef}
            id="register-picture"
            name={PROFILE_IMAGE_FIELD}
            accept={IMAGE_TYPES.join(',')}
            chosen={picture?.name ?? null}
            aria-invalid={errors.picture ? true : undefined}
            aria-describedby={describedBy('picture', 'register-picture-hint')}
            onChange={(event) => setPicture(event.target.files?.[0] ?? null)}
          />
          <p id="register-picture-hint" className="field-hint">
            {t('register.pictureHint')}
          </p>
          {fieldError('picture')}
          {preview ? (
            <div className="picture-preview">
              <img src={preview} alt={t('register.picturePreview')} width={96} height={96} />
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setPicture(null)
                  if (fileRef.current) fileRef.current.value = ''
                }}
              >
                {t('register.pictureRemove')}
              </button>
            </div>
          ) : null}
        </div>
        <p id="register-notice" className="field-hint register-notice">
          {richText(t('register.privacyNotice'), {
            terms: <PolicyLink to="/policies/terms" label={t('register.termsLink')} />,
            privacy: <PolicyLink to="/policies/privacy" label={t('register.privacyLink')} />,
          })}
        </p>
        <button type="submit" className="button button--primary button--block" aria-describedby="register-notice" disabled={registration.isPending}>
          {registration.isPending ? <Spinner size={20} label={t('register.submitting')} /> : null}
          {t('register.submit')}
        </button>
      </form>
    </section>
  )
}

/** A policy opens in a new tab, so the form keeps what was typed. */
function PolicyLink({ to, label }: { to: '/policies/terms' | '/policies/privacy'; label: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> {t('register.opensInNewTab')}</span>
    </Link>
  )
}
