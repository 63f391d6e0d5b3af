import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { excerptOf, sanitizeBlogHtml } from '~/server/html/blog-html'
import type { Database } from '~/server/db/client'
import { blogCategories, blogs } from '~/server/db/schema'

export type BlogCategoryRecord = typeof blogCategories.$inferSelect
export type BlogRecord = typeof blogs.$inferSelect

export type BlogRow = Omit<BlogRecord, 'contentHtml'> & {
  category: { id: string; name: string; slug: string; domainId: string }
}

export type BlogWithContent = BlogRow & { contentHtml: string }

/** What a writer gives; the HTML may be anything, it is sanitized before it is stored. */
export type BlogInput = {
  readonly id?: string
  readonly blogCategoryId: string
  readonly title: string
  readonly contentHtml: string
  /** Default: the start of the sanitized text. */
  readonly excerpt?: string
  readonly coverPicture?: string
  readonly author?: string
  readonly createdAt?: Date
}

type Window = { skip: number; limit: number }

export type BlogsRepository = {
  listCategories(domainId: string | undefined, window: Window): Promise<{ rows: BlogCategoryRecord[]; total: number }>
  list(filter: { domainId?: string | undefined; categoryIds?: readonly string[] | undefined }, window: Window): Promise<{ rows: BlogRow[]; total: number }>
  findById(id: string): Promise<BlogWithContent | undefined>
  /** Inserts or replaces (same id) a blog, its HTML sanitized on the way in. Answers the stored row. */
  saveBlog(input: BlogInput): Promise<BlogRecord>
}

type Writer = Pick<Database, 'insert'>

/**
 * The one way blog HTML reaches the table (the seed passes its transaction): sanitizing here, on
 * write, means no reader can ever get unsafe markup, whoever wrote it.
 */
export async function saveBlog(db: Writer, input: BlogInput): Promise<BlogRecord> {
  const contentHtml = sanitizeBlogHtml(input.contentHtml)
  const values = {
    ...(input.id === undefined ? {} : { id: input.id }),
    blogCategoryId: input.blogCategoryId,
    title: input.title.trim(),
    contentHtml,
    excerpt: input.excerpt?.trim() || excerptOf(contentHtml),
    coverPicture: input.coverPicture ?? '',
    author: input.author ?? '',
    // A dated import (the seed) is also last changed then, so its answers do not depend on when it ran.
    ...(input.createdAt === undefined ? {} : { createdAt: input.createdAt, updatedAt: input.createdAt }),
  }
  const [row] = await db
    .insert(blogs)
    .values(values)
    .onConflictDoUpdate({
      target: blogs.id,
      set: { blogCategoryId: values.blogCategoryId, title: values.title, contentHtml, excerpt: values.excerpt, coverPicture: values.coverPicture, author: values.author, updatedAt: new Date() },
    })
    .returning()
  if (!row) throw new Error('blog upsert returned no row')
  return row
}

export function createBlogsRepository(db: Database): BlogsRepository {
  const summaryColumns = {
    id: blogs.id,
    blogCategoryId: blogs.blogCategoryId,
    title: blogs.title,
    excerpt: blogs.excerpt,
    coverPicture: blogs.coverPicture,
    author: blogs.author,
    createdAt: blogs.createdAt,
    updatedAt: blogs.updatedAt,
    category: { id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, domainId: blogCategories.domainId },
  }
  return {
    async listCategories(domainId, window) {
      const condition = domainId === undefined ? undefined : eq(blogCategories.domainId, domainId)
      const [rows, totals] = await Promise.all([
        db.select().from(blogCategories).where(condition).orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id)).offset(window.skip).limit(window.limit),
        db.select({ n: count() }).from(blogCategories).where(condition),
      ])
      return { rows, total: totals[0]?.n ?? 0 }
    },

    async list(filter, window) {
      const condition: SQL | undefined = and(
        filter.domainId === undefined ? undefined : eq(blogCategories.domainId, filter.domainId),
        filter.categoryIds === undefined ? undefined : inArray(blogs.blogCategoryId, [...filter.categoryIds]),
      )
      const [rows, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogs)
          .innerJoin(blogCategories, eq(blogCategories.id, blogs.blogCategoryId))
          .where(condition)
          .orderBy(desc(blogs.createdAt), desc(blogs.id))
          .offset(window.skip)
          .limit(window.limit),
        db.select({ n: count() }).from(blogs).innerJoin(blogCategories, eq(blogCategories.id, blogs.blogCategoryId)).where(condition),
      ])
      return { rows, total: totals[0]?.n ?? 0 }
    },

    async findById(id) {
      const [row] = await db
        .select({ ...summaryColumns, contentHtml: blogs.contentHtml })
        .from(blogs)
        .innerJoin(blogCategories, eq(blogCategories.id, blogs.blogCategoryId))
        .where(eq(blogs.id, id))
        .limit(1)
      return row
    },

    saveBlog: (input) => saveBlog(db, input),
  }
}
