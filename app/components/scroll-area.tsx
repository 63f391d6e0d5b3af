import type { ReactNode } from 'react'

/**
 * A wide table that scrolls sideways inside its column on a narrow screen instead of widening the
 * page. A region with a name that takes the focus, so it can be scrolled with the keyboard too.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
