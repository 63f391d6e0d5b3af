import type { Category, CategoryPage, Locale } from '~/contract/api/catalogue'
import type { Page } from '~/contract/api/paging'
import type { CategoriesRepository, CategoryRow } from '~/server/db/repositories/categories-repository'
import { AppError } from '~/server/errors'

type Window = { skip: number; limit: number }

export type CategoryService = {
  /** 404 when unknown. */
  get(id: string): Promise<Category>
  /** Every category, or one level's. */
  byLevel(level: number | undefined, window: Window): Promise<CategoryPage>
  /** Direct children; 404 when the parent is unknown. */
  children(parentId: string, window: Window): Promise<CategoryPage>
  hamburgerBar(window: Window): Promise<CategoryPage>
  /** Name contains `value` in `locale`; under `underId` (any depth) when given, 404 when that is unknown. */
  searchByName(locale: Locale, value: string, underId: string | undefined, window: Window): Promise<CategoryPage>
  /** 404 `message` unless the category exists (callers filtering by a category). */
  requireExists(id: string, message?: string): Promise<void>
}

export function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.nameTh,
    description: row.description,
    picture: row.picture,
    picture_square: row.pictureSquare,
    picture_landscape: row.pictureLandscape,
    level: row.level,
    locale: { EN: row.nameEn, TH: row.nameTh, CN: row.nameCn },
    tree: row.tree,
    parent_id: row.parentId,
    last_node_info: { is_last_node: row.childCount === 0, service_count: row.serviceCount },
    hamburger_bar_visible: row.hamburgerBarVisible,
  }
}

const page = (result: { rows: CategoryRow[]; total: number }, window: Window): Page<Category> => ({
  items: result.rows.map(toCategory),
  total: result.total,
  skip: window.skip,
  limit: window.limit,
})

export function createCategoryService(repo: CategoriesRepository): CategoryService {
  const requireExists = async (id: string, message = 'No such category') => {
    if (!(await repo.exists(id))) throw AppError.notFound(message)
  }
  return {
    async get(id) {
      const row = await repo.findById(id)
      if (!row) throw AppError.notFound('No such category')
      return toCategory(row)
    },
    async byLevel(level, window) {
      return page(await repo.list(level === undefined ? { kind: 'all' } : { kind: 'level', level }, window), window)
    },
    async children(parentId, window) {
      await requireExists(parentId)
      return page(await repo.list({ kind: 'children', parentId }, window), window)
    },
    async hamburgerBar(window) {
      return page(await repo.list({ kind: 'hamburger' }, window), window)
    },
    async searchByName(locale, value, underId, window) {
      if (underId !== undefined) await requireExists(underId)
      return page(await repo.list({ kind: 'name', locale, value, underId }, window), window)
    },
    requireExists,
  }
}
