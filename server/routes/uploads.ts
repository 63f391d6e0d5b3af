import { Hono } from 'hono'
import { IMAGE_FILE_FIELD, type UploadedImage } from '~/contract/api/provider-services'
import type { AppEnv } from '~/server/app-env'
import { requireUser } from '~/server/http/auth-middleware'
import { readMultipart } from '~/server/http/multipart'
import { AppError } from '~/server/errors'
import type { Services } from '~/server/services/services'

/**
 * GET /uploads/avatars/<id>.webp and /uploads/services/<id>.webp: profile pictures and service images. Names are random and files never change
 * (a new picture gets a new name), so they are cached for a year. Only names of the exact
 * `<24 hex>.webp` shape reach the disk, which rules out traversal.
 */
export function uploadsRoutes(services: Services): Hono<AppEnv> {
  const answer = (bytes: Buffer | undefined) => {
    if (!bytes) throw AppError.notFound('No such file')
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    })
  }
  return new Hono<AppEnv>()
    .get('/avatars/:file', async (c) => answer(await services.avatars.read(c.req.param('file'))))
    .get('/services/:file', async (c) => answer(await services.myServices.readImage(c.req.param('file'))))
}

/** POST /v2/uploads/images (bearer, multipart `file`): a service image of an approved provider. */
export function imageUploadRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/images', requireUser(services.tokens), async (c) => {
    const { file } = await readMultipart(c, IMAGE_FILE_FIELD)
    return c.json((await services.myServices.uploadImage(c.var.user.id, file)) satisfies UploadedImage, 201)
  })
}
