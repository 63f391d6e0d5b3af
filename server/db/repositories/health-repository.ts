import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client'

export type HealthRepository = {
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>
}

export function createHealthRepository(db: Database): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`select 1`)
    },
  }
}
