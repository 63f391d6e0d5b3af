import { Hono } from 'hono'
import type { AppEnv } from '~/server/app-env'
import { isOutbox, type OtpDelivery } from '~/server/delivery/otp-delivery'
import { NO_SUCH_ENDPOINT } from '~/server/errors'
import { isFromThisMachine } from '~/server/http/request-info'
import { extensionPaymentParamsSchema, extensionPaymentSchema, type Extension } from '~/contract/api/extension'
import type { Hub } from '~/server/realtime/hub'
import type { ExtensionService } from '~/server/services/extension-service'
import { validJson, validParams } from '~/server/validation'
import { devOutboxRoutes } from './dev-outbox'
import { devRealtimeRoutes } from './realtime'

/**
 * /v2/dev: the demo conveniences (the code outbox, the realtime test calls, the app's payment of
 * more time). Registered only
 * outside production, and every call under it answers only this machine (see isFromThisMachine):
 * anyone else gets the same 404 as for a path that does not exist.
 */
export function devRoutes(deps: { delivery: OtpDelivery; hub: Hub; extensions: ExtensionService }): Hono<AppEnv> {
  const dev = new Hono<AppEnv>().use(async (c, next) => {
    if (!isFromThisMachine(c)) return c.json(NO_SUCH_ENDPOINT, 404)
    await next()
  })
  if (isOutbox(deps.delivery)) dev.route('/outbox', devOutboxRoutes(deps.delivery))
  dev.route('/realtime', devRealtimeRoutes(deps.hub))
  // What the mobile app's payment service calls once the learner has paid for more time (body
  // { via: 'top_up' | 'pay_now' }); the demo has no app, so this machine stands in for it.
  dev.post('/payments/extensions/:eid', async (c) => {
    const { eid } = validParams(c, extensionPaymentParamsSchema)
    const { via } = await validJson(c, extensionPaymentSchema)
    return c.json((await deps.extensions.paid(eid, via)) satisfies Extension, 200)
  })
  return dev
}
