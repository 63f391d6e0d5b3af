import { Hono } from 'hono'
import { outboxQuerySchema, type OutboxEntry } from '~/contract/api/auth'
import type { AppEnv } from '~/server/app-env'
import type { Outbox } from '~/server/delivery/otp-delivery'
import { AppError } from '~/server/errors'
import { validQuery } from '~/server/validation'

/**
 * GET /v2/dev/outbox/latest?destination=: the last code "sent" to a destination, so developers
 * and e2e tests can sign in without a phone. Registered only outside production with the outbox,
 * and answers only this machine (routes/dev.ts).
 */
export function devOutboxRoutes(outbox: Outbox): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/latest', (c) => {
    const raw = validQuery(c, outboxQuerySchema).destination.trim()
    // E-mail destinations are stored lowercased, as the sign-in calls normalise them.
    const entry = outbox.latest(raw.includes('@') ? raw.toLowerCase() : raw)
    if (!entry) throw AppError.notFound('No code was sent to this destination')
    return c.json(entry satisfies OutboxEntry, 200)
  })
}
