import type { Blog, BlogCategoryPage, BlogPage, BlogSummary } from '~/contract/api/blogs'
import type { BlogInput, BlogRow, BlogsRepository } from '~/server/db/repositories/blogs-repository'
import { AppError } from '~/server/errors'
import type { CategoryService } from './category-service'

type Window = { skip: number; limit: number }

export type BlogService = {
  /** 404 when `domainId` is given and unknown. */
  categories(domainId: string | undefined, window: Window): Promise<BlogCategoryPage>
  list(filter: { domainId?: string | undefined; categoryIds?: readonly string[] | undefined }, window: Window): Promise<BlogPage>
  get(id: string): Promise<Blog>
  /** For the seed and a later admin editor: the HTML is sanitized before it is stored. */
  save(input: BlogInput): Promise<Blog>
}

function toSummary(row: BlogRow): BlogSummary {
  return {
    _id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    cover_picture: row.coverPicture,
    author: row.author,
    blog_category: { _id: row.category.id, name: row.category.name, slug: row.category.slug },
    domain_id: row.category.domainId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function createBlogService(repo: BlogsRepository, categories: CategoryService): BlogService {
  const get = async (id: string): Promise<Blog> => {
    const row = await repo.findById(id)
    if (!row) throw AppError.notFound('No such blog')
    return { ...toSummary(row), content_html: row.contentHtml }
  }
  return {
    async categories(domainId, window) {
      if (domainId !== undefined) await categories.requireExists(domainId, 'No such domain')
      const { rows, total } = await repo.listCategories(domainId, window)
      return {
        items: rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug, description: r.description, domain_id: r.domainId })),
        total,
        skip: window.skip,
        limit: window.limit,
      }
    },
    async list(filter, window) {
      if (filter.domainId !== undefined) await categories.requireExists(filter.domainId, 'No such domain')
      const { rows, total } = await repo.list(filter, window)
      return { items: rows.map(toSummary), total, skip: window.skip, limit: window.limit }
    },
    get,
    async save(input) {
      const saved = await repo.saveBlog(input)
      return get(saved.id)
    },
  }
}
