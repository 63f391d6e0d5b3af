import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

/**
 * A control bar button's panel (the devices, more time): opened from the button with the focus on
 * its first control (`firstFocus`, a selector), put away by Escape or `close()`, which give the
 * focus back to the button. Spread `button` on the CallControl and `panel` on the panel.
 */
export function useBarPanel(firstFocus: string) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  const focusOnOpen = useRef(false)

  useEffect(() => {
    if (!open || !focusOnOpen.current) return
    focusOnOpen.current = false
    panelRef.current?.querySelector<HTMLElement>(firstFocus)?.focus()
  }, [open, firstFocus])

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  return {
    open,
    close,
    button: {
      buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => {
        focusOnOpen.current = !open
        setOpen(!open)
      },
    },
    panel: {
      ref: panelRef,
      id: panelId,
      hidden: !open,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        close()
      },
    },
  }
}
