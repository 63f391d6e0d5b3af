import { Hono } from 'hono'
import { contentParamsSchema, type Content } from '~/contract/api/contents'
import type { AppEnv } from '~/server/app-env'
import type { Services } from '~/server/services/services'
import { validParams } from '~/server/validation'

/** /v2/contents/{terms|privacy}: the policy pages (spec 7, "Content"). Public, no token. */
export function contentsRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:key', async (c) => {
    const content: Content = await services.contents.get(validParams(c, contentParamsSchema).key)
    // Policies change rarely; a short shared cache spares the database on busy pages.
    c.header('cache-control', 'public, max-age=300')
    return c.json(content, 200)
  })
}
