import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { SignInMode } from '~/contract/api/auth'
import type { OtpRepository, StoredCode } from '~/server/db/repositories/otp-repository'
import { OTP_VALID_MINUTES, type OtpDelivery } from '~/server/delivery/otp-delivery'
import { AppError } from '~/server/errors'
import { newId } from '~/server/ids'
import type { SignInLimits } from '~/server/config'
import type { Logger } from '~/server/log'
import type { Clock } from './clock'
import { deriveKey } from './token-service'

/**
 * One-time codes: the rules of the architecture page ("Sign-in and tokens") and the README
 * ("Sign-in limits"). Limits that a deployment may change are in `SignInLimits`; these are not.
 */
export const OTP_RULES = {
  validMs: OTP_VALID_MINUTES * 60_000,
  /**
   * Wrong guesses of one client at one destination (in what they cost: one per live code tried),
   * until an hour has passed without one; a new code gives no fresh tries. Never more than half
   * the destination's cap (see clientAllowance), so one address cannot lock the owner out.
   */
  clientWrongGuesses: 5,
  clientGuessWindowMs: 60 * 60_000,
  clientSendWindowMs: 60 * 60_000,
  // As long as a code lives, so the destination's cap on sends also caps its live codes.
  destinationSendWindowMs: OTP_VALID_MINUTES * 60_000,
  destinationGuessWindowMs: 10 * 60_000,
} as const

/** A code that matched: enough to consume it later (and only it, not a replacement). */
export type CheckedCode = { readonly destination: string; readonly id: string }

/**
 * `client` is the address that asks (see `clientNetwork`): sends and wrong guesses are counted
 * per destination and client, with caps on the destination from all clients together.
 */
export type OtpService = {
  /** Creates, stores and delivers a new code; 429 inside the send limits, 502 when delivery fails. */
  send(mode: SignInMode, destination: string, client: string): Promise<void>
  /**
   * Checks a code against every live code of the destination, without using it up; 400
   * `otp_invalid` (wrong) or `otp_expired` (no live code, or the code given was used or has
   * expired); 429 while this client's wrong guesses at the destination, or the destination's from
   * everyone, are at their cap.
   */
  check(destination: string, client: string, code: string): Promise<CheckedCode>
  /** Uses a checked code up; 400 `otp_expired` when another request got there first. */
  consume(code: CheckedCode): Promise<void>
}

export type OtpServiceOptions = {
  readonly repo: OtpRepository
  readonly delivery: OtpDelivery
  readonly secret: string
  readonly now: Clock
  readonly log: Logger
  readonly limits: Pick<
    SignInLimits,
    'resendIntervalSeconds' | 'sendsPerHour' | 'destinationSendsPer5Minutes' | 'destinationWrongGuessesPer10Minutes'
  >
}

export const otpExpired = () => new AppError(400, 'otp_expired', 'The code has expired or was already used; ask for a new one', { field: 'otp' })
const otpInvalid = () => new AppError(400, 'otp_invalid', 'The code is not correct', { field: 'otp' })

/**
 * What one client may spend on wrong guesses at one destination: 5, and at most half the
 * destination's cap, so whatever one address does, the rest of the cap is left for the owner's
 * right guess from another (which costs one per live code, and the owner's and the attacker's
 * codes are two). The client's count lasts until a whole window without guesses, longer than the
 * destination's window, so all of one address's guesses in a destination window are one count.
 */
export function clientAllowance(destinationWrongGuessCap: number): number {
  return Math.max(1, Math.min(OTP_RULES.clientWrongGuesses, Math.floor(destinationWrongGuessCap / 2)))
}

const tooManyFromClient = (retryAfterMs: number) =>
  AppError.rateLimited(retryAfterMs, 'Too many wrong codes from this address for this phone or e-mail; wait before trying again')

