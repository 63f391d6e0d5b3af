import { eq } from 'drizzle-orm'
import type { Database } from '../client'
import { providers } from '../schema'

export type ProviderRecord = typeof providers.$inferSelect

export type ProvidersRepository = {
  findByUserId(userId: string): Promise<ProviderRecord | undefined>
}

export function createProvidersRepository(db: Database): ProvidersRepository {
  return {
    async findByUserId(userId) {
      const [row] = await db.select().from(providers).where(eq(providers.userId, userId)).limit(1)
      return row
    },
  }
}
