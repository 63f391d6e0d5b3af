import { Hono } from 'hono'
import type { IceServers, RealtimeTicket } from '~/contract/api/realtime'
import type { AppEnv } from '~/server/app-env'
import { requireUser } from '~/server/http/auth-middleware'
import type { Hub } from '~/server/realtime/hub'
import type { Services } from '~/server/services/services'

/** /v2/realtime: what a client needs before it opens `/ws` and its peer connection. */
export function realtimeRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use(requireUser(services.tokens))
    .post('/ticket', async (c) => c.json((await services.realtime.issueTicket(c.var.user)) satisfies RealtimeTicket, 201))
    .get('/ice-servers', (c) => c.json(services.realtime.iceServers(c.var.user.id) satisfies IceServers, 200))
}

/**
 * POST /v2/dev/realtime/drop-sockets: cuts every socket of this instance without a close frame,
 * as a crash or a network cut would, to watch clients reconnect. GET /v2/dev/realtime/memory: the
 * process's memory and open sockets (bench:realtime). Never registered in production; answers only
 * this machine (routes/dev.ts).
 */
export function devRealtimeRoutes(hub: Hub): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/drop-sockets', (c) => {
      const dropped = hub.size
      hub.dropAll()
      return c.json({ dropped }, 200)
    })
    .get('/memory', (c) => {
      // With `node --expose-gc` (bench:realtime), collect first so the reading is what is live.
      const gc = (globalThis as { gc?: () => void }).gc
      gc?.()
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
      return c.json({ sockets: hub.size, collected: gc !== undefined, rss, heap_used: heapUsed, external, array_buffers: arrayBuffers }, 200)
    })
}
