import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { toast } from '~/app/lib/toast'
import type { UserProfile } from '~/contract/api/user'
import { GENDERS, PROFILE_IMAGE_MAX_BYTES } from '~/contract/values/user'
import { usernameOf } from '~/contract/values/username'
import { Avatar } from '~/app/components/avatar'
import { Spinner } from '~/app/components/spinner'
import { formatThaiDate, maskEmail, maskPhone } from '~/app/lib/format'
import { t } from '~/app/lib/i18n/th-auth'
import type { Session } from '~/app/lib/session/session'
import { currentUserQueryOptions } from '~/app/features/auth/auth.queries'
import { useRemoveProfilePicture, useUpdateProfile, useUploadProfilePicture } from '~/app/features/auth/hooks/use-auth-mutations'
import { birthdateProblem } from './register-screen'
import { DateSelect } from '~/app/components/date-select'
import { FieldError } from '~/app/components/field-error'
import { useFormErrors, type FieldErrors } from '~/app/lib/forms/form-errors'
import { failureOf, isNetworkFailure } from '~/app/lib/api/results'
import { failureMessage } from '~/app/lib/api/failure-message'
import { t as formT } from '~/app/lib/i18n/th-forms'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/** `/profile`: the signed-in user's own profile, with editing; a prompt to sign in otherwise. */
export function ProfileScreen({ session }: { session: Session }) {
  const user = useQuery(currentUserQueryOptions(session.userId))
  if (session.kind === 'signed-out' || user.data === null) {
    return (
      <section className="page page--center">
        <h1>{t('pages.profile.title')}</h1>
        <p>{t('profile.signInPrompt')}</p>
        <Link to="/login" search={{ redirect: '/profile' }} className="button button--primary">
          {t('profile.signIn')}
        </Link>
      </section>
    )
  }
  if (!user.data) {
    return (
      <section className="page">
        <h1>{t('pages.profile.title')}</h1>
        {user.isError ? <p role="alert">{t('errors.generic')}</p> : <Spinner />}
      </section>
    )
  }
  return <OwnProfile profile={user.data} />
}

function OwnProfile({ profile }: { profile: UserProfile }) {
  const upload = useUploadProfilePicture()
  const removal = useRemoveProfilePicture()
  const [editing, setEditing] = useState(false)
  const [pictureError, setPictureError] = useState<string | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const busy = upload.isPending || removal.isPending

  const changePicture = (file: File | undefined) => {
    if (!file) return
    setPictureError(null)
    if (!IMAGE_TYPES.includes(file.type)) return setPictureError(t('register.pictureInvalid'))
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setPictureError(t('register.pictureTooLarge'))
    upload.mutate(file, {
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = ''
      },
      onSuccess: () => void toast.success(t('profile.pictureSaved')),
      onError: (error) => {
        const failure = failureOf(error)
        if (failure && isNetworkFailure(failure)) toast.error(t('errors.network'))
        else if (failure?.statusCode === 413) setPictureError(t('register.pictureTooLarge'))
        else if (failure?.code === 'image_too_large') setPictureError(formT('forms.upload.imageTooLarge'))
        else if (failure?.statusCode === 429) setPictureError(formT('forms.upload.tooFast'))
        else if (failure?.code === 'validation_failed') setPictureError(t('register.pictureInvalid'))
        else toast.error(t('errors.generic'))
      },
    })
  }

  const deletePicture = () =>
    removal.mutate(undefined, {
      onSuccess: () => void toast.success(t('profile.pictureRemoved')),
      onError: (error) => void toast.error(failureMessage(error)),
    })

  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('pages.profile.title')}</h1>
      <div className="profile__picture">
        <Avatar src={profile.profile_picture} username={profile.username} size={96} />
        <div className="profile__picture-actions">
          <label className="button" htmlFor="profile-picture-input">
            {t('profile.changePicture')}
          </label>
          <input
            ref={fileRef}
            id="profile-picture-input"
            className="visually-hidden"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
            aria-describedby={pictureError ? 'profile-picture-error' : 'profile-picture-hint'}
            onChange={(event) => changePicture(event.target.files?.[0])}
          />
          {profile.profile_picture ? (
            <button type="button" className="link-button" onClick={deletePicture} disabled={busy}>
              {t('profile.removePicture')}
            </button>
          ) : null}
          <p id="profile-picture-hint" className="field-hint">
            {t('register.pictureHint')}
          </p>
          <FieldError id="profile-picture-error" message={pictureError} />
        </div>
      </div>
      {editing ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="profile__details">
            <dt>{t('register.usernameLabel')}</dt>
            <dd>{profile.username}</dd>
            <dt>{t('register.genderLabel')}</dt>
            <dd>{profile.gender ? t(`register.gender.${profile.gender}`) : t('profile.notSet')}</dd>
            <dt>{t('register.birthdateLabel')}</dt>
            <dd>{profile.birthdate ? formatThaiDate(`${profile.birthdate}T00:00:00+07:00`) : t('profile.notSet')}</dd>
            <dt>{t('profile.phone')}</dt>
            <dd>{profile.phone ? maskPhone(profile.phone) : t('profile.notSet')}</dd>
            <dt>{t('profile.email')}</dt>
            <dd>{profile.email ? maskEmail(profile.email) : t('profile.notSet')}</dd>
          </dl>
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </button>
        </>
      )}
    </section>
  )
}

