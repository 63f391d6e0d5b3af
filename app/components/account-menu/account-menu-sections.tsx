import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { namedRoutes } from '~/contract/routes'
import { t } from '~/app/lib/i18n/th-account'
import { canManageServices, canRegisterAsProvider, verifyStatusText } from '~/app/lib/provider-status'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'

export type AccountSummary = {
  username: string
  profilePicture: string | null
  providerId: string | null
  /** The provider registration's status; `undefined` while it loads (the menu asks for it when first wanted). */
  verifyStatus: string | null | undefined
  /** Staff (admin or operation) also get a way into the staff pages. */
  isStaff?: boolean
}

export type AccountActions = {
  onOpenApp: () => void
  onLogout: () => void
  /** Called after any item is chosen (the dropdown closes itself). */
  onChoose?: () => void
  /**
   * The person's upcoming sessions, shown first (the session feature's list, given by the route
   * that composes the menu: components never import features).
   */
  sessions?: SessionsSlot
}

/** Renders a section of the menu; its items take `itemRole` and call `onChoose` like the others. */
export type SessionsSlot = (item: { itemRole?: 'menuitem'; onChoose?: () => void }) => ReactNode

/**
 * The account menu's three sections, shared by the dropdown and the `/mobile/menu` page. Items are
 * real buttons and links; `itemRole` makes them menu items inside the dropdown.
 */
export function AccountMenuSections({ account, onOpenApp, onLogout, onChoose, itemRole, sessions }: { account: AccountSummary } & AccountActions & { itemRole?: 'menuitem' }) {
  const openApp = () => {
    onChoose?.()
    onOpenApp()
  }
  const statusText = verifyStatusText(account.verifyStatus)
  // Someone not yet a provider may have a registration under way, whose status decides the items.
  const statusPending = account.verifyStatus === undefined && canRegisterAsProvider(account.providerId)
  // A menu holds only its items and their groups: there the headings only name their group.
  const headingRole = itemRole ? 'presentation' : undefined
  const id = useId()
  return (
    <>
      {sessions?.({ itemRole, onChoose })}
      <div role={itemRole ? 'group' : undefined} aria-labelledby={`${id}-user`} className="account-menu__section">
        <h3 id={`${id}-user`} role={headingRole} className="account-menu__heading">
          {t('account.userMenu')}
        </h3>
        <button type="button" role={itemRole} className="account-menu__item" onClick={openApp}>
          <Icon art={icons.wallet} size={22} />
          {t('account.wallet')}
        </button>
        <button type="button" role={itemRole} className="account-menu__item" onClick={openApp}>
          <Icon art={icons.calendar} size={22} />
          {t('account.bookings')}
        </button>
        <button type="button" role={itemRole} className="account-menu__item" onClick={openApp}>
          <Icon art={icons.search} size={22} />
          {t('account.explore')}
        </button>
      </div>
      <div role={itemRole ? 'group' : undefined} aria-labelledby={`${id}-provider`} aria-busy={statusPending || undefined} className="account-menu__section">
        <h3 id={`${id}-provider`} role={headingRole} className="account-menu__heading">
          {t('account.providerMenu')}
        </h3>
        {canRegisterAsProvider(account.providerId) ? (
          <Link to={namedRoutes.RegisterProvider} role={itemRole} className="account-menu__item" onClick={onChoose}>
            <Icon art={icons.register} size={22} />
            <span>
              {t('account.registerProvider')}
              {statusText ? <span className="account-menu__status"> {statusText}</span> : null}
              {statusPending ? <span className="account-menu__status-pending" aria-hidden="true" /> : null}
            </span>
          </Link>
        ) : null}
        {canManageServices(account.providerId, account.verifyStatus) ? (
          <Link to={namedRoutes.ProviderManageService} role={itemRole} className="account-menu__item" onClick={onChoose}>
            <Icon art={icons.briefcase} size={22} />
            {t('account.manageServices')}
          </Link>
        ) : null}
      </div>
      <div role={itemRole ? 'group' : undefined} aria-labelledby={`${id}-account`} className="account-menu__section">
        <h3 id={`${id}-account`} role={headingRole} className="account-menu__heading">
          {t('account.manageAccount')}
        </h3>
        {account.isStaff ? (
          <Link to="/admin" role={itemRole} className="account-menu__item" onClick={onChoose}>
            <Icon art={icons.briefcase} size={22} />
            {t('account.staffArea')}
          </Link>
        ) : null}
        <Link to="/mobile/notification" role={itemRole} className="account-menu__item" onClick={onChoose}>
          <Icon art={icons.bell} size={22} />
          {t('account.notifications')}
        </Link>
        <button
          type="button"
          role={itemRole}
          className="account-menu__item"
          onClick={() => {
            onChoose?.()
            onLogout()
          }}
        >
          <Icon art={icons.logout} size={22} />
          {t('account.logout')}
        </button>
      </div>
    </>
  )
}
