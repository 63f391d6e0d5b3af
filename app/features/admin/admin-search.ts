import { WALLET_STATUSES } from '~/contract/api/wallet'
import type { ProviderVerifyStatus, UserRole } from '~/contract/api/user'
import { PROVIDER_VERIFY_STATUSES, USER_ROLES } from '~/contract/values/user'
import { choiceParam, idParam, pageParam, textParam } from '~/contract/routes'

/**
 * The staff pages' URL search params. Every field is optional and a value that makes no sense is
 * dropped (a hand-edited URL shows the default view instead of an error). Page numbers and free
 * text read as the catalogue's do (contract/routes.ts).
 */
type RawSearch = Record<string, unknown>

const verifyStatusParam = choiceParam(PROVIDER_VERIFY_STATUSES)
const roleParam = choiceParam(USER_ROLES)
const whenParam = choiceParam(['upcoming', 'past'])
const walletStatusParam = choiceParam(WALLET_STATUSES)

export type VerificationsSearch = {
  status?: ProviderVerifyStatus
  page?: number
  /** The registration opened beside the list. */
  id?: string
}
export const verificationsSearch = (raw: RawSearch): VerificationsSearch =>
  ({ status: verifyStatusParam(raw.status), page: pageParam(raw.page), id: idParam(raw.id) })

export type UsersSearch = { q?: string; role?: UserRole; page?: number }
export const usersSearch = (raw: RawSearch): UsersSearch => ({ q: textParam(raw.q), role: roleParam(raw.role), page: pageParam(raw.page) })

export type AppointmentsSearch = { when?: 'upcoming' | 'past'; page?: number }
export const appointmentsSearch = (raw: RawSearch): AppointmentsSearch => ({ when: whenParam(raw.when), page: pageParam(raw.page) })

export type WalletSearch = { status?: (typeof WALLET_STATUSES)[number]; page?: number }
export const walletSearch = (raw: RawSearch): WalletSearch => ({ status: walletStatusParam(raw.status), page: pageParam(raw.page) })
