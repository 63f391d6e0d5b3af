import { useId, useState, type FormEvent } from 'react'
import { REGISTRATION_TEXT_LIMITS } from '~/contract/api/provider'
import { FieldError } from '~/app/components/field-error'
import { Modal } from '~/app/components/modal'
import { useFormErrors, type FieldErrors } from '~/app/lib/forms/form-errors'
import { t } from '~/app/lib/i18n/th-admin'

/**
 * Asks for the reason of a rejection (required, as the backend requires it). `onConfirm` answers
 * whether the rejection went through; the dialog closes only then.
 */
export function ReasonDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: (reason: string) => Promise<boolean> }) {
  return (
    <Modal open={open} onClose={onClose} title={t('admin.reason.title')}>
      <ReasonForm onClose={onClose} onConfirm={onConfirm} />
    </Modal>
  )
}

/** A reason is required and has the backend's length limit. */
function checkReason({ reason }: { reason: string }): FieldErrors<'reason'> {
  const trimmed = reason.trim()
  if (trimmed === '') return { reason: t('admin.reason.required') }
  const max = REGISTRATION_TEXT_LIMITS.reason
  return trimmed.length > max ? { reason: t('admin.reason.tooLong', { max }) } : {}
}

function ReasonForm({ onClose, onConfirm }: { onClose: () => void; onConfirm: (reason: string) => Promise<boolean> }) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [sending, setSending] = useState(false)
  const { errors, submit: submitCheck } = useFormErrors({ reason }, checkReason)
  const error = errors.reason

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = reason.trim()
    if (submitCheck().reason) return
    setSending(true)
    const done = await onConfirm(trimmed)
    setSending(false)
    if (done) onClose()
  }

  return (
    <form className="form admin-reason" noValidate onSubmit={(event) => void submit(event)}>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-reason`}>{t('admin.reason.label')}</label>
        <p id={`${id}-hint`} className="field-hint">
          {t('admin.reason.hint')}
        </p>
        <textarea
          id={`${id}-reason`}
          rows={4}
          value={reason}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="admin-actions">
        <button type="submit" className="button button--danger" disabled={sending}>
          {sending ? t('admin.reason.sending') : t('admin.reason.submit')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('admin.reason.cancel')}
        </button>
      </div>
    </form>
  )
}
