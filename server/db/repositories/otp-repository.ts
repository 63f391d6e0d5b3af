import { and, count, eq, gt, isNull, lte, min, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { otpCodes, otpSends } from '../schema'

export type OtpCodeRecord = typeof otpCodes.$inferSelect

/** Drizzle's transaction handle; the same query API as the database. */
type Executor = Pick<Database, 'update'>

export type RecordSendInput = {
  readonly destination: string
  readonly id: string
  readonly codeHash: string
  readonly now: Date
  readonly expiresAt: Date
  /** Minimum time since the previous send to this destination. */
  readonly minIntervalMs: number
  readonly windowMs: number
  readonly maxSendsPerWindow: number
}

export type RecordSendResult = { ok: true } | { ok: false; retryAfterMs: number }

export type OtpRepository = {
  find(destination: string): Promise<OtpCodeRecord | undefined>
  /**
   * Stores a new code for the destination, replacing the previous one, unless a send limit is
   * reached. Both limits live here (not in process memory) so they hold across instances.
   */
  recordSend(input: RecordSendInput): Promise<RecordSendResult>
  /** Counts a wrong try on this code; answers the new count (undefined if the code was replaced). */
  countFailure(destination: string, id: string): Promise<number | undefined>
  /** Uses the code up: true for exactly one caller, however many race. */
  consume(destination: string, id: string, now: Date, maxFailures: number): Promise<boolean>
  /** Makes the code unusable (after a failed delivery). */
  invalidate(destination: string, id: string, now: Date): Promise<void>
}

/**
 * The one consuming statement, shared with registration (which runs it inside its own
 * transaction with the user insert). A single `UPDATE … WHERE consumed_at IS NULL … RETURNING`
 * is atomic in PostgreSQL: of any number of concurrent callers, one gets the row.
 */
export async function consumeOtp(
  db: Executor,
  code: { destination: string; id: string; now: Date; maxFailures: number },
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: code.now })
    .where(
      and(
        eq(otpCodes.destination, code.destination),
        eq(otpCodes.id, code.id),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, code.now),
        sql`${otpCodes.failedAttempts} < ${code.maxFailures}`,
      ),
    )
    .returning({ id: otpCodes.id })
  return rows.length === 1
}

export function createOtpRepository(db: Database): OtpRepository {
  return {
    async find(destination) {
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.destination, destination)).limit(1)
      return row
    },

    recordSend(input) {
      const { destination, now } = input
      const windowStart = new Date(now.getTime() - input.windowMs)
      return db.transaction(async (tx): Promise<RecordSendResult> => {
        await tx.delete(otpSends).where(and(eq(otpSends.destination, destination), lte(otpSends.sentAt, windowStart)))
        const [recent] = await tx
          .select({ n: count(), oldest: min(otpSends.sentAt) })
          .from(otpSends)
          .where(and(eq(otpSends.destination, destination), gt(otpSends.sentAt, windowStart)))
        if (recent && recent.n >= input.maxSendsPerWindow && recent.oldest) {
          return { ok: false, retryAfterMs: recent.oldest.getTime() + input.windowMs - now.getTime() }
        }
        // The interval check is part of the upsert itself, so two instances sending at the same
        // moment cannot both pass it: the second waits for the first's row lock, then fails the WHERE.
        const intervalStart = new Date(now.getTime() - input.minIntervalMs)
        // A new code replaces the destination's previous one, whatever state it was in.
        const fresh = { id: input.id, codeHash: input.codeHash, sentAt: now, expiresAt: input.expiresAt, failedAttempts: 0, consumedAt: null }
        const stored = await tx
          .insert(otpCodes)
          .values({ destination, ...fresh })
          .onConflictDoUpdate({
            target: otpCodes.destination,
            set: fresh,
            setWhere: lte(otpCodes.sentAt, intervalStart),
          })
          .returning({ id: otpCodes.id })
        if (stored.length === 0) {
          const [previous] = await tx
            .select({ sentAt: otpCodes.sentAt })
            .from(otpCodes)
            .where(eq(otpCodes.destination, destination))
          const lastSent = previous?.sentAt.getTime() ?? now.getTime()
          return { ok: false, retryAfterMs: lastSent + input.minIntervalMs - now.getTime() }
        }
        await tx.insert(otpSends).values({ destination, sentAt: now })
        return { ok: true }
      })
    },

    async countFailure(destination, id) {
      const [row] = await db
        .update(otpCodes)
        .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
        .where(and(eq(otpCodes.destination, destination), eq(otpCodes.id, id)))
        .returning({ failedAttempts: otpCodes.failedAttempts })
      return row?.failedAttempts
    },

    consume: (destination, id, now, maxFailures) => consumeOtp(db, { destination, id, now, maxFailures }),

    async invalidate(destination, id, now) {
      await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.destination, destination), eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    },
  }
}
