import { z } from 'zod/mini'
import { WALLET_STATUSES } from '~/contract/api/wallet'
import { PROVIDER_VERIFY_STATUSES, USER_ROLES } from '~/contract/api/user'
import { idParam, pageParam, textParam } from '~/contract/routes'

/**
 * The staff pages' URL search params. Every field is optional and a value that makes no sense is
 * dropped (a hand-edited URL shows the default view instead of an error). Page numbers and free
 * text read as the catalogue's do (contract/routes.ts).
 */
export const verificationsSearchSchema = z.object({
  status: z.catch(z.optional(z.enum(PROVIDER_VERIFY_STATUSES)), undefined),
  page: pageParam,
  /** The registration opened beside the list. */
  id: idParam,
})
export type VerificationsSearch = z.output<typeof verificationsSearchSchema>

export const usersSearchSchema = z.object({
  q: textParam,
  role: z.catch(z.optional(z.enum(USER_ROLES)), undefined),
  page: pageParam,
})
export type UsersSearch = z.output<typeof usersSearchSchema>

export const appointmentsSearchSchema = z.object({
  when: z.catch(z.optional(z.enum(['upcoming', 'past'])), undefined),
  page: pageParam,
})
export type AppointmentsSearch = z.output<typeof appointmentsSearchSchema>

export const walletSearchSchema = z.object({
  status: z.catch(z.optional(z.enum(WALLET_STATUSES)), undefined),
  page: pageParam,
})
export type WalletSearch = z.output<typeof walletSearchSchema>
