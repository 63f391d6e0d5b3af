import {
  DASHBOARD_DAYS,
  type AdminAppointment,
  type AdminDashboard,
  type AdminUser,
  type WalletTransaction,
} from '~/contract/api/admin'
import { THAILAND_OFFSET_GMT } from '~/contract/api/catalogue'
import type { Page } from '~/contract/api/paging'
import type { UserRole } from '~/contract/api/user'
import type { AdminRepository, WalletRow } from '~/server/db/repositories/admin-repository'
import type { BookingsRepository } from '~/server/db/repositories/bookings-repository'
import { toParty } from './booking-service'
import { AppError } from '~/server/errors'
import type { Logger } from '~/server/log'
import type { Clock } from './clock'
import type { ProviderService } from './provider-service'

type Window = { skip: number; limit: number }
const DAY_MS = 86_400_000
// Bangkok has no daylight saving: a calendar day there is always UTC+7.
const BANGKOK_OFFSET_MS = THAILAND_OFFSET_GMT * 3_600_000

const bangkokDate = (at: Date) => new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10)

/** The staff area's reads and decisions. Routes allow only staff roles in; this trusts that. */
export type AdminService = {
  dashboard(): Promise<AdminDashboard>
  users(filter: { search?: string | undefined; role?: UserRole | undefined }, window: Window): Promise<Page<AdminUser>>
  appointments(when: 'upcoming' | 'past', window: Window): Promise<Page<AdminAppointment>>
  wallet(kind: 'cash_in' | 'cash_out', status: 'pending' | 'approved' | 'rejected', window: Window): Promise<Page<WalletTransaction>>
  decideWallet(id: string, decision: 'approved' | 'rejected', reason: string | null, reviewerId: string): Promise<WalletTransaction>
}

export function createAdminService(deps: { repo: AdminRepository; bookings: BookingsRepository; providers: ProviderService; now: Clock; log: Logger }): AdminService {
  const { repo, bookings, providers, now, log } = deps

  const toWallet = (r: WalletRow): WalletTransaction => ({
    _id: r.id,
    kind: r.kind,
    user: { _id: r.userId, username: r.username },
    amount: r.amount,
    method: r.method,
    status: r.status,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
  })

  return {
    async dashboard() {
      const today = bangkokDate(now())
      // Midnight in Bangkok, DASHBOARD_DAYS - 1 days ago.
      const from = new Date(Date.parse(`${today}T00:00:00Z`) - BANGKOK_OFFSET_MS - (DASHBOARD_DAYS - 1) * DAY_MS)
      const [usersTotal, byStatus, perDay, pending] = await Promise.all([repo.countUsers(), providers.countByStatus(), repo.bookingsPerDay(from), repo.countPendingWallet()])
      const counts = new Map(perDay.map((d) => [d.date, d.count]))
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
        const date = bangkokDate(new Date(from.getTime() + i * DAY_MS))
        return { date, count: counts.get(date) ?? 0 }
      })
      return { users_total: usersTotal, providers_by_status: byStatus, bookings_by_day: days, wallet_pending: pending }
    },

    async users(filter, window) {
      const { rows, total } = await repo.users(filter, window)
      return {
        items: rows.map((u) => ({
          _id: u.id,
          username: u.username,
          phone: u.phone,
          email: u.email,
          role: u.role,
          provider_id: u.providerId,
          provider_status: u.providerStatus,
          created_at: u.createdAt.toISOString(),
        })),
        total,
        ...window,
      }
    },

    async appointments(when, window) {
      const { rows, total } = await bookings.listAll(when, now(), window)
      return {
        items: rows.map((b) => ({
          _id: b.id,
          service: { _id: b.service.id, title: b.service.title },
          consumer: toParty(b.consumer),
          provider: toParty(b.provider),
          start_at: b.startAt.toISOString(),
          end_at: b.endAt.toISOString(),
        })),
        total,
        ...window,
      }
    },

    async wallet(kind, status, window) {
      const { rows, total } = await repo.wallet(kind, status, window)
      return { items: rows.map(toWallet), total, ...window }
    },

    async decideWallet(id, decision, reason, reviewerId) {
      const before = await repo.findWallet(id)
      if (!before) throw AppError.notFound('No such request')
      if (!(await repo.decideWallet(id, decision, reason, reviewerId, now()))) {
        throw AppError.conflict('status', 'only a pending request can be decided')
      }
      log.info('wallet request decided', { id, decision, reviewerId })
      const after = await repo.findWallet(id)
      if (!after) throw AppError.notFound('No such request')
      return toWallet(after)
    },
  }
}
