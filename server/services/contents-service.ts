import { contentKeySchema, type Content } from '~/contract/api/contents'
import type { ContentsRepository } from '~/server/db/repositories/contents-repository'
import { AppError } from '~/server/errors'

export type ContentsService = {
  /** The policy page for `key`; 404 `not_found` for a key that is not a known page. */
  get(key: string): Promise<Content>
}

export function createContentsService(repo: ContentsRepository): ContentsService {
  return {
    async get(key) {
      const known = contentKeySchema.safeParse(key)
      if (!known.success) throw AppError.notFound('No such content')
      const row = await repo.findByKey(known.data)
      // A known key without a row means the seed has not run: still a 404, not a crash.
      if (!row) throw AppError.notFound('No such content')
      return {
        key: known.data,
        title: row.title,
        body_html: row.bodyHtml,
        updated_at: row.updatedAt.toISOString(),
      }
    },
  }
}
