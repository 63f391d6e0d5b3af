import { describe, expect, it } from 'vitest'
import type { ProviderRegistration } from '~/contract/api/provider'
import {
  addSubject,
  documentFileProblem,
  firstIncompleteStep,
  missingFieldMessage,
  nextStep,
  previousStep,
  resumeStep,
  stepForField,
  validateStep,
} from '~/app/features/provider/registration-steps'

const identity = { _id: 'a'.repeat(24), kind: 'identity' as const, file_name: 'id.webp', content_type: 'image/webp', size: 10, url: '/x', uploaded_at: '2026-01-01T00:00:00.000Z' }

const registration = (changes: Partial<ProviderRegistration> = {}): ProviderRegistration => ({
  verify_status: 'draft',
  provider_id: null,
  display_name: '',
  about: '',
  education: '',
  subjects: [],
  experience: '',
  documents: [],
  last_step: 'personal',
  rejection_reason: null,
  submitted_at: null,
  reviewed_at: null,
  ...changes,
})

const complete = registration({ display_name: 'Kru A', about: 'About me', subjects: ['Math'], documents: [identity] })

describe('which step a reopened registration starts on', () => {
  it('starts a new registration on the first step', () => {
    expect(resumeStep(registration())).toBe('personal')
  })

  it('goes back to the step the user was on', () => {
    expect(resumeStep({ ...complete, last_step: 'teaching' })).toBe('teaching')
    expect(resumeStep({ ...complete, last_step: 'review' })).toBe('review')
  })

  it('never skips an earlier step that still misses something', () => {
    expect(resumeStep(registration({ display_name: 'Kru A', about: 'x', last_step: 'review' }))).toBe('teaching')
    expect(resumeStep(registration({ display_name: 'Kru A', about: 'x', subjects: ['Math'], last_step: 'review' }))).toBe('documents')
    // Blank text counts as missing.
    expect(resumeStep({ ...complete, about: '   ', last_step: 'documents' })).toBe('personal')
  })

  it('finds the first incomplete step, or review when all is there', () => {
    expect(firstIncompleteStep(registration())).toBe('personal')
    expect(firstIncompleteStep(complete)).toBe('review')
  })
})

describe('step validation', () => {
  it('requires the display name and about text on the personal step', () => {
    const errors = validateStep('personal', registration(), false)
    expect(errors.display_name?.key).toBe('provider.errors.displayNameRequired')
    expect(errors.about?.key).toBe('provider.errors.aboutRequired')
    expect(errors.subjects).toBeUndefined()
  })

  it('requires a subject, and keeps optional texts within their limits, on the teaching step', () => {
    const errors = validateStep('teaching', registration({ experience: 'x'.repeat(2_001) }), false)
    expect(errors.subjects?.key).toBe('provider.errors.subjectsRequired')
    expect(errors.experience).toEqual({ key: 'provider.errors.tooLong', params: { max: 2_000 } })
    expect(errors.education).toBeUndefined()
  })

  it('requires an identity document on the documents step', () => {
    expect(validateStep('documents', complete, false).identity?.key).toBe('provider.errors.identityRequired')
    expect(validateStep('documents', complete, true)).toEqual({})
  })
})

describe('a refused submission', () => {
  it('sends the user to the step of the field the backend named, with a Thai message', () => {
    expect(stepForField('display_name')).toBe('personal')
    expect(stepForField('about')).toBe('personal')
    expect(stepForField('subjects')).toBe('teaching')
    expect(stepForField('identity')).toBe('documents')
    expect(stepForField('something_else')).toBe('review')
    expect(stepForField(undefined)).toBe('review')
    expect(missingFieldMessage('identity')).toBe('provider.errors.identityRequired')
    expect(missingFieldMessage('toString')).toBeNull()
  })
})

describe('moving between steps', () => {
  it('stops at both ends', () => {
    expect(nextStep('personal')).toBe('teaching')
    expect(nextStep('review')).toBe('review')
    expect(previousStep('teaching')).toBe('personal')
    expect(previousStep('personal')).toBe('personal')
  })
})

describe('subjects', () => {
  it('adds a trimmed subject and refuses empty, duplicate, too long and too many', () => {
    expect(addSubject(['Math'], '  Physics ')).toEqual({ subjects: ['Math', 'Physics'] })
    expect(addSubject([], '   ')).toEqual({ problem: { key: 'provider.errors.subjectEmpty' } })
    expect(addSubject(['Math'], 'math')).toEqual({ problem: { key: 'provider.errors.subjectDuplicate' } })
    expect(addSubject([], 'x'.repeat(61))).toEqual({ problem: { key: 'provider.errors.tooLong', params: { max: 60 } } })
    const twenty = Array.from({ length: 20 }, (_, i) => `s${i}`)
    expect(addSubject(twenty, 'one more')).toEqual({ problem: { key: 'provider.errors.tooManySubjects', params: { max: 20 } } })
  })
})

describe('document files', () => {
  it('takes JPEG, PNG, WebP and PDF up to 5 MB', () => {
    expect(documentFileProblem({ name: 'id.png', type: 'image/png', size: 1_000 })).toBeNull()
    expect(documentFileProblem({ name: 'c.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull()
    expect(documentFileProblem({ name: 'c.pdf', type: '', size: 10 })).toBeNull()
    expect(documentFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toEqual({ key: 'provider.errors.fileType' })
    expect(documentFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toEqual({ key: 'provider.errors.fileTooLarge' })
  })
})
