import type { ReactNode } from 'react'
import { StaffNav } from './staff-nav'

/**
 * The back office's own frame under the staff header (the route's chrome is `staff`, see
 * app/lib/page-chrome.ts; the shell draws that header): the staff navigation, a sidebar on wide
 * screens, and the page's `<main>`.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <div className="staff">
      <StaffNav />
      <main id="main" tabIndex={-1} className="staff__main">
        {children}
      </main>
    </div>
  )
}
