import { FieldError } from '~/app/components/field-error'

/** A labelled text input or textarea with its hint, a character count and the error under it. */
export function TextField({
  id,
  label,
  hint,
  value,
  max,
  error,
  multiline,
  required,
  onChange,
  autoComplete,
}: {
  id: string
  label: string
  hint: string
  value: string
  max: number
  error: string | null
  multiline?: boolean
  required?: boolean
  onChange: (value: string) => void
  autoComplete?: string
}) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')
  const common = {
    id,
    name: id,
    value,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy,
  } as const
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
