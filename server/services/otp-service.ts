import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { SignInMode } from '../../contract/api/auth'
import type { OtpRepository } from '../db/repositories/otp-repository'
import { OTP_VALID_MINUTES, type OtpDelivery } from '../delivery/otp-delivery'
import { AppError } from '../errors'
import { newId } from '../ids'
import type { SignInLimits } from '../config'
import type { Logger } from '../log'
import type { Clock } from './clock'
import { deriveKey } from './token-service'

/** One-time codes: the rules of the architecture page ("Sign-in and tokens"). */
export const OTP_RULES = {
  validMs: OTP_VALID_MINUTES * 60_000,
  maxFailures: 5,
  sendWindowMs: 60 * 60_000,
} as const

/** A code that matched: enough to consume it later (and only it, not a replacement). */
export type CheckedCode = { readonly destination: string; readonly id: string }

export type OtpService = {
  /** Creates, stores and delivers a new code; 429 inside the send limits, 502 when delivery fails. */
  send(mode: SignInMode, destination: string): Promise<void>
  /** Checks a code without using it up; 400 `otp_invalid` (wrong) or `otp_expired` (unusable). */
  check(destination: string, code: string): Promise<CheckedCode>
  /** Uses a checked code up; 400 `otp_expired` when another request got there first. */
  consume(code: CheckedCode): Promise<void>
}

export type OtpServiceOptions = {
  readonly repo: OtpRepository
  readonly delivery: OtpDelivery
  readonly secret: string
  readonly now: Clock
  readonly log: Logger
  /** Resend interval and sends per hour (configuration; the architecture page's values by default). */
  readonly limits: Pick<SignInLimits, 'resendIntervalSeconds' | 'sendsPerHour'>
}

export const otpExpired = () => new AppError(400, 'otp_expired', 'The code has expired or was already used; ask for a new one', { field: 'otp' })
const otpInvalid = () => new AppError(400, 'otp_invalid', 'The code is not correct', { field: 'otp' })

export function createOtpService(options: OtpServiceOptions): OtpService {
  const { repo, delivery, now, log } = options
  const hmacKey = deriveKey(options.secret, 'otp/v1')
  // Bound to the destination, so a stored hash says nothing about any other destination's code.
  const hash = (destination: string, code: string) =>
    createHmac('sha256', hmacKey).update(`${destination}\n${code}`).digest()

  return {
    async send(mode, destination) {
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
      const id = newId()
      const at = now()
      const result = await repo.recordSend({
        destination,
        id,
        codeHash: hash(destination, code).toString('hex'),
        now: at,
        expiresAt: new Date(at.getTime() + OTP_RULES.validMs),
        minIntervalMs: options.limits.resendIntervalSeconds * 1000,
        windowMs: OTP_RULES.sendWindowMs,
        maxSendsPerWindow: options.limits.sendsPerHour,
      })
      if (!result.ok) throw AppError.rateLimited(result.retryAfterMs, 'Too many codes requested; wait before asking again')
      try {
        await delivery.send({ mode, destination, code })
      } catch (err) {
        await repo.invalidate(destination, id, now())
        // The gateway's error may quote the message (and so the code): log its kind only.
        log.warn('otp delivery failed', { mode, error: err instanceof Error ? err.name : 'unknown' })
        throw new AppError(502, 'delivery_failed', 'The code could not be delivered; try again later', { cause: err })
      }
    },

    async check(destination, code) {
      const row = await repo.find(destination)
      const at = now()
      if (
        !row ||
        row.consumedAt !== null ||
        row.expiresAt.getTime() <= at.getTime() ||
        row.failedAttempts >= OTP_RULES.maxFailures
      ) {
        throw otpExpired()
      }
      const expected = Buffer.from(row.codeHash, 'hex')
      const actual = hash(destination, code)
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await repo.countFailure(destination, row.id)
        throw otpInvalid()
      }
      return { destination, id: row.id }
    },

    async consume(code) {
      if (!(await repo.consume(code.destination, code.id, now(), OTP_RULES.maxFailures))) throw otpExpired()
    },
  }
}
