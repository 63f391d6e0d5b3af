import { and, asc, count, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Locale } from '~/contract/api/catalogue'
import type { Database } from '~/server/db/client'
import { categories, providers, services } from '~/server/db/schema'
import { likePattern, publicServiceCondition } from './catalogue-sql'

export type CategoryRecord = typeof categories.$inferSelect

/** A category with what the answer derives from other rows. */
export type CategoryRow = CategoryRecord & { childCount: number; serviceCount: number }

export type CategoryFilter =
  | { kind: 'all' }
  | { kind: 'level'; level: number }
  | { kind: 'children'; parentId: string }
  | { kind: 'hamburger' }
  | { kind: 'name'; locale: Locale; value: string; underId?: string | undefined }

export type CategoriesRepository = {
  findById(id: string): Promise<CategoryRow | undefined>
  exists(id: string): Promise<boolean>
  list(filter: CategoryFilter, page: { skip: number; limit: number }): Promise<{ rows: CategoryRow[]; total: number }>
}

const NAME_COLUMN = { EN: categories.nameEn, TH: categories.nameTh, CN: categories.nameCn } as const

/** `category` and everything under it, for any query that joins `categories`. */
export function inCategoryTree(categoryId: string | Placeholder): SQL {
  return or(eq(categories.id, categoryId), sql`${categories.tree} @> array[${categoryId}]::text[]`) as SQL
}

function where(filter: CategoryFilter): SQL | undefined {
  switch (filter.kind) {
    case 'all':
      return undefined
    case 'level':
      return eq(categories.level, filter.level)
    case 'children':
      return eq(categories.parentId, filter.parentId)
    case 'hamburger':
      return eq(categories.hamburgerBarVisible, true)
    case 'name':
      return and(
        sql`${NAME_COLUMN[filter.locale]} ilike ${likePattern(filter.value)}`,
        filter.underId === undefined ? undefined : sql`${categories.tree} @> array[${filter.underId}]::text[]`,
      )
  }
}

export function createCategoriesRepository(db: Database): CategoriesRepository {
  /** Adds child and public-service counts to the rows (two small grouped queries, not one per row). */
  async function withCounts(rows: CategoryRecord[]): Promise<CategoryRow[]> {
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const children = await db
      .select({ id: categories.parentId, n: count() })
      .from(categories)
      .where(inArray(categories.parentId, ids))
      .groupBy(categories.parentId)
    // Each service counts for its own category and every ancestor in its tree.
    const owner = sql<string>`owner.id`
    const serviceCounts = await db
      .select({ id: owner, n: count() })
      .from(services)
      .innerJoin(providers, eq(providers.id, services.providerId))
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .innerJoin(
        sql`unnest(array_append(${categories.tree}, ${categories.id}::text)) as owner(id)`,
        sql`true`,
      )
      .where(and(publicServiceCondition(), inArray(owner, ids)))
      .groupBy(owner)
    const childMap = new Map(children.map((c) => [c.id, c.n]))
    const serviceMap = new Map(serviceCounts.map((c) => [c.id, c.n]))
    return rows.map((r) => ({ ...r, childCount: childMap.get(r.id) ?? 0, serviceCount: serviceMap.get(r.id) ?? 0 }))
  }

  return {
    async findById(id) {
      const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
      return (await withCounts(rows))[0]
    },
    async exists(id) {
      const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1)
      return rows.length > 0
    },
    async list(filter, page) {
      const condition = where(filter)
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(condition)
          .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id))
          .offset(page.skip)
          .limit(page.limit),
        db.select({ n: count() }).from(categories).where(condition),
      ])
      return { rows: await withCounts(rows), total: totals[0]?.n ?? 0 }
    },
  }
}
