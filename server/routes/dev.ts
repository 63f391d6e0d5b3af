import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { isOutbox, type OtpDelivery } from '../delivery/otp-delivery'
import { NO_SUCH_ENDPOINT } from '../errors'
import { isFromThisMachine } from '../http/request-info'
import type { Hub } from '../realtime/hub'
import { devOutboxRoutes } from './dev-outbox'
import { devRealtimeRoutes } from './realtime'

/**
 * /v2/dev: the demo conveniences (the code outbox, the realtime test calls). Registered only
 * outside production, and every call under it answers only this machine (see isFromThisMachine):
 * anyone else gets the same 404 as for a path that does not exist.
 */
export function devRoutes(deps: { delivery: OtpDelivery; hub?: Hub | undefined }): Hono<AppEnv> {
  const dev = new Hono<AppEnv>().use(async (c, next) => {
    if (!isFromThisMachine(c)) return c.json(NO_SUCH_ENDPOINT, 404)
    await next()
  })
  if (isOutbox(deps.delivery)) dev.route('/outbox', devOutboxRoutes(deps.delivery))
  if (deps.hub) dev.route('/realtime', devRealtimeRoutes(deps.hub))
  return dev
}
