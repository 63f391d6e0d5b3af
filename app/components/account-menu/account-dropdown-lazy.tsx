import { Suspense, type ComponentProps } from 'react'
import { lazyInBrowser } from '~/app/lib/lazy-in-browser'
import type * as Dropdown from './account-dropdown'

const LazyAccountDropdown = lazyInBrowser(() => import('./account-dropdown').then((module) => module.AccountDropdown))

/**
 * The account's button and menu (account-dropdown.tsx), which only a signed-in page shows: their
 * code (and the menu's) loads in the browser when such a page first needs it (lazyInBrowser). A
 * page drawn in the browser keeps the account's place meanwhile, as while the account loads.
 */
export function AccountDropdown(props: ComponentProps<typeof Dropdown.AccountDropdown>) {
  return (
    <Suspense fallback={<span className="account-dropdown__pending" aria-hidden="true" />}>
      <LazyAccountDropdown {...props} />
    </Suspense>
  )
}
