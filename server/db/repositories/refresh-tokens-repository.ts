import { and, eq, isNull, lte } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { refreshTokenFamilies, refreshTokens } from '~/server/db/schema'

export type RefreshFamily = typeof refreshTokenFamilies.$inferSelect

export type RotateResult =
  | { status: 'rotated'; family: RefreshFamily }
  /** No such token (never issued, or its family was pruned). */
  | { status: 'unknown' }
  /** The token had already been rotated: a replay. Its whole family is now revoked. */
  | { status: 'replayed'; family: RefreshFamily }
  | { status: 'revoked' | 'expired'; family: RefreshFamily }

export type RefreshTokensRepository = {
  /** A new family (one sign-in) with its first token; also prunes the user's expired families. */
  createFamily(input: { userId: string; tokenHash: string; now: Date; expiresAt: Date }): Promise<RefreshFamily>
  findFamilyByToken(tokenHash: string): Promise<RefreshFamily | undefined>
  /**
   * Marks `tokenHash` used and adds `nextTokenHash` to the same family, if the family is still live.
   * A token already used within `reuseGraceMs` is exchanged again (a second tab renewing at the
   * same moment); used any earlier, it is a replay and revokes the family.
   */
  rotate(input: { tokenHash: string; nextTokenHash: string; now: Date; reuseGraceMs: number }): Promise<RotateResult>
  /** Revokes the token's family; answers it (undefined for an unknown token). */
  revokeFamilyOf(tokenHash: string, now: Date): Promise<RefreshFamily | undefined>
  /**
   * Whether the family is a live session of the user: it exists (expired ones are pruned), is
   * theirs, is not revoked and has not expired. One read by primary key, on every authenticated
   * call: no cache, so a sign-out on any instance counts on every instance at once.
   */
  isLiveSession(familyId: string, userId: string, now: Date): Promise<boolean>
}

export function createRefreshTokensRepository(db: Database): RefreshTokensRepository {
  return {
    createFamily({ userId, tokenHash, now, expiresAt }) {
      return db.transaction(async (tx) => {
        await tx
          .delete(refreshTokenFamilies)
          .where(and(eq(refreshTokenFamilies.userId, userId), lte(refreshTokenFamilies.expiresAt, now)))
        const [family] = await tx
          .insert(refreshTokenFamilies)
          .values({ userId, createdAt: now, expiresAt })
          .returning()
        if (!family) throw new Error('insert returned no row')
        await tx.insert(refreshTokens).values({ tokenHash, familyId: family.id, createdAt: now })
        return family
      })
    },

    async findFamilyByToken(tokenHash) {
      const [row] = await db
        .select({ family: refreshTokenFamilies })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokens.familyId, refreshTokenFamilies.id))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1)
      return row?.family
    },

    rotate({ tokenHash, nextTokenHash, now, reuseGraceMs }) {
      return db.transaction(async (tx): Promise<RotateResult> => {
        // Atomic: of two requests presenting the same token, only one marks it.
        const [marked] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
          .returning({ familyId: refreshTokens.familyId })
        let familyId = marked?.familyId
        if (!familyId) {
          const [used] = await tx
            .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, tokenHash))
          if (!used) return { status: 'unknown' }
          const inGrace = used.rotatedAt !== null && now.getTime() - used.rotatedAt.getTime() <= reuseGraceMs
          if (!inGrace) {
            // Someone holds a token that was already exchanged: the thief or the owner, we cannot
            // tell which, so neither keeps the session.
            const [family] = await tx
              .update(refreshTokenFamilies)
              .set({ revokedAt: now })
              .where(eq(refreshTokenFamilies.id, used.familyId))
              .returning()
            if (!family) return { status: 'unknown' }
            return { status: 'replayed', family }
          }
          familyId = used.familyId
        }
        const [family] = await tx
          .select()
          .from(refreshTokenFamilies)
          .where(eq(refreshTokenFamilies.id, familyId))
        if (!family) return { status: 'unknown' }
        if (family.revokedAt) return { status: 'revoked', family }
        if (family.expiresAt.getTime() <= now.getTime()) return { status: 'expired', family }
        await tx.insert(refreshTokens).values({ tokenHash: nextTokenHash, familyId: family.id, createdAt: now })
        return { status: 'rotated', family }
      })
    },

    async isLiveSession(familyId, userId, now) {
      const [row] = await db
        .select({ userId: refreshTokenFamilies.userId, revokedAt: refreshTokenFamilies.revokedAt, expiresAt: refreshTokenFamilies.expiresAt })
        .from(refreshTokenFamilies)
        .where(eq(refreshTokenFamilies.id, familyId))
      return row !== undefined && row.userId === userId && row.revokedAt === null && row.expiresAt.getTime() > now.getTime()
    },

    async revokeFamilyOf(tokenHash, now) {
      const family = await this.findFamilyByToken(tokenHash)
      if (!family) return undefined
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokenFamilies.id, family.id), isNull(refreshTokenFamilies.revokedAt)))
      return family
    },
  }
}
