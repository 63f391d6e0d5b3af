import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from '~/app/lib/toast'
import { REGISTRATION_STEPS, REGISTRATION_TEXT_LIMITS, type ProviderRegistration, type RegistrationStep } from '~/contract/api/provider'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-provider'
import { useSaveRegistration, useSubmitRegistration } from '~/app/features/provider/hooks/use-registration-mutations'
import {
  missingFieldMessage,
  nextStep,
  previousStep,
  resumeStep,
  stepForField,
  validateStep,
  type FieldName,
  type RegistrationValues,
  type StepErrors,
} from '~/app/features/provider/registration-steps'
import { DocumentsStep } from './documents-step'
import { RegistrationSummary } from './registration-summary'
import { SubjectsField } from './subjects-field'
import { TextField } from './text-field'
import { failureOf, isNetworkFailure } from '~/app/lib/api/results'

const FIELD_LABEL: Record<FieldName, Parameters<typeof t>[0]> = {
  display_name: 'provider.fields.displayName',
  about: 'provider.fields.about',
  education: 'provider.fields.education',
  subjects: 'provider.fields.subjects',
  experience: 'provider.fields.experience',
  identity: 'provider.documents.identity',
}

/** The input element of a field, to move focus to the first problem. */
const FIELD_INPUT: Record<FieldName, string> = {
  display_name: 'provider-display-name',
  about: 'provider-about',
  education: 'provider-education',
  subjects: 'provider-subjects',
  experience: 'provider-experience',
  identity: 'provider-identity',
}

const valuesOf = (r: ProviderRegistration): RegistrationValues => ({
  display_name: r.display_name,
  about: r.about,
  education: r.education,
  subjects: r.subjects,
  experience: r.experience,
})

type Props = {
  userId: string | null
  registration: ProviderRegistration
  /** The registration changed elsewhere (e.g. submitted in another tab): reload it. */
  onLocked: () => void
}

/**
 * The registration in four steps. Each step is saved (with where the user is) when they leave it,
 * so a reopened form starts where it was left; a submission refused for a missing field goes to
 * the step of that field with the reason in Thai.
 */
