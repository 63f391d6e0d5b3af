import { Hono } from 'hono'
import { blogCategoriesQuerySchema, blogIdParamsSchema, blogListQuerySchema, type Blog, type BlogCategoryPage, type BlogPage } from '~/contract/api/blogs'
import type { AppEnv } from '~/server/app-env'
import { cacheableJson, revalidated } from '~/server/http/cache-validators'
import type { Services } from '~/server/services/services'
import { validParams, validQuery } from '~/server/validation'

/** /v2/blogs/...: blog categories and posts (spec 7 "Content"). Public, cacheable. */
export function blogRoutes(services: Services): Hono<AppEnv> {
  const { blogs } = services
  return new Hono<AppEnv>()
    .get('/categories', revalidated, async (c) => {
      const q = validQuery(c, blogCategoriesQuerySchema)
      return cacheableJson(c, (await blogs.categories(q['domain-id'], { skip: q.skip, limit: q.limit })) satisfies BlogCategoryPage)
    })
    .get('/blogs', revalidated, async (c) => {
      const q = validQuery(c, blogListQuerySchema)
      const page = await blogs.list({ domainId: q['domain-id'], categoryIds: q['blog-category-ids'] }, { skip: q.skip, limit: q.limit })
      return cacheableJson(c, page satisfies BlogPage)
    })
    .get('/blogs/:id', revalidated, async (c) => {
      const { id } = validParams(c, blogIdParamsSchema)
      return cacheableJson(c, (await blogs.get(id)) satisfies Blog)
    })
}
