import { useId } from 'react'
import { FieldError } from '~/app/components/field-error'

/** A list of short texts (highlights, what to bring, links): one input per row, rows added and removed. */
export function TextListField({
  legend,
  items,
  onChange,
  itemLabel,
  addLabel,
  removeLabel,
  error,
  inputType = 'text',
  maxItems,
}: {
  legend: string
  items: readonly string[]
  onChange: (items: string[]) => void
  itemLabel: (n: number) => string
  addLabel: string
  removeLabel: (n: number) => string
  error: string | undefined
  inputType?: 'text' | 'url'
  maxItems: number
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <fieldset className={`field text-list${error ? ' field--error' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {items.length > 0 ? (
        <ol className="text-list__items">
          {items.map((item, index) => (
            <li key={index} className="text-list__item">
              <label className="visually-hidden" htmlFor={`${id}-${index}`}>
                {itemLabel(index + 1)}
              </label>
              <input
                id={`${id}-${index}`}
                type={inputType}
                value={item}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange(items.map((x, i) => (i === index ? event.target.value : x)))}
              />
              <button type="button" className="button" onClick={() => onChange(items.filter((_, i) => i !== index))}>
                <span aria-hidden="true">✕</span>
                <span className="visually-hidden">{removeLabel(index + 1)}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {items.length < maxItems ? (
        <div>
          <button type="button" className="button" onClick={() => onChange([...items, ''])}>
            {addLabel}
          </button>
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
