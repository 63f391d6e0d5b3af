import { useId, useState, type ChangeEvent } from 'react'
import { toast } from '~/app/lib/toast'
import { FieldError } from '~/app/components/field-error'
import { FilePicker } from '~/app/components/file-picker'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-my-services'
import { uploadServiceImage } from '~/app/features/my-services/my-services.api'
import { failureMessage } from '~/app/lib/api/failure-message'
import { t as formT } from '~/app/lib/i18n/th-forms'

const ACCEPT = 'image/jpeg,image/png,image/webp'

/** Uploads pictures one by one (POST /v2/uploads/images) and previews them, each removable. */
export function ImageUploadField({
  legend,
  hint,
  urls,
  onChange,
  max,
  addLabel,
  altText,
  removeLabel,
  error,
}: {
  legend: string
  hint: string
  urls: readonly string[]
  onChange: (urls: string[]) => void
  max: number
  addLabel: string
  altText: (n: number) => string
  removeLabel: (n: number) => string
  error: string | undefined
}) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const errorId = `${id}-error`

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    if (files.length === 0) return
    const room = max - urls.length
    if (files.length > room) toast.error(t('myServices.form.tooManyThumbnails', { max }))
    setBusy(true)
    const added: string[] = []
    for (const file of files.slice(0, Math.max(0, room))) {
      const result = await uploadServiceImage(file)
      if (result.isSuccessful) added.push(result.data.url)
      else if (result.code === 'image_too_large') toast.error(formT('forms.upload.imageTooLarge'))
      else
        toast.error(
          failureMessage(result, {
            413: t('myServices.form.uploadTooLarge'),
            400: t('myServices.form.uploadInvalid'),
            429: formT('forms.upload.tooFast'),
            fallback: t('myServices.form.uploadFailed'),
          }),
        )
    }
    setBusy(false)
    if (added.length > 0) onChange([...urls, ...added])
  }

  return (
    <fieldset className={`field image-upload${error ? ' field--error' : ''}`} aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {urls.length > 0 ? (
        <ul className="image-upload__previews">
          {urls.map((url, index) => (
            <li key={url} className="image-upload__preview">
              <img src={url} alt={altText(index + 1)} width={160} height={90} />
              <button type="button" className="button" onClick={() => onChange(urls.filter((_, i) => i !== index))}>
                {removeLabel(index + 1)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {urls.length < max ? (
        <div className="image-upload__add">
          <label htmlFor={`${id}-file`}>{addLabel}</label>
          <FilePicker
            id={`${id}-file`}
            accept={ACCEPT}
            multiple={max > 1}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={(event) => void pick(event)}
          />
          {busy ? <Spinner size={20} label={t('myServices.form.uploading')} /> : null}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
