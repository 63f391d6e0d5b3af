import { and, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { otpClientCodes, otpClientGuesses, otpClientSends, otpDestinations } from '~/server/db/schema'

/** Drizzle's transaction handle; the same query API as the database. */
type Executor = Pick<Database, 'update'>

/** A stored code: enough to compare a guess with it and to consume it. */
export type StoredCode = { readonly id: string; readonly codeHash: string; readonly live: boolean }

/** A count of at most `max` in a window of `windowMs` that starts with its first hit. */
export type WindowLimit = { readonly max: number; readonly windowMs: number }

export type RecordSendInput = {
  readonly destination: string
  readonly client: string
  readonly id: string
  readonly codeHash: string
  readonly now: Date
  readonly expiresAt: Date
  /** Minimum time between two sends to the destination for this client. */
  readonly clientIntervalMs: number
  /** Sends to the destination for this client in a rolling window. */
  readonly clientSends: WindowLimit
  /** Sends to the destination for all clients together in a rolling window. */
  readonly destinationSends: WindowLimit
  /** The window of a client's wrong guesses: counts whose latest guess is older than it are pruned. */
  readonly clientGuessWindowMs: number
}

export type RecordSendResult = { ok: true } | { ok: false; limit: 'client' | 'destination'; retryAfterMs: number }

export type ReserveGuessInput = {
  readonly destination: string
  readonly client: string
  /** What the guess costs the destination: one for each live code it will be compared with. */
  readonly codes: number
  /** What it costs the client (the same, but never more than the client's whole allowance). */
  readonly clientCost: number
  readonly now: Date
  /**
   * The client's wrong guesses at the destination, counted in what they cost: at most `max`, until
   * `windowMs` after the latest of them (not after the first, so a client's count never restarts
   * inside a destination window that already holds its guesses).
   */
  readonly clientGuesses: WindowLimit
  readonly destinationGuesses: WindowLimit
}

/** Taken before a guess is compared; given back if the guess was right. */
export type GuessReservation = {
  readonly destination: string
  readonly client: string
  readonly codes: number
  readonly clientCost: number
  readonly clientWindowStart: Date
  readonly destinationWindowStart: Date
}

export type ReserveGuessResult =
  | { ok: true; reservation: GuessReservation }
  | { ok: false; limit: 'client' | 'destination'; retryAfterMs: number }

export type OtpRepository = {
  /**
   * The destination's codes (one per client at most): live ones (unexpired, unused) and dead ones
   * not yet pruned, which the next send to the destination removes.
   */
  codes(destination: string, now: Date): Promise<StoredCode[]>
  /**
   * Stores a new code for the destination and client, replacing that client's previous one,
   * unless a send limit is reached. A new code does not give the client fresh tries: its wrong
   * guesses at the destination are counted whichever code is live, so one address cannot fill the
   * destination's cap by asking for codes in between. The limits live here (not in process
   * memory) so they hold across instances.
   */
  recordSend(input: RecordSendInput): Promise<RecordSendResult>
  /**
   * Counts a guess as wrong before it is compared, in the client's and the destination's counts,
   * or refuses it when either is full. Each count is one conditional statement, so however many
   * guesses race (on any number of connections), no more than the limit are let through.
   */
  reserveGuess(input: ReserveGuessInput): Promise<ReserveGuessResult>
  /** The guess was right: takes it off both counts again (unless their window has moved on). */
  releaseGuess(reservation: GuessReservation): Promise<void>
  /** Uses the code up: true for exactly one caller, however many race. */
  consume(destination: string, id: string, now: Date): Promise<boolean>
  /** Makes the code unusable (after a failed delivery). */
  invalidate(destination: string, id: string, now: Date): Promise<void>
}

// Times go to PostgreSQL as ISO strings with an explicit type: the service's clock, not `now()`.
const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`

/**
 * The one consuming statement, shared with registration (which runs it inside its own
 * transaction with the user insert). A single `UPDATE … WHERE consumed_at IS NULL … RETURNING`
 * is atomic in PostgreSQL: of any number of concurrent callers, one gets the row.
 */
export async function consumeOtp(db: Executor, code: { destination: string; id: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(otpClientCodes)
    .set({ consumedAt: code.now })
    .where(
      and(
        eq(otpClientCodes.destination, code.destination),
        eq(otpClientCodes.id, code.id),
        isNull(otpClientCodes.consumedAt),
        gt(otpClientCodes.expiresAt, code.now),
      ),
    )
    .returning({ id: otpClientCodes.id })
  return rows.length === 1
}

/**
 * How long until fewer than `limit` of `times` fall in a rolling window of `windowMs` ending
 * then: 0 when that is already so, else until the `limit`-th newest leaves the window.
 */
function waitUntilUnder(times: readonly Date[], limit: number, windowMs: number, now: Date): number {
  const inWindow = times.map((t) => t.getTime()).filter((t) => t > now.getTime() - windowMs)
  if (inWindow.length < limit) return 0
  inWindow.sort((a, b) => b - a)
  return (inWindow[limit - 1] ?? now.getTime()) + windowMs - now.getTime()
}

export function createOtpRepository(db: Database): OtpRepository {
  async function releaseGuess(r: GuessReservation) {
    await db
      .update(otpClientGuesses)
      .set({ wrong: sql`greatest(${otpClientGuesses.wrong} - ${r.clientCost}, 0)` })
      .where(
        and(
          eq(otpClientGuesses.destination, r.destination),
          eq(otpClientGuesses.client, r.client),
          eq(otpClientGuesses.windowStart, r.clientWindowStart),
          gt(otpClientGuesses.wrong, 0),
        ),
      )
    if (r.codes === 0) return
    await db
      .update(otpDestinations)
      .set({ wrongGuesses: sql`${otpDestinations.wrongGuesses} - ${r.codes}` })
      .where(
        and(
          eq(otpDestinations.destination, r.destination),
          eq(otpDestinations.guessWindowStart, r.destinationWindowStart),
          sql`${otpDestinations.wrongGuesses} >= ${r.codes}`,
        ),
      )
  }

  return {
    async codes(destination, now) {
      const rows = await db
        .select({ id: otpClientCodes.id, codeHash: otpClientCodes.codeHash, expiresAt: otpClientCodes.expiresAt, consumedAt: otpClientCodes.consumedAt })
        .from(otpClientCodes)
        .where(eq(otpClientCodes.destination, destination))
      return rows.map((r) => ({ id: r.id, codeHash: r.codeHash, live: r.consumedAt === null && r.expiresAt.getTime() > now.getTime() }))
    },

    recordSend(input) {
      const { destination, client, now } = input
      const before = (ms: number) => new Date(now.getTime() - ms)
      return db.transaction(async (tx): Promise<RecordSendResult> => {
        // Every send to this destination waits here until the one before it has committed, so
        // the counts below are exact on PostgreSQL with a pool of connections, and across instances.
        await tx.insert(otpDestinations).values({ destination }).onConflictDoNothing()
        await tx.select({ destination: otpDestinations.destination }).from(otpDestinations).where(eq(otpDestinations.destination, destination)).for('update')

        const longestWindowMs = Math.max(input.clientIntervalMs, input.clientSends.windowMs, input.destinationSends.windowMs)
        await tx.delete(otpClientSends).where(and(eq(otpClientSends.destination, destination), lte(otpClientSends.sentAt, before(longestWindowMs))))
        const sends = await tx
          .select({ client: otpClientSends.client, sentAt: otpClientSends.sentAt })
          .from(otpClientSends)
          .where(eq(otpClientSends.destination, destination))
        const mine = sends.filter((s) => s.client === client).map((s) => s.sentAt)
        const clientWait = Math.max(
          waitUntilUnder(mine, 1, input.clientIntervalMs, now),
          waitUntilUnder(mine, input.clientSends.max, input.clientSends.windowMs, now),
        )
        const destinationWait = waitUntilUnder(sends.map((s) => s.sentAt), input.destinationSends.max, input.destinationSends.windowMs, now)
        if (clientWait > 0 || destinationWait > 0) {
          return { ok: false, limit: clientWait >= destinationWait ? 'client' : 'destination', retryAfterMs: Math.max(clientWait, destinationWait) }
        }

        // Dead codes of the destination go; this client's own row is replaced by the new code.
        await tx
          .delete(otpClientCodes)
          .where(and(eq(otpClientCodes.destination, destination), or(lte(otpClientCodes.expiresAt, now), isNotNull(otpClientCodes.consumedAt))))
        const fresh = { id: input.id, codeHash: input.codeHash, sentAt: now, expiresAt: input.expiresAt, consumedAt: null }
        await tx
          .insert(otpClientCodes)
          .values({ destination, client, ...fresh })
          .onConflictDoUpdate({ target: [otpClientCodes.destination, otpClientCodes.client], set: fresh })
        await tx.insert(otpClientSends).values({ destination, client, sentAt: now })
        // Every client keeps its count of wrong guesses, this one too (a new code is no new
        // tries: see the type); only counts whose window is over go.
        await tx
          .delete(otpClientGuesses)
          .where(and(eq(otpClientGuesses.destination, destination), lte(otpClientGuesses.windowStart, before(input.clientGuessWindowMs))))
        return { ok: true }
      })
    },

    async reserveGuess(input) {
      const { destination, client, now, codes, clientCost } = input
      // Both statements: INSERT … ON CONFLICT DO UPDATE … WHERE the count has room (or its window
      // is over, when it starts again at this guess) … RETURNING. No row back: the count was full.
      // The client's `window_start` is its latest counted guess: the window runs on from there.
      const clientWindowOver = sql`${otpClientGuesses.windowStart} <= ${at(new Date(now.getTime() - input.clientGuesses.windowMs))}`
      const [mine] = await db
        .insert(otpClientGuesses)
        .values({ destination, client, windowStart: now, wrong: clientCost })
        .onConflictDoUpdate({
          target: [otpClientGuesses.destination, otpClientGuesses.client],
          set: {
            wrong: sql`case when ${clientWindowOver} then ${clientCost} else ${otpClientGuesses.wrong} + ${clientCost} end`,
            windowStart: at(now),
          },
          setWhere: sql`${clientWindowOver} or ${otpClientGuesses.wrong} + ${clientCost} <= ${input.clientGuesses.max}`,
        })
        .returning({ windowStart: otpClientGuesses.windowStart })
      if (!mine) {
        const [row] = await db
          .select({ windowStart: otpClientGuesses.windowStart })
          .from(otpClientGuesses)
          .where(and(eq(otpClientGuesses.destination, destination), eq(otpClientGuesses.client, client)))
        const latest = row?.windowStart.getTime() ?? now.getTime()
        return { ok: false, limit: 'client', retryAfterMs: Math.max(1_000, latest + input.clientGuesses.windowMs - now.getTime()) }
      }

      const windowOver = sql`(${otpDestinations.guessWindowStart} is null or ${otpDestinations.guessWindowStart} <= ${at(new Date(now.getTime() - input.destinationGuesses.windowMs))})`
      const [all] = await db
        .insert(otpDestinations)
        .values({ destination, guessWindowStart: now, wrongGuesses: codes })
        .onConflictDoUpdate({
          target: otpDestinations.destination,
          set: {
            wrongGuesses: sql`case when ${windowOver} then ${codes} else ${otpDestinations.wrongGuesses} + ${codes} end`,
            guessWindowStart: sql`case when ${windowOver} then ${at(now)} else ${otpDestinations.guessWindowStart} end`,
          },
          setWhere: sql`${windowOver} or ${otpDestinations.wrongGuesses} + ${codes} <= ${input.destinationGuesses.max}`,
        })
        .returning({ windowStart: otpDestinations.guessWindowStart })
      const reservation = { destination, client, codes, clientCost, clientWindowStart: mine.windowStart, destinationWindowStart: all?.windowStart ?? now }
      if (all?.windowStart) return { ok: true, reservation }

      // Refused by the destination's count: the client's own try is given back.
      await releaseGuess({ ...reservation, codes: 0 })
      const [row] = await db
        .select({ windowStart: otpDestinations.guessWindowStart })
        .from(otpDestinations)
        .where(eq(otpDestinations.destination, destination))
      const start = row?.windowStart?.getTime() ?? now.getTime()
      return { ok: false, limit: 'destination', retryAfterMs: start + input.destinationGuesses.windowMs - now.getTime() }
    },

    releaseGuess,

    consume: (destination, id, now) => consumeOtp(db, { destination, id, now }),

    async invalidate(destination, id, now) {
      await db
        .update(otpClientCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpClientCodes.destination, destination), eq(otpClientCodes.id, id), isNull(otpClientCodes.consumedAt)))
    },
  }
}
