import { useId } from 'react'
import { THAI_MONTHS } from '~/app/lib/format'
import { t } from '~/app/lib/i18n/th-forms'

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
 * the day, the Thai month name and the Buddhist-era year (1998 reads as 2541). The value stays "YYYY-MM-DD" in the Common Era, as the API takes it.
 */
export function DateSelect({ id, value, onChange, fromYear, toYear, invalid, describedBy }: Props) {
  const uid = useId()
  const parts = dateParts(value)
  const set = (part: 'year' | 'month' | 'day', next: string) => onChange(joinDateParts({ ...parts, [part]: next }))
  const years = Array.from({ length: fromYear - toYear + 1 }, (_, i) => fromYear - i)
  const common = { invalid, describedBy }
  return (
    <div className="date-select">
      <DatePart id={id} label={t('pickers.day')} value={parts.day} onChange={(v) => set('day', v)} options={Array.from({ length: 31 }, (_, i) => [String(i + 1).padStart(2, '0'), String(i + 1)])} {...common} />
      <DatePart id={`${uid}-month`} label={t('pickers.month')} value={parts.month} onChange={(v) => set('month', v)} options={THAI_MONTHS.map((name, i) => [String(i + 1).padStart(2, '0'), name])} {...common} />
      <DatePart id={`${uid}-year`} label={t('pickers.year')} value={parts.year} onChange={(v) => set('year', v)} options={years.map((year) => [String(year), String(year + BE_OFFSET)])} {...common} />
    </div>
  )
}

/** One labelled select of the date: `options` are [value, what it reads]; empty until chosen. */
function DatePart({ id, label, value, onChange, options, invalid, describedBy }: { id: string; label: string; value: string; onChange: (value: string) => void; options: [string, string][]; invalid?: boolean | undefined; describedBy?: string | undefined }) {
  return (
    <span className="date-select__part">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid ? true : undefined} aria-describedby={describedBy}>
        <option value="">{t('pickers.unset')}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </span>
  )
}
