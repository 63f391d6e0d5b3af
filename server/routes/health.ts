import { Hono } from 'hono'
import type { Health } from '~/contract/api/health'
import type { AppEnv } from '~/server/app-env'
import type { Services } from '~/server/services/services'

/** GET /healthz: for load balancers and orchestrators; 503 while the database does not answer. */
export function healthRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('cache-control', 'no-store')
    if (await services.health.isHealthy()) return c.json({ status: 'ok' } satisfies Health, 200)
    return c.json(
      { status: 'unavailable', code: 'service_unavailable', message: 'Database unavailable' } satisfies Health,
      503,
    )
  })
}
