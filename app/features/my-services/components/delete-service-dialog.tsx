import { Modal } from '~/app/components/modal'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-my-services'

/** Asks before a service is deleted for good; the error (e.g. it has bookings) is read out inside. */
export function DeleteServiceDialog({
  title,
  open,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string
  open: boolean
  busy: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal open={open} onClose={onClose} title={t('myServices.list.deleteTitle')}>
      <div className="my-services-dialog">
        <p>{t('myServices.list.deleteBody', { title })}</p>
        {error ? (
          <p role="alert" className="form-alert">
            {error}
          </p>
        ) : null}
        <div className="my-services-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('myServices.list.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
            {busy ? <Spinner size={20} /> : null}
            {t('myServices.list.deleteConfirm')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
