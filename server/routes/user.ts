import { Hono } from 'hono'
import { z } from 'zod/mini'
import {
  PROFILE_IMAGE_FIELD,
  updateUserRequestSchema,
  type ProviderStatus,
  type UserProfile,
} from '../../contract/api/user'
import type { AppEnv } from '../app-env'
import { AppError } from '../errors'
import { requireUser } from '../http/auth-middleware'
import type { Services } from '../services/services'
import { validJson, validQuery } from '../validation'
import { readMultipart } from './auth'

/**
 * /user (v1 and v2) and /provider: the caller's own records. The user id always comes from the
 * access token (`c.var.user`), never from the path, query or body.
 */
export function userRoutes(services: Services, options: { writable: boolean }): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use(requireUser(services.tokens))
  app.get('/', async (c) => c.json((await services.users.profile(c.var.user.id)) satisfies UserProfile, 200))
  if (!options.writable) return app
  return app
    .patch('/', async (c) => {
      const changes = await validJson(c, updateUserRequestSchema)
      return c.json((await services.users.update(c.var.user.id, changes)) satisfies UserProfile, 200)
    })
    .put('/profile-picture', async (c) => {
      const { file } = await readMultipart(c, PROFILE_IMAGE_FIELD)
      if (!file) throw AppError.validation(PROFILE_IMAGE_FIELD, 'a file is required')
      return c.json((await services.users.setPicture(c.var.user.id, file)) satisfies UserProfile, 200)
    })
    .delete('/profile-picture', async (c) =>
      c.json((await services.users.removePicture(c.var.user.id)) satisfies UserProfile, 200),
    )
}

const providerQuerySchema = z.object({ isOnline: z.optional(z.enum(['true', 'false'])) })

export function providerRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().use(requireUser(services.tokens)).get('/', async (c) => {
    // `isOnline` is part of the spec's call; the status does not depend on it.
    validQuery(c, providerQuerySchema)
    return c.json((await services.providers.status(c.var.user.id)) satisfies ProviderStatus, 200)
  })
}
