import { eq } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { contents } from '~/server/db/schema'

export type ContentRecord = {
  key: string
  title: string
  bodyHtml: string
  updatedAt: Date
}

export type ContentsRepository = {
  findByKey(key: string): Promise<ContentRecord | undefined>
}

export function createContentsRepository(db: Database): ContentsRepository {
  return {
    async findByKey(key) {
      const [row] = await db.select().from(contents).where(eq(contents.key, key)).limit(1)
      return row
    },
  }
}
