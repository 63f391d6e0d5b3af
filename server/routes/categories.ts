import { Hono } from 'hono'
import {
  categoryIdParamsSchema,
  categoryLevelQuerySchema,
  categoryLocaleQuerySchema,
  hamburgerQuerySchema,
  subcategoryQuerySchema,
  type Category,
  type CategoryPage,
} from '~/contract/api/catalogue'
import type { AppEnv } from '~/server/app-env'
import { cacheableJson, revalidated } from '~/server/http/cache-validators'
import type { Services } from '~/server/services/services'
import { validParams, validQuery } from '~/server/validation'

/** /v2/category/...: the category tree (spec 7 "Categories and services"). Public, cacheable. */
export function categoryRoutes(services: Services): Hono<AppEnv> {
  const { categories } = services
  return new Hono<AppEnv>()
    .get('/', revalidated, async (c) => {
      const { level, skip, limit } = validQuery(c, categoryLevelQuerySchema)
      return cacheableJson(c, (await categories.byLevel(level, { skip, limit })) satisfies CategoryPage)
    })
    .get('/id/:id', revalidated, async (c) => {
      const { id } = validParams(c, categoryIdParamsSchema)
      return cacheableJson(c, (await categories.get(id)) satisfies Category)
    })
    .get('/subcat', revalidated, async (c) => {
      const { parent_id, skip, limit } = validQuery(c, subcategoryQuerySchema)
      return cacheableJson(c, (await categories.children(parent_id, { skip, limit })) satisfies CategoryPage)
    })
    .get('/hamburger-bar', revalidated, async (c) => {
      const window = validQuery(c, hamburgerQuerySchema)
      return cacheableJson(c, (await categories.hamburgerBar(window)) satisfies CategoryPage)
    })
    .get('/locale', revalidated, async (c) => {
      const q = validQuery(c, categoryLocaleQuerySchema)
      const page = await categories.searchByName(q.locale, q.value, q['parent-category-id'], { skip: q.skip, limit: q.limit })
      return cacheableJson(c, page satisfies CategoryPage)
    })
}
