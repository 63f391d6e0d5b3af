import { useId } from 'react'
import { THAI_MONTHS } from '../lib/format'
import { t } from '../lib/i18n/th'

/** The Buddhist era runs 543 years ahead of the Common Era. */
export const BE_OFFSET = 543
const BLANK = { year: '????', part: '??' }

/** "YYYY-MM-DD" (Common Era, as the API has it) into its three parts; blanks where a part is missing. */
export function dateParts(value: string): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = value.split('-')
  const known = (part: string) => (/^\d+$/.test(part) ? part : '')
  return { year: known(year), month: known(month), day: known(day) }
}

/** The three parts back into "YYYY-MM-DD"; '' when none is chosen, and an unreadable date while one is missing. */
export function joinDateParts({ year, month, day }: { year: string; month: string; day: string }): string {
  if (!year && !month && !day) return ''
  return `${year || BLANK.year}-${month || BLANK.part}-${day || BLANK.part}`
}

type Props = {
  /** The group's id prefix; the day select has this id, so a label or an error focus can point at it. */
  id: string
  value: string
  onChange: (value: string) => void
  /** The years offered, newest first (Common Era). */
  fromYear: number
  toYear: number
  invalid?: boolean
  describedBy?: string | undefined
}

/**
 * A date as three selects (day, Thai month, Buddhist-era year) inside the caller's fieldset: the
 * browser's date input shows its own language and the Common Era, while a Thai reader expects
 * "12 เมษายน 2541". The value stays "YYYY-MM-DD" in the Common Era, as the API takes it.
 */
export function DateSelect({ id, value, onChange, fromYear, toYear, invalid, describedBy }: Props) {
  const uid = useId()
  const parts = dateParts(value)
  const set = (part: 'year' | 'month' | 'day', next: string) => onChange(joinDateParts({ ...parts, [part]: next }))
  const years = Array.from({ length: fromYear - toYear + 1 }, (_, i) => fromYear - i)
  const common = { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy }
  return (
    <div className="date-select">
      <span className="date-select__part">
        <label htmlFor={id}>{t('pickers.day')}</label>
        <select id={id} value={parts.day} onChange={(event) => set('day', event.target.value)} {...common}>
          <option value="">–</option>
          {Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0')).map((day) => (
            <option key={day} value={day}>
              {Number(day)}
            </option>
          ))}
        </select>
      </span>
      <span className="date-select__part date-select__part--month">
        <label htmlFor={`${uid}-month`}>{t('pickers.month')}</label>
        <select id={`${uid}-month`} value={parts.month} onChange={(event) => set('month', event.target.value)} {...common}>
          <option value="">–</option>
          {THAI_MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1).padStart(2, '0')}>
              {name}
            </option>
          ))}
        </select>
      </span>
      <span className="date-select__part">
        <label htmlFor={`${uid}-year`}>{t('pickers.year')}</label>
        <select id={`${uid}-year`} value={parts.year} onChange={(event) => set('year', event.target.value)} {...common}>
          <option value="">–</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year + BE_OFFSET}
            </option>
          ))}
        </select>
      </span>
    </div>
  )
}
