import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { RequestStatus } from '~/contract/api/catalogue'
import type { Database } from '~/server/db/client'
import { categories, serviceRequests, users } from '~/server/db/schema'
import { inCategoryTree } from './categories-repository'

export type ServiceRequestRow = typeof serviceRequests.$inferSelect & {
  category: { id: string; nameTh: string; nameEn: string; nameCn: string; tree: string[] }
  requesterUsername: string
}

export type ServiceRequestsRepository = {
  /** Open first, then pending, then closed; newest first within each. */
  list(
    filter: { domainId?: string | undefined; status?: RequestStatus | undefined },
    window: { skip: number; limit: number },
  ): Promise<{ rows: ServiceRequestRow[]; total: number }>
}

// Someone looking for work wants the jobs still to be had on top.
const STATUS_RANK = sql`case ${serviceRequests.status} when 'open' then 0 when 'pending' then 1 else 2 end`

export function createServiceRequestsRepository(db: Database): ServiceRequestsRepository {
  return {
    async list(filter, window) {
      const condition: SQL | undefined = and(
        filter.domainId === undefined ? undefined : inCategoryTree(filter.domainId),
        filter.status === undefined ? undefined : eq(serviceRequests.status, filter.status),
      )
      const [rows, totals] = await Promise.all([
        db
          .select({
            request: serviceRequests,
            category: { id: categories.id, nameTh: categories.nameTh, nameEn: categories.nameEn, nameCn: categories.nameCn, tree: categories.tree },
            requesterUsername: users.username,
          })
          .from(serviceRequests)
          .innerJoin(categories, eq(categories.id, serviceRequests.categoryId))
          .innerJoin(users, eq(users.id, serviceRequests.requesterId))
          .where(condition)
          .orderBy(asc(STATUS_RANK), desc(serviceRequests.createdAt), desc(serviceRequests.id))
          .offset(window.skip)
          .limit(window.limit),
        db
          .select({ n: count() })
          .from(serviceRequests)
          .innerJoin(categories, eq(categories.id, serviceRequests.categoryId))
          .where(condition),
      ])
      return {
        rows: rows.map((r) => ({ ...r.request, category: r.category, requesterUsername: r.requesterUsername })),
        total: totals[0]?.n ?? 0,
      }
    },
  }
}
