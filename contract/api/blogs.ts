import { z } from 'zod/mini'
import { idSchema, isoDateTimeSchema } from './common.ts'
import { pageSchema, pagingQuerySchema } from './paging.ts'
import { singleLineRule } from './text.ts'

/**
 * Blogs (spec 7 "Content": `/v2/blogs/...`). Answers are public and cacheable (strong `ETag`,
 * `cache-control: public, max-age=60`, 304 on `If-None-Match`).
 */

/** The two fixed blog categories of the tutoring domain (the spec's two fixed blog-category pages). */
export const BLOG_CATEGORY_IDS = {
  courses: '65b000000000000000000001',
  howToUse: '65b000000000000000000002',
} as const

export const blogCategorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** Stable English key (`courses`, `how-to-use`) for page paths. */
  slug: z.string(),
  description: z.string(),
  /** The category (domain, e.g. tutoring) the blog section belongs to. */
  domain_id: idSchema,
})
export type BlogCategory = z.infer<typeof blogCategorySchema>

/** `GET /v2/blogs/categories?domain-id=`: all blog categories, or the domain's (404 when the domain is unknown). */
export const blogCategoriesQuerySchema = z.extend(pagingQuerySchema, { 'domain-id': z.optional(idSchema) })
export const blogCategoryPageSchema = pageSchema(blogCategorySchema)
export type BlogCategoryPage = z.infer<typeof blogCategoryPageSchema>

/** A blog in lists: no body, but a plain-text `excerpt` (at most about 200 characters). */
export const blogSummarySchema = z.object({
  _id: idSchema,
  title: z.string(),
  excerpt: z.string(),
  /** Site path or URL; empty when none. */
  cover_picture: z.string(),
  author: z.string(),
  blog_category: z.object({ _id: idSchema, name: z.string(), slug: z.string() }),
  domain_id: idSchema,
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
})
export type BlogSummary = z.infer<typeof blogSummarySchema>

/**
 * `GET /v2/blogs/blogs/{id}`: one blog. `content_html` was sanitized when saved (allow-list:
 * p, h2-h4, ul, ol, li, strong, em, a with http/https/mailto, img with http/https or site paths,
 * blockquote, br, figure, figcaption), so it may be rendered as is.
 */
export const blogSchema = z.extend(blogSummarySchema, { content_html: z.string() })
export type Blog = z.infer<typeof blogSchema>

const ID_LIST_PATTERN = /^[0-9a-f]{24}(,[0-9a-f]{24})*$/

/**
 * `GET /v2/blogs/blogs?domain-id=&blog-category-ids=&skip=&limit=`: newest first.
 * `blog-category-ids` is a comma-separated list of ids (at most 20); an id of no category just matches nothing.
 */
export const blogListQuerySchema = z.extend(pagingQuerySchema, {
  'domain-id': z.optional(idSchema),
  'blog-category-ids': z.optional(
    z.pipe(
      z.string().check(singleLineRule, z.regex(ID_LIST_PATTERN, 'must be comma-separated 24-hex ids')),
      z.pipe(z.transform((s: string) => [...new Set(s.split(','))]), z.array(idSchema).check(z.maxLength(20, 'must list at most 20 ids'))),
    ),
  ),
})
export const blogPageSchema = pageSchema(blogSummarySchema)
export type BlogPage = z.infer<typeof blogPageSchema>

export const blogIdParamsSchema = z.object({ id: idSchema })
