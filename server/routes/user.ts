import { Hono } from 'hono'
import {
  PROFILE_IMAGE_FIELD,
  providerStatusQuerySchema,
  updateUserRequestSchema,
  type ProviderStatus,
  type UserProfile,
} from '~/contract/api/user'
import { serviceViewQuerySchema } from '~/contract/api/catalogue'
import {
  DOCUMENT_FILE_FIELD,
  documentFieldsSchema,
  documentParamsSchema,
  saveRegistrationRequestSchema,
  type ProviderRegistration,
} from '~/contract/api/provider'
import { providerScheduleSchema, type ProviderSchedule } from '~/contract/api/provider-services'
import type { AppEnv } from '~/server/app-env'
import { AppError } from '~/server/errors'
import { requireUser } from '~/server/http/auth-middleware'
import type { Services } from '~/server/services/services'
import { parseInput, validJson, validParams, validQuery } from '~/server/validation'
import { readMultipart } from '~/server/http/multipart'

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

/** /v2/provider: the caller's provider status, registration (draft, documents, submit) and weekly schedule. */
export function providerRoutes(services: Services): Hono<AppEnv> {
  const { providers } = services
  return new Hono<AppEnv>()
    .use(requireUser(services.tokens))
    .get('/', async (c) => {
      // `isOnline` is part of the spec's call; the status does not depend on it.
      validQuery(c, providerStatusQuerySchema)
      return c.json((await providers.status(c.var.user.id)) satisfies ProviderStatus, 200)
    })
    .get('/registration', async (c) => c.json((await providers.registration(c.var.user.id)) satisfies ProviderRegistration, 200))
    .put('/registration', async (c) => {
      const input = await validJson(c, saveRegistrationRequestSchema)
      return c.json((await providers.save(c.var.user.id, input)) satisfies ProviderRegistration, 200)
    })
    .post('/registration/documents', async (c) => {
      const { fields, file } = await readMultipart(c, DOCUMENT_FILE_FIELD)
      const { kind } = parseInput(documentFieldsSchema, fields, 'body')
      return c.json((await providers.addDocument(c.var.user.id, kind, file)) satisfies ProviderRegistration, 201)
    })
    .get('/registration/documents/:documentId', async (c) => {
      const { documentId } = validParams(c, documentParamsSchema)
      const doc = await providers.readDocument(c.var.user, documentId)
      return c.body(new Uint8Array(doc.bytes), 200, {
        'content-type': doc.contentType,
        // Private: never stored by a shared cache; a PDF is downloaded rather than rendered here.
        'cache-control': 'private, no-store',
        'content-disposition': `${doc.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
        'content-security-policy': "default-src 'none'; sandbox",
      })
    })
    .delete('/registration/documents/:documentId', async (c) => {
      const { documentId } = validParams(c, documentParamsSchema)
      return c.json((await providers.removeDocument(c.var.user.id, documentId)) satisfies ProviderRegistration, 200)
    })
    .post('/registration/submit', async (c) => c.json((await providers.submit(c.var.user.id)) satisfies ProviderRegistration, 200))
    .get('/schedule', async (c) => {
      const query = validQuery(c, serviceViewQuerySchema)
      return c.json((await providers.schedule(c.var.user.id, query['offset-gmt'])) satisfies ProviderSchedule, 200)
    })
    .put('/schedule', async (c) => {
      const input = await validJson(c, providerScheduleSchema)
      return c.json((await providers.setSchedule(c.var.user.id, input)) satisfies ProviderSchedule, 200)
    })
}
