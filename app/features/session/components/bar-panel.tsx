import { useId, type ReactNode } from 'react'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { useBarPanel } from '~/app/features/session/hooks/use-bar-panel'
import { CallControl } from './control-bar'
import type { CallIconName } from './call-icon'

/**
 * A control bar button and the panel it opens above the bar, covering the stage and never the
 * controls (the devices, more time): a heading and a close button, then `children`. The focus goes
 * to the panel's first control (`firstFocus`, a selector) when the button opens it.
 */
export function BarPanel({
  icon,
  label,
  heading,
  closeLabel,
  firstFocus,
  active = false,
  className,
  children,
}: {
  icon: CallIconName
  label: string
  heading: string
  closeLabel: string
  firstFocus: string
  /** Shown as active while closed too (something is going on). */
  active?: boolean
  className?: string
  children: ReactNode
}) {
  const { open, close, button, panel } = useBarPanel(firstFocus)
  const headingId = useId()
  return (
    <div className="device-settings">
      <CallControl icon={icon} tone={open || active ? 'active' : 'idle'} label={label} {...button} />
      <section {...panel} className={className ? `device-panel ${className}` : 'device-panel'} aria-labelledby={headingId}>
        <div className="device-panel__header">
          <h2 id={headingId} className="device-panel__heading">
            {heading}
          </h2>
          <button type="button" className="icon-button device-panel__close" onClick={close} aria-label={closeLabel}>
            <Icon art={icons.close} size={22} />
          </button>
        </div>
        {children}
      </section>
    </div>
  )
}
