import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { providerDocuments, providers, users } from '~/server/db/schema'

export type ProviderRecord = typeof providers.$inferSelect
export type ProviderDocumentRecord = typeof providerDocuments.$inferSelect
export type ProviderStatusValue = ProviderRecord['verifyStatus']

export type DraftFields = Partial<Pick<ProviderRecord, 'displayName' | 'about' | 'education' | 'subjects' | 'experience' | 'lastStep'>>

export type ProviderWithUser = ProviderRecord & { username: string }

export type ProvidersRepository = {
  findByUserId(userId: string): Promise<ProviderRecord | undefined>
  findById(id: string): Promise<ProviderWithUser | undefined>
  /** The user's provider record, created as a draft when they have none. */
  ensure(userId: string): Promise<ProviderRecord>
  saveDraft(id: string, fields: DraftFields): Promise<ProviderRecord>
  /**
   * Moves the status from one of `from` to `to` with the other fields, in one statement, so two
   * reviewers (or a reviewer and a resubmission) cannot both win. Answers the row, or undefined
   * when the status was not one of `from`.
   */
  transition(id: string, from: readonly ProviderStatusValue[], to: ProviderStatusValue, fields: Partial<ProviderRecord>): Promise<ProviderRecord | undefined>
  /** Approval also gives the user their provider id, in the same transaction. */
  approve(id: string, reviewerId: string, at: Date): Promise<ProviderRecord | undefined>
  list(status: ProviderStatusValue, window: { skip: number; limit: number }): Promise<{ rows: ProviderWithUser[]; total: number }>
  countByStatus(): Promise<Record<ProviderStatusValue, number>>

  documents(providerId: string): Promise<ProviderDocumentRecord[]>
  /** Inserts the document and deletes the rows `replacing` names, in one transaction. */
  addDocument(input: Omit<typeof providerDocuments.$inferInsert, 'createdAt'> & { id: string }, replacing?: readonly string[]): Promise<ProviderDocumentRecord>
  findDocument(id: string): Promise<ProviderDocumentRecord | undefined>
  removeDocument(id: string): Promise<void>

  setSchedule(id: string, weekHours: number[]): Promise<void>
}

export function createProvidersRepository(db: Database): ProvidersRepository {
  const withUser = () =>
    db
      .select({ provider: providers, username: users.username })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))

  // Asked on every signed-in page: its SQL is built once.
  const byUserId = db.select().from(providers).where(eq(providers.userId, sql.placeholder('userId'))).limit(1).prepare('providers_by_user_id')

  return {
    async findByUserId(userId) {
      const [row] = await byUserId.execute({ userId })
      return row
    },

    async findById(id) {
      const [row] = await withUser().where(eq(providers.id, id)).limit(1)
      return row && { ...row.provider, username: row.username }
    },

    async ensure(userId) {
      await db.insert(providers).values({ userId }).onConflictDoNothing({ target: providers.userId })
      const [row] = await db.select().from(providers).where(eq(providers.userId, userId)).limit(1)
      if (!row) throw new Error('provider record vanished')
      return row
    },

    async saveDraft(id, fields) {
      // An UPDATE needs at least one column (Drizzle throws "No values to set"): nothing to set reads the row.
      const [row] =
        Object.keys(fields).length === 0
          ? await db.select().from(providers).where(eq(providers.id, id)).limit(1)
          : await db.update(providers).set(fields).where(eq(providers.id, id)).returning()
      if (!row) throw new Error('provider record vanished')
      return row
    },

    async transition(id, from, to, fields) {
      const [row] = await db
        .update(providers)
        .set({ ...fields, verifyStatus: to })
        .where(and(eq(providers.id, id), inArray(providers.verifyStatus, [...from])))
        .returning()
      return row
    },

    async approve(id, reviewerId, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(providers)
          .set({ verifyStatus: 'approved', reviewedAt: at, reviewedBy: reviewerId, rejectionReason: null })
          .where(and(eq(providers.id, id), eq(providers.verifyStatus, 'submitted')))
          .returning()
        if (row) await tx.update(users).set({ providerId: row.id }).where(eq(users.id, row.userId))
        return row
      })
    },

    async list(status, window) {
      const where = eq(providers.verifyStatus, status)
      const [rows, [total]] = await Promise.all([
        withUser()
          .where(where)
          .orderBy(status === 'submitted' ? asc(providers.submittedAt) : desc(providers.updatedAt), asc(providers.id))
          .offset(window.skip)
          .limit(window.limit),
        db.select({ n: count() }).from(providers).where(where),
      ])
      return { rows: rows.map((r) => ({ ...r.provider, username: r.username })), total: total?.n ?? 0 }
    },

    async countByStatus() {
      const rows = await db.select({ status: providers.verifyStatus, n: count() }).from(providers).groupBy(providers.verifyStatus)
      const counts = { draft: 0, submitted: 0, approved: 0, rejected: 0 }
      for (const r of rows) counts[r.status] = r.n
      return counts
    },

    documents: (providerId) =>
      db.select().from(providerDocuments).where(eq(providerDocuments.providerId, providerId)).orderBy(asc(providerDocuments.createdAt), asc(providerDocuments.id)),

    async addDocument(input, replacing = []) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(providerDocuments).values(input).returning()
        if (!row) throw new Error('insert returned no row')
        if (replacing.length > 0) await tx.delete(providerDocuments).where(inArray(providerDocuments.id, [...replacing]))
        return row
      })
    },

    async findDocument(id) {
      const [row] = await db.select().from(providerDocuments).where(eq(providerDocuments.id, id)).limit(1)
      return row
    },

    async removeDocument(id) {
      await db.delete(providerDocuments).where(eq(providerDocuments.id, id))
    },

    async setSchedule(id, weekHours) {
      await db.update(providers).set({ schedule: weekHours }).where(eq(providers.id, id))
    },
  }
}
