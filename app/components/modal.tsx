import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { t } from '~/app/lib/i18n/th'
import { Icon } from './icon'
import * as icons from './icons'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert, Escape
 * closes it, and the browser returns focus to what opened it. Tab wraps around inside the dialog
 * (the browser alone would let it leave for its own toolbar).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'dialog',
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** `drawer` slides in from the side (the mobile menu). */
  variant?: 'dialog' | 'drawer'
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`modal modal--${variant}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key !== 'Tab') return
        const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE))
        const first = items[0]
        const last = items.at(-1)
        if (!first || !last) return
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            <Icon art={icons.close} size={24} />
          </button>
        </header>
        {open ? children : null}
      </div>
    </dialog>
  )
}
