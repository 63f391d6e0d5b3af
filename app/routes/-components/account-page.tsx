import { useQuery } from '@tanstack/react-query'
import { isStaffRole } from '~/app/features/admin/admin-access'
import { Link, useRouteContext } from '@tanstack/react-router'
import { AccountMenuSections } from '~/app/components/account-menu/account-menu-sections'
import { Avatar } from '~/app/components/avatar'
import { useDownloadPrompt } from '~/app/components/download-app/download-prompt'
import { Spinner } from '~/app/components/spinner'
import { currentUserQueryOptions, providerStatusQueryOptions } from '~/app/features/auth/auth.queries'
import { useLogout } from '~/app/features/auth/hooks/use-logout'
import { UpcomingSessions } from '~/app/features/session/components/upcoming-sessions'
import { t } from '~/app/lib/i18n/th-account'

/** `/mobile/menu`: the account dropdown's sections as a full page for small screens. */
export function AccountPage() {
  const { session } = useRouteContext({ from: '__root__' })
  const user = useQuery(currentUserQueryOptions(session.userId))
  const verifyStatus = useQuery(providerStatusQueryOptions(session.userId))
  const { openDownloadPrompt } = useDownloadPrompt()
  const logout = useLogout()
  if (!user.data) {
    return (
      <section className="page">
        <h1>{t('pages.mobileMenu.title')}</h1>
        {user.isPending ? <Spinner /> : <p>{t('errors.generic')}</p>}
      </section>
    )
  }
  const account = {
    username: user.data.username,
    profilePicture: user.data.profile_picture,
    providerId: user.data.provider_id,
    verifyStatus: verifyStatus.data,
    isStaff: isStaffRole(user.data.role),
  }
  return (
    <section className="page account-page">
      <h1>{t('pages.mobileMenu.title')}</h1>
      <div className="account-menu__profile">
        <Avatar src={account.profilePicture} username={account.username} size={56} />
        <div>
          <p className="account-menu__username">{account.username}</p>
          <Link to="/profile" className="account-menu__edit">
            {t('account.editPicture')}
          </Link>
        </div>
      </div>
      <AccountMenuSections
        account={account}
        onOpenApp={() => openDownloadPrompt('consumer')}
        onLogout={() => void logout(session.userId)}
        sessions={() => <UpcomingSessions userId={session.userId} />}
      />
    </section>
  )
}