export function RegistrationForm({ userId, registration, onLocked }: Props) {
  const save = useSaveRegistration(userId)
  const submission = useSubmitRegistration(userId)
  const [step, setStep] = useState<RegistrationStep>(() => resumeStep(registration))
  const [values, setValues] = useState<RegistrationValues>(() => valuesOf(registration))
  const [errors, setErrors] = useState<StepErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const busy = save.isPending ? 'saving' : submission.isPending ? 'submitting' : null
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const focusField = useRef<FieldName | null>(null)
  const hasIdentity = registration.documents.some((d) => d.kind === 'identity')

  // A new step: its heading takes focus (not on first render, which keeps the page's own focus).
  useEffect(() => {
    if (!moved.current) return
    if (focusField.current) {
      document.getElementById(FIELD_INPUT[focusField.current])?.focus()
      focusField.current = null
    } else heading.current?.focus()
  }, [step])

  const message = (field: FieldName) => {
    const problem = errors[field]
    return problem ? t(problem.key, problem.params) : null
  }
  const change = <K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest)
  }

  const showErrors = (found: StepErrors) => {
    setErrors(found)
    const first = (Object.keys(FIELD_INPUT) as FieldName[]).find((f) => found[f])
    if (first) document.getElementById(FIELD_INPUT[first])?.focus()
  }

  /** Saves what is on screen and the step to show next, then shows it. */
  const goTo = (target: RegistrationStep, options: { validate: boolean }) => {
    setFormError(null)
    if (options.validate) {
      const found = validateStep(step, values, hasIdentity)
      if (Object.keys(found).length > 0) return showErrors(found)
    }
    save.mutate(
      { ...values, last_step: target },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved))
          setErrors({})
          moved.current = true
          setStep(target)
        },
        onError: (error) => {
          const failure = failureOf(error)
          if (failure?.statusCode === 409) return onLocked()
          if (failure && isNetworkFailure(failure)) return void toast.error(t('errors.network'))
          if (failure?.statusCode === 400 && failure.field && failure.field in FIELD_INPUT) {
            const field = failure.field as FieldName
            return showErrors({ [field]: { key: 'provider.errors.tooLong', params: { max: limitOf(field) } } })
          }
          setFormError(t('provider.register.saveFailed'))
        },
      },
    )
  }

  const submit = () => {
    setFormError(null)
    submission.mutate(undefined, {
      onError: (error) => {
        const failure = failureOf(error)
        if (failure?.statusCode === 409) return onLocked()
        if (failure && isNetworkFailure(failure)) return void toast.error(t('errors.network'))
        const missing = failure?.statusCode === 400 ? missingFieldMessage(failure.field) : null
        if (missing && failure?.field) {
          const field = failure.field as FieldName
          setErrors({ [field]: { key: missing } })
          setFormError(t('provider.errors.submitMissing', { field: t(FIELD_LABEL[field]) }))
          moved.current = true
          focusField.current = field
          setStep(stepForField(field))
          return
        }
        setFormError(t('provider.errors.submitFailed'))
      },
    })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (step === 'review') submit()
    else goTo(nextStep(step), { validate: true })
  }

  const index = REGISTRATION_STEPS.indexOf(step)
  return (
    <div className="provider-wizard">
      <nav aria-label={t('provider.register.stepsLabel')}>
        <ol className="provider-steps">
          {REGISTRATION_STEPS.map((s, i) => (
            <li key={s} className={`provider-steps__item${s === step ? ' provider-steps__item--current' : ''}${i < index ? ' provider-steps__item--done' : ''}`}>
              <button
                type="button"
                className="provider-steps__button"
                aria-current={s === step ? 'step' : undefined}
                disabled={busy !== null}
                onClick={() => (s === step ? undefined : goTo(s, { validate: false }))}
              >
                <span className="provider-steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="provider-steps__label">{t(`provider.register.steps.${s}`)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <form noValidate className="form provider-step" aria-labelledby="provider-step-heading" onSubmit={onSubmit}>
        <div className="provider-step__header">
          <p className="provider-step__count muted">{t('provider.register.stepOf', { n: index + 1, total: REGISTRATION_STEPS.length })}</p>
          <h2 id="provider-step-heading" ref={heading} tabIndex={-1}>
            {t(`provider.register.steps.${step}`)}
          </h2>
          {step === 'personal' || step === 'teaching' || step === 'documents' ? <p className="field-hint">{t('provider.register.requiredNote')}</p> : null}
        </div>
        {formError ? (
          <div className="form-alert" role="alert">
            <p>{formError}</p>
          </div>
        ) : null}

        {step === 'personal' ? (
          <>
            <TextField
              id={FIELD_INPUT.display_name}
              label={t('provider.fields.displayName')}
              hint={t('provider.fields.displayNameHint', { max: REGISTRATION_TEXT_LIMITS.displayName })}
              value={values.display_name}
              max={REGISTRATION_TEXT_LIMITS.displayName}
              error={message('display_name')}
              required
              autoComplete="nickname"
              onChange={(v) => change('display_name', v)}
            />
            <TextField
              id={FIELD_INPUT.about}
              label={t('provider.fields.about')}
              hint={t('provider.fields.aboutHint', { max: REGISTRATION_TEXT_LIMITS.about })}
              value={values.about}
              max={REGISTRATION_TEXT_LIMITS.about}
              error={message('about')}
              required
              multiline
              onChange={(v) => change('about', v)}
            />
          </>
        ) : null}

        {step === 'teaching' ? (
          <>
            <SubjectsField subjects={values.subjects} error={message('subjects')} onChange={(v) => change('subjects', v)} />
            <TextField
              id={FIELD_INPUT.education}
              label={t('provider.fields.education')}
              hint={t('provider.fields.educationHint', { max: REGISTRATION_TEXT_LIMITS.education })}
              value={values.education}
              max={REGISTRATION_TEXT_LIMITS.education}
              error={message('education')}
              multiline
              onChange={(v) => change('education', v)}
            />
            <TextField
              id={FIELD_INPUT.experience}
              label={t('provider.fields.experience')}
              hint={t('provider.fields.experienceHint', { max: REGISTRATION_TEXT_LIMITS.experience })}
              value={values.experience}
              max={REGISTRATION_TEXT_LIMITS.experience}
              error={message('experience')}
              multiline
              onChange={(v) => change('experience', v)}
            />
          </>
        ) : null}

        {step === 'documents' ? (
          <DocumentsStep
            userId={userId}
            documents={registration.documents}
            identityError={message('identity')}
            onLocked={onLocked}
            onChange={(next) => {
              if (next.documents.some((d) => d.kind === 'identity') && errors.identity) setErrors(({ identity: _, ...rest }) => rest)
            }}
          />
        ) : null}

        {step === 'review' ? (
          <>
            <p className="muted">{t('provider.review.intro')}</p>
            <RegistrationSummary values={values} documents={registration.documents} onEdit={(s) => goTo(s, { validate: false })} />
          </>
        ) : null}

        <div className="provider-step__actions">
          {index > 0 ? (
            <button type="button" className="button" disabled={busy !== null} onClick={() => goTo(previousStep(step), { validate: false })}>
              {t('provider.register.back')}
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy ? <Spinner size={20} label={t(busy === 'saving' ? 'provider.register.saving' : 'provider.register.submitting')} /> : null}
            {step === 'review' ? t('provider.register.submit') : t('provider.register.continue')}
          </button>
        </div>
      </form>
    </div>
  )
}

function limitOf(field: FieldName): number {
  switch (field) {
    case 'display_name':
      return REGISTRATION_TEXT_LIMITS.displayName
    case 'about':
      return REGISTRATION_TEXT_LIMITS.about
    case 'education':
      return REGISTRATION_TEXT_LIMITS.education
    case 'experience':
      return REGISTRATION_TEXT_LIMITS.experience
    default:
      return REGISTRATION_TEXT_LIMITS.subject
  }
}
