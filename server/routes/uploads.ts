import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { AppError } from '../errors'
import type { Services } from '../services/services'

/**
 * GET /uploads/avatars/<id>.webp: profile pictures. Names are random and files never change
 * (a new picture gets a new name), so they are cached for a year. Only names of the exact
 * `<24 hex>.webp` shape reach the disk, which rules out traversal.
 */
export function uploadsRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/avatars/:file', async (c) => {
    const bytes = await services.avatars.read(c.req.param('file'))
    if (!bytes) throw AppError.notFound('No such file')
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    })
  })
}
