import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { EXACT_ACTIVE } from '~/app/lib/paging'

/**
 * "Browse services": the spec's signed-in `/browse` for a member, the public browse (the same
 * catalogue) for a visitor, who would otherwise meet a login form for no reason.
 */
export function BrowseNavLink({ signedIn, ...props }: { signedIn: boolean; className?: string; onClick?: () => void; children: ReactNode }) {
  return signedIn ? <Link to="/browse" activeOptions={EXACT_ACTIVE} {...props} /> : <Link to="/tutoring/browse" activeOptions={EXACT_ACTIVE} {...props} />
}
