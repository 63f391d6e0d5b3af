import { useState, type KeyboardEvent } from 'react'
import { REGISTRATION_TEXT_LIMITS } from '~/contract/api/provider'
import { FieldError } from '~/app/components/field-error'
import { t } from '~/app/lib/i18n/th-provider'
import { addSubject } from '~/app/features/provider/registration-steps'

const ID = 'provider-subjects'

/** Subjects taught: typed one at a time and added to a list; each can be removed. */
export function SubjectsField({ subjects, error, onChange }: { subjects: string[]; error: string | null; onChange: (subjects: string[]) => void }) {
  const [input, setInput] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const shown = problem ?? error

  const add = () => {
    const result = addSubject(subjects, input)
    if ('problem' in result) return setProblem(t(result.problem.key, result.problem.params))
    setProblem(null)
    setInput('')
    onChange(result.subjects)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the subject instead of submitting the step.
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }

  return (
    <fieldset className={`field${shown ? ' field--error' : ''}`} aria-describedby={`${ID}-hint${shown ? ` ${ID}-error` : ''}`}>
      <legend>
        {t('provider.fields.subjects')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="provider-subjects__add">
        <label htmlFor={ID} className="visually-hidden">
          {t('provider.fields.subjectInput')}
        </label>
        <input
          id={ID}
          type="text"
          value={input}
          maxLength={REGISTRATION_TEXT_LIMITS.subject}
          placeholder={t('provider.fields.subjectInput')}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${ID}-hint${shown ? ` ${ID}-error` : ''}`}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button" onClick={add}>
          {t('provider.fields.addSubject')}
        </button>
      </div>
      <p id={`${ID}-hint`} className="field-hint">
        {t('provider.fields.subjectsHint', { max: REGISTRATION_TEXT_LIMITS.subjects })}
      </p>
      <FieldError id={`${ID}-error`} message={shown} />
      {subjects.length ? (
        <ul className="provider-chips" aria-label={t('provider.fields.subjects')}>
          {subjects.map((subject) => (
            <li key={subject} className="provider-chip">
              <span>{subject}</span>
              <button
                type="button"
                className="provider-chip__remove"
                aria-label={t('provider.fields.removeSubject', { subject })}
                onClick={() => onChange(subjects.filter((s) => s !== subject))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted provider-subjects__none">{t('provider.fields.noSubjects')}</p>
      )}
    </fieldset>
  )
}
