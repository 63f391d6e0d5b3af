import { z } from 'zod/mini'
import { WALLET_STATUSES } from '~/contract/api/wallet'
import { PROVIDER_VERIFY_STATUSES, USER_ROLES } from '~/contract/api/user'
import { choiceParam, idParam, pageParam, textParam } from '~/contract/routes'

/**
 * The staff pages' URL search params. Every field is optional and a value that makes no sense is
 * dropped (a hand-edited URL shows the default view instead of an error). Page numbers and free
 * text read as the catalogue's do (contract/routes.ts).
 */
export const verificationsSearchSchema = z.object({
  status: choiceParam(PROVIDER_VERIFY_STATUSES),
  page: pageParam,
  /** The registration opened beside the list. */
  id: idParam,
})
export type VerificationsSearch = z.output<typeof verificationsSearchSchema>

export const usersSearchSchema = z.object({
  q: textParam,
  role: choiceParam(USER_ROLES),
  page: pageParam,
})
export type UsersSearch = z.output<typeof usersSearchSchema>

export const appointmentsSearchSchema = z.object({
  when: choiceParam(['upcoming', 'past']),
  page: pageParam,
})
export type AppointmentsSearch = z.output<typeof appointmentsSearchSchema>

export const walletSearchSchema = z.object({
  status: choiceParam(WALLET_STATUSES),
  page: pageParam,
})
export type WalletSearch = z.output<typeof walletSearchSchema>
