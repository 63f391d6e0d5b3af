import type { InputHTMLAttributes } from 'react'
import { t } from '~/app/lib/i18n/th-forms'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  /**
   * What was chosen, shown beside the button (the browser's own text would be in its language):
   * a name, `null` for "no file chosen", or left out where the page shows the files itself.
   */
  chosen?: string | null
  ref?: React.Ref<HTMLInputElement>
}

/**
 * A file field that speaks Thai: the real file input lies over a Thai button and the chosen file's
 * name, so a click, a tap, the keyboard, drag and drop and the field's label all reach the browser's
 * own picker, and the field keeps its label as its name.
 */
export function FilePicker({ chosen, ref, ...input }: Props) {
  return (
    <span className="file-picker">
      <span className="button file-picker__button" aria-hidden="true">
        {t('pickers.chooseFile')}
      </span>
      {chosen === undefined ? null : (
        <span className="file-picker__chosen" aria-hidden="true">
          {chosen || t('pickers.noFile')}
        </span>
      )}
      <input ref={ref} type="file" className="file-picker__input" {...input} />
    </span>
  )
}
