import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { bookings, providers, users, walletTransactions } from '~/server/db/schema'
import { likePattern } from './catalogue-sql'

type Window = { skip: number; limit: number }
type Role = (typeof users.$inferSelect)['role']
type WalletKind = (typeof walletTransactions.$inferSelect)['kind']
type WalletStatus = (typeof walletTransactions.$inferSelect)['status']

export type AdminUserRow = typeof users.$inferSelect & { providerStatus: (typeof providers.$inferSelect)['verifyStatus'] | null }
export type WalletRow = typeof walletTransactions.$inferSelect & { username: string }

/** What the staff area reads across every user; only the admin service calls it. */
export type AdminRepository = {
  countUsers(): Promise<number>
  /** Sessions per Bangkok calendar date from `from` (inclusive). */
  bookingsPerDay(from: Date): Promise<{ date: string; count: number }[]>
  users(filter: { search?: string | undefined; role?: Role | undefined }, window: Window): Promise<{ rows: AdminUserRow[]; total: number }>
  wallet(kind: WalletKind, status: WalletStatus, window: Window): Promise<{ rows: WalletRow[]; total: number }>
  countPendingWallet(): Promise<Record<WalletKind, number>>
  findWallet(id: string): Promise<WalletRow | undefined>
  /** Only a pending request is decided; answers whether this call decided it. */
  decideWallet(id: string, status: 'approved' | 'rejected', reason: string | null, reviewerId: string, at: Date): Promise<boolean>
}

export function createAdminRepository(db: Database): AdminRepository {
  return {
    async countUsers() {
      const [row] = await db.select({ n: count() }).from(users)
      return row?.n ?? 0
    },

    async bookingsPerDay(from) {
      const day = sql<string>`to_char(${bookings.startAt} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`
      return db.select({ date: day, count: count() }).from(bookings).where(gte(bookings.startAt, from)).groupBy(day).orderBy(day)
    },

    async users(filter, window) {
      const conditions: SQL[] = []
      if (filter.search) {
        const pattern = likePattern(filter.search)
        const match = or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
        if (match) conditions.push(match)
      }
      if (filter.role) conditions.push(eq(users.role, filter.role))
      const where = conditions.length > 0 ? and(...conditions) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, providerStatus: providers.verifyStatus })
          .from(users)
          .leftJoin(providers, eq(providers.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .offset(window.skip)
          .limit(window.limit),
        db.select({ n: count() }).from(users).where(where),
      ])
      return { rows: rows.map((r) => ({ ...r.user, providerStatus: r.providerStatus })), total: total?.n ?? 0 }
    },

    async wallet(kind, status, window) {
      const where = and(eq(walletTransactions.kind, kind), eq(walletTransactions.status, status))
      const [rows, [total]] = await Promise.all([
        db
          .select({ tx: walletTransactions, username: users.username })
          .from(walletTransactions)
          .innerJoin(users, eq(users.id, walletTransactions.userId))
          .where(where)
          .orderBy(status === 'pending' ? asc(walletTransactions.createdAt) : desc(walletTransactions.createdAt), asc(walletTransactions.id))
          .offset(window.skip)
          .limit(window.limit),
        db.select({ n: count() }).from(walletTransactions).where(where),
      ])
      return { rows: rows.map((r) => ({ ...r.tx, username: r.username })), total: total?.n ?? 0 }
    },

    async countPendingWallet() {
      const rows = await db
        .select({ kind: walletTransactions.kind, n: count() })
        .from(walletTransactions)
        .where(eq(walletTransactions.status, 'pending'))
        .groupBy(walletTransactions.kind)
      const counts = { cash_in: 0, cash_out: 0 }
      for (const r of rows) counts[r.kind] = r.n
      return counts
    },

    async findWallet(id) {
      const [row] = await db
        .select({ tx: walletTransactions, username: users.username })
        .from(walletTransactions)
        .innerJoin(users, eq(users.id, walletTransactions.userId))
        .where(eq(walletTransactions.id, id))
        .limit(1)
      return row && { ...row.tx, username: row.username }
    },

    async decideWallet(id, status, reason, reviewerId, at) {
      const rows = await db
        .update(walletTransactions)
        .set({ status, reason, reviewedAt: at, reviewedBy: reviewerId })
        .where(and(eq(walletTransactions.id, id), eq(walletTransactions.status, 'pending')))
        .returning({ id: walletTransactions.id })
      return rows.length > 0
    },
  }
}
