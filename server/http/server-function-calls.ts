import type { MiddlewareHandler } from 'hono'
import type { ErrorBody } from '~/contract/api/errors'
import type { AppEnv } from '~/server/app-env'
import type { Logger } from '~/server/log'
import { SERVER_FN_PATH_PREFIX } from './page-cache'

const MALFORMED: ErrorBody = { code: 'bad_request', message: 'Not a valid call of a server function' }

/**
 * Calls of the web client's server functions (`/_serverFn/<id>`, TanStack Start's RPC) that Start
 * cannot take (an unknown id, a body that is not its serialization, a form where none is taken)
 * are answered by Start with a 500 holding its own error text. Those are what a client sent, so
 * they are answered here as a 400 in the API's error shape, with nothing of that text. The site's
 * server functions answer their own failures (the renewal says `failed` when the backend does not
 * answer), so a 5xx from one is Start refusing the call; each is logged (status and path, never
 * the body), which keeps a function that throws by mistake in view.
 */
export function serverFunctionCalls(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    if (c.res.status < 500 || !c.req.path.startsWith(SERVER_FN_PATH_PREFIX)) return
    log.warn('server function call refused', { path: c.req.path, status: c.res.status })
    await c.res.body?.cancel().catch(() => {})
    c.res = c.json(MALFORMED, 400, { 'cache-control': 'no-store' })
  }
}
