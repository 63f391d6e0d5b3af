import type { Config } from './config'
import type { Database } from './db/client'
import type { OtpDelivery } from './delivery/otp-delivery'
import type { Logger } from './log'
import type { PushEndpointRule } from './push/push-endpoints'
import type { PushQueue } from './push/push-queue'
import type { RateLimiter } from './rate-limit/rate-limiter'
import type { Clock, Timers } from './services/clock'

/**
 * What the one service graph is built from: configuration, the database and the infrastructure.
 * backend.ts assembles it once; services/services.ts builds every service from it, and app.ts and
 * the route modules read the few things a request needs (the clock, proxy and origin settings).
 * A type of its own, so route modules need not import app.ts, which imports them.
 */
export type Deps = {
  /** With the auth secret resolved (auth-secret.ts): tokens and codes are keyed on it. */
  readonly config: Config & { readonly authSecret: string }
  readonly log: Logger
  readonly db: Database
  readonly now: Clock
  /** Where waits of a set length run (real timers, or a test's own). */
  readonly timers: Timers
  /** Where one-time codes go (the outbox in development and tests). */
  readonly delivery: OtpDelivery
  /** Per-IP limits: in process memory, or Redis across instances. */
  readonly rateLimiter: RateLimiter
  /** Where web pushes are queued, the VAPID public key browsers subscribe with, and which endpoints a subscription may name. */
  readonly push: { readonly queue: PushQueue; readonly vapidPublicKey: string; readonly endpoints: PushEndpointRule }
}