/** What the edit form checks before sending (a birthdate may stay empty). */
function checkProfile({ username, birthdate }: { username: string; birthdate: string }): FieldErrors<'username' | 'birthdate'> {
  const found: FieldErrors<'username' | 'birthdate'> = {}
  if (usernameOf(username) === null) found.username = t('register.usernameInvalid')
  const birth = birthdate ? birthdateProblem(birthdate) : null
  if (birth) found.birthdate = t(birth)
  return found
}

function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const save = useUpdateProfile()
  const [username, setUsername] = useState(profile.username)
  const [gender, setGender] = useState<string>(profile.gender ?? '')
  const [birthdate, setBirthdate] = useState(profile.birthdate ?? '')
  const { errors, submit: submitCheck, refuse } = useFormErrors({ username, birthdate }, checkProfile)
  const busy = save.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = submitCheck()
    if (found.username || found.birthdate) return
    save.mutate(
      {
        username: username.trim(),
        ...(gender ? { gender: gender as (typeof GENDERS)[number] } : {}),
        ...(birthdate ? { birthdate } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('profile.saved'))
          onDone()
        },
        onError: (error) => {
          const failure = failureOf(error)
          if (failure && isNetworkFailure(failure)) toast.error(t('errors.network'))
          else if (failure?.statusCode === 409) refuse('username', t('register.usernameTaken'))
          else if (failure?.field === 'username') refuse('username', t('register.usernameInvalid'))
          else if (failure?.field === 'birthdate') refuse('birthdate', t('register.birthdateInvalid'))
          else toast.error(t('errors.generic'))
        },
      },
    )
  }

  return (
    <form noValidate className="form" onSubmit={submit}>
      <div className={`field${errors.username ? ' field--error' : ''}`}>
        <label htmlFor="profile-username">{t('register.usernameLabel')}</label>
        <input
          id="profile-username"
          value={username}
          maxLength={30}
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'profile-username-error' : undefined}
          onChange={(event) => setUsername(event.target.value)}
        />
        <FieldError id="profile-username-error" message={errors.username} />
      </div>
      <fieldset className="field">
        <legend>{t('register.genderLabel')}</legend>
        <div className="choice-row">
          {GENDERS.map((value) => (
            <label key={value} className="choice">
              <input type="radio" name="profile-gender" value={value} checked={gender === value} onChange={() => setGender(value)} />
              {t(`register.gender.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={`field${errors.birthdate ? ' field--error' : ''}`} aria-describedby={errors.birthdate ? 'profile-birthdate-error' : undefined}>
        <legend>{t('register.birthdateLabel')}</legend>
        <DateSelect
          id="profile-birthdate"
          value={birthdate}
          onChange={setBirthdate}
          fromYear={new Date().getFullYear()}
          toYear={new Date().getFullYear() - 120}
          invalid={Boolean(errors.birthdate)}
          describedBy={errors.birthdate ? 'profile-birthdate-error' : undefined}
        />
        <FieldError id="profile-birthdate-error" message={errors.birthdate} />
      </fieldset>
      <div className="hero__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('profile.saving') : t('profile.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  )
}