export function createOtpService(options: OtpServiceOptions): OtpService {
  const { repo, delivery, now, log, limits } = options
  const clientMax = clientAllowance(limits.destinationWrongGuessesPer10Minutes)
  const hmacKey = deriveKey(options.secret, 'otp/v1')
  // Bound to the destination, so a stored hash says nothing about any other destination's code.
  const hash = (destination: string, code: string) =>
    createHmac('sha256', hmacKey).update(`${destination}\n${code}`).digest()
  // Logs name a destination by a keyed tag: the same destination, the same tag, and nothing more.
  const tagKey = deriveKey(options.secret, 'otp-log-tag/v1')
  const tag = (destination: string) => createHmac('sha256', tagKey).update(destination).digest('hex').slice(0, 12)

  return {
    async send(mode, destination, client) {
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
      const id = newId()
      const at = now()
      const result = await repo.recordSend({
        destination,
        client,
        id,
        codeHash: hash(destination, code).toString('hex'),
        now: at,
        expiresAt: new Date(at.getTime() + OTP_RULES.validMs),
        clientIntervalMs: limits.resendIntervalSeconds * 1000,
        clientSends: { max: limits.sendsPerHour, windowMs: OTP_RULES.clientSendWindowMs },
        destinationSends: { max: limits.destinationSendsPer5Minutes, windowMs: OTP_RULES.destinationSendWindowMs },
        clientGuessWindowMs: OTP_RULES.clientGuessWindowMs,
      })
      if (!result.ok) {
        if (result.limit === 'destination') log.warn('otp sends to one destination at their cap', { destination: tag(destination) })
        throw AppError.rateLimited(result.retryAfterMs, 'Too many codes requested; wait before asking again')
      }
      try {
        await delivery.send({ mode, destination, code })
      } catch (err) {
        await repo.invalidate(destination, id, now())
        // The gateway's error may quote the message (and so the code): log its kind only.
        log.warn('otp delivery failed', { mode, error: err instanceof Error ? err.name : 'unknown' })
        throw new AppError(502, 'delivery_failed', 'The code could not be delivered; try again later', { cause: err })
      }
    },

    async check(destination, client, code) {
      const at = now()
      const stored = await repo.codes(destination, at)
      const live = stored.filter((c) => c.live)
      if (live.length === 0) throw otpExpired()
      // Counted as wrong before the comparison and given back if right, so concurrent guesses
      // cannot all be compared before any is counted. A guess costs the destination one for each
      // live code it is compared with (the cap is at least the most codes there can be live).
      const codes = Math.min(live.length, limits.destinationWrongGuessesPer10Minutes)
      const reserved = await repo.reserveGuess({
        destination,
        client,
        codes,
        clientCost: Math.min(codes, clientMax),
        now: at,
        clientGuesses: { max: clientMax, windowMs: OTP_RULES.clientGuessWindowMs },
        destinationGuesses: { max: limits.destinationWrongGuessesPer10Minutes, windowMs: OTP_RULES.destinationGuessWindowMs },
      })
      if (!reserved.ok) {
        if (reserved.limit === 'client') throw tooManyFromClient(reserved.retryAfterMs)
        log.warn('otp wrong guesses at one destination at their cap', { destination: tag(destination) })
        throw AppError.rateLimited(reserved.retryAfterMs, 'Too many wrong codes for this phone or e-mail; wait before trying again')
      }
      const actual = hash(destination, code)
      const matches = (row: StoredCode) => {
        const expected = Buffer.from(row.codeHash, 'hex')
        return expected.length === actual.length && timingSafeEqual(expected, actual)
      }
      // Every code is compared, so the time taken does not tell which (if any) matched.
      const tried = [...live.slice(0, reserved.reservation.codes), ...stored.filter((c) => !c.live)]
      const match = tried.filter(matches)[0]
      if (!match) throw otpInvalid()
      await repo.releaseGuess(reserved.reservation)
      // A code used up or expired (and not yet pruned) is named as such: ask for a new one.
      if (!match.live) throw otpExpired()
      return { destination, id: match.id }
    },

    async consume(code) {
      if (!(await repo.consume(code.destination, code.id, now()))) throw otpExpired()
    },
  }
}
