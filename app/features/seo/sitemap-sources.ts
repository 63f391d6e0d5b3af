import type { ZodMiniType } from 'zod/mini'
import { blogCategoryPageSchema, blogPageSchema } from '~/contract/api/blogs'
import { config } from '~/app/lib/config'
import { servicePageSchema } from '~/contract/api/catalogue'
import { MAX_LIMIT, type Page } from '~/contract/api/paging'
import { apiRequest } from '~/app/lib/api/client'

/** Walks a paged list call to its end (bounded: a list that keeps growing cannot loop forever). */
async function everyItem<T>(path: string, schema: ZodMiniType<Page<T>>, maxItems = 1_000_000): Promise<T[]> {
  const items: T[] = []
  for (let skip = 0; skip < maxItems; skip += MAX_LIMIT) {
    const result = await apiRequest(`${path}${path.includes('?') ? '&' : '?'}skip=${skip}&limit=${MAX_LIMIT}`, { schema })
    if (!result.isSuccessful) throw new Error(`sitemap: ${path} answered ${result.statusCode}`)
    items.push(...result.data.items)
    if (result.data.items.length === 0 || skip + MAX_LIMIT >= result.data.total) break
  }
  return items
}

/**
 * The catalogue's pages for the sitemap: every public service, the profile of every provider
 * who has one, every blog and every blog category (the two fixed ones are static pages).
 */
export async function catalogueSitemapPaths(): Promise<string[]> {
  const [services, blogs, blogCategories] = await Promise.all([
    everyItem('/v2/search/services', servicePageSchema),
    everyItem('/v2/blogs/blogs', blogPageSchema),
    everyItem('/v2/blogs/categories', blogCategoryPageSchema),
  ])
  const fixed = new Set<string>(Object.values(config.blogCategoryIds))
  const providers = [...new Set(services.map((s) => s.provider.username))]
  return [
    ...services.map((s) => `/services/${s._id}`),
    ...providers.map((username) => `/profile/${encodeURIComponent(username)}`),
    ...blogCategories.filter((c) => !fixed.has(c._id)).map((c) => `/tutoring/blogs/${c._id}`),
    ...blogs.map((b) => `/tutoring/blog/${b._id}`),
  ]
}
