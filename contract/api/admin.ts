import { z } from 'zod/mini'
import { bookingPartySchema } from './booking.ts'
import { idSchema, isoDateTimeSchema } from './common.ts'
import { pageSchema, pagingQuerySchema } from './paging.ts'
import { adminProviderSummarySchema } from './provider.ts'
import { text } from './text.ts'
import { providerVerifyStatusSchema, userRoleSchema } from './user.ts'
import { WALLET_KINDS, WALLET_METHODS, WALLET_STATUSES } from './wallet.ts'

/** `/v2/admin/providers/{id}/...` and `/v2/admin/wallet-transactions/{id}/...`. */
export const adminIdParamsSchema = z.object({ id: idSchema })

export const adminProviderListQuerySchema = z.extend(pagingQuerySchema, {
  status: z._default(providerVerifyStatusSchema, 'submitted'),
})
export const adminProviderPageSchema = pageSchema(adminProviderSummarySchema)

/** `GET /v2/admin/dashboard`: counts for the dashboard. */
export const DASHBOARD_DAYS = 14
export const adminDashboardSchema = z.object({
  users_total: z.int(),
  providers_by_status: z.object({ draft: z.int(), submitted: z.int(), approved: z.int(), rejected: z.int() }),
  /** The last DASHBOARD_DAYS days (Asia/Bangkok dates), oldest first, by session start. */
  bookings_by_day: z.array(z.object({ date: z.iso.date(), count: z.int() })),
  wallet_pending: z.object({ cash_in: z.int(), cash_out: z.int() }),
})
export type AdminDashboard = z.infer<typeof adminDashboardSchema>

const searchSchema = z.optional(text({ trim: true, max: 100 }))

export const adminUserListQuerySchema = z.extend(pagingQuerySchema, {
  search: searchSchema,
  role: z.optional(userRoleSchema),
})
export const adminUserSchema = z.object({
  _id: idSchema,
  username: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  role: userRoleSchema,
  provider_id: idSchema,
  provider_status: z.nullable(providerVerifyStatusSchema),
  created_at: isoDateTimeSchema,
})
export type AdminUser = z.infer<typeof adminUserSchema>
export const adminUserPageSchema = pageSchema(adminUserSchema)

export const adminAppointmentSchema = z.object({
  _id: idSchema,
  service: z.object({ _id: idSchema, title: z.string() }),
  consumer: bookingPartySchema,
  provider: bookingPartySchema,
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
})
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>
export const adminAppointmentPageSchema = pageSchema(adminAppointmentSchema)
export const adminAppointmentQuerySchema = z.extend(pagingQuerySchema, {
  when: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
})

// ---------------------------------------------------------------------------------------------
// Wallet requests (the wallet itself is in the app; staff review cash-in and cash-out here)

export const walletKindSchema = z.enum(WALLET_KINDS)
export const walletStatusSchema = z.enum(WALLET_STATUSES)

export const walletTransactionSchema = z.object({
  _id: idSchema,
  kind: walletKindSchema,
  user: z.object({ _id: idSchema, username: z.string() }),
  /** Whole Thai baht. */
  amount: z.int(),
  method: z.enum(WALLET_METHODS),
  status: walletStatusSchema,
  reason: z.nullable(z.string()),
  created_at: isoDateTimeSchema,
  reviewed_at: z.nullable(isoDateTimeSchema),
})
export type WalletTransaction = z.infer<typeof walletTransactionSchema>
export const walletTransactionPageSchema = pageSchema(walletTransactionSchema)
export const walletListQuerySchema = z.extend(pagingQuerySchema, {
  kind: walletKindSchema,
  status: z._default(walletStatusSchema, 'pending'),
})
