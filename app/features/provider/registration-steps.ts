import {
  DOCUMENT_MAX_BYTES,
  REGISTRATION_STEPS,
  REGISTRATION_TEXT_LIMITS,
  type ProviderRegistration,
  type RegistrationStep,
} from '~/contract/api/provider'
import type { MessageKey } from '~/app/lib/i18n/th-provider'

/** The text fields the form edits; documents are saved on their own as they are uploaded. */
export type RegistrationValues = Pick<ProviderRegistration, 'display_name' | 'about' | 'education' | 'subjects' | 'experience'>

export type FieldName = 'display_name' | 'about' | 'education' | 'subjects' | 'experience' | 'identity'

/** A field's problem: a catalogue key and its parameters. */
export type FieldProblem = { key: MessageKey; params?: Record<string, string | number> }
export type StepErrors = Partial<Record<FieldName, FieldProblem>>

/** Which step each field is edited on: a submission refused for a field sends the user there. */
export const STEP_OF_FIELD: Record<FieldName, RegistrationStep> = {
  display_name: 'personal',
  about: 'personal',
  education: 'teaching',
  subjects: 'teaching',
  experience: 'teaching',
  identity: 'documents',
}

const REQUIRED_MESSAGE: Record<'display_name' | 'about' | 'subjects' | 'identity', MessageKey> = {
  display_name: 'provider.errors.displayNameRequired',
  about: 'provider.errors.aboutRequired',
  subjects: 'provider.errors.subjectsRequired',
  identity: 'provider.errors.identityRequired',
}

/** The step the backend's "first missing field" belongs to (unknown names: the review step). */
export function stepForField(field: string | undefined): RegistrationStep {
  return field && Object.hasOwn(STEP_OF_FIELD, field) ? STEP_OF_FIELD[field as FieldName] : 'review'
}

/** The Thai message for a field the backend named as missing. */
export function missingFieldMessage(field: string | undefined): MessageKey | null {
  return field && Object.hasOwn(REQUIRED_MESSAGE, field) ? REQUIRED_MESSAGE[field as keyof typeof REQUIRED_MESSAGE] : null
}

const tooLong = (value: string, max: number): FieldProblem | undefined =>
  value.trim().length > max ? { key: 'provider.errors.tooLong', params: { max } } : undefined

/** What is wrong on one step, as the backend would judge the submission (and the save limits). */
export function validateStep(step: RegistrationStep, values: RegistrationValues, hasIdentity: boolean): StepErrors {
  const errors: StepErrors = {}
  const set = (field: FieldName, problem: FieldProblem | undefined) => {
    if (problem) errors[field] = problem
  }
  if (step === 'personal' || step === 'review') {
    set('display_name', values.display_name.trim() === '' ? { key: REQUIRED_MESSAGE.display_name } : tooLong(values.display_name, REGISTRATION_TEXT_LIMITS.displayName))
    set('about', values.about.trim() === '' ? { key: REQUIRED_MESSAGE.about } : tooLong(values.about, REGISTRATION_TEXT_LIMITS.about))
  }
  if (step === 'teaching' || step === 'review') {
    set('education', tooLong(values.education, REGISTRATION_TEXT_LIMITS.education))
    set('subjects', values.subjects.length === 0 ? { key: REQUIRED_MESSAGE.subjects } : undefined)
    set('experience', tooLong(values.experience, REGISTRATION_TEXT_LIMITS.experience))
  }
  if ((step === 'documents' || step === 'review') && !hasIdentity) set('identity', { key: REQUIRED_MESSAGE.identity })
  return errors
}

/** The first step with something missing, or `review` when everything is there. */
export function firstIncompleteStep(registration: RegistrationValues & Pick<ProviderRegistration, 'documents'>): RegistrationStep {
  const hasIdentity = registration.documents.some((d) => d.kind === 'identity')
  for (const step of REGISTRATION_STEPS) {
    if (Object.keys(validateStep(step, registration, hasIdentity)).length > 0) return step
  }
  return 'review'
}

/**
 * Where a reopened registration starts: the step the user was on (`last_step`), unless an earlier
 * step still misses something; then that one, so nothing required is skipped.
 */
export function resumeStep(registration: RegistrationValues & Pick<ProviderRegistration, 'documents' | 'last_step'>): RegistrationStep {
  const incomplete = REGISTRATION_STEPS.indexOf(firstIncompleteStep(registration))
  const last = REGISTRATION_STEPS.indexOf(registration.last_step)
  return REGISTRATION_STEPS[Math.min(incomplete, last < 0 ? 0 : last)] ?? 'personal'
}

export const nextStep = (step: RegistrationStep): RegistrationStep => REGISTRATION_STEPS[Math.min(REGISTRATION_STEPS.indexOf(step) + 1, REGISTRATION_STEPS.length - 1)] ?? step
export const previousStep = (step: RegistrationStep): RegistrationStep => REGISTRATION_STEPS[Math.max(REGISTRATION_STEPS.indexOf(step) - 1, 0)] ?? step

/** A new subject for the list: trimmed; refused when empty, a duplicate, too long or one too many. */
export function addSubject(subjects: readonly string[], input: string): { subjects: string[] } | { problem: FieldProblem } {
  const subject = input.trim()
  if (subject === '') return { problem: { key: 'provider.errors.subjectEmpty' } }
  if (subject.length > REGISTRATION_TEXT_LIMITS.subject) return { problem: { key: 'provider.errors.tooLong', params: { max: REGISTRATION_TEXT_LIMITS.subject } } }
  if (subjects.some((s) => s.toLocaleLowerCase('th') === subject.toLocaleLowerCase('th'))) return { problem: { key: 'provider.errors.subjectDuplicate' } }
  if (subjects.length >= REGISTRATION_TEXT_LIMITS.subjects) return { problem: { key: 'provider.errors.tooManySubjects', params: { max: REGISTRATION_TEXT_LIMITS.subjects } } }
  return { subjects: [...subjects, subject] }
}

export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const

/** A file the backend would refuse outright (type or size), checked before uploading. */
export function documentFileProblem(file: { type: string; size: number; name: string }): FieldProblem | null {
  const byName = /\.(jpe?g|png|webp|pdf)$/i.test(file.name)
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type) && !(file.type === '' && byName)) return { key: 'provider.errors.fileType' }
  if (file.size > DOCUMENT_MAX_BYTES) return { key: 'provider.errors.fileTooLarge' }
  return null
}
