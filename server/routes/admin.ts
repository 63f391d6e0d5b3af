import { Hono } from 'hono'
import {
  adminAppointmentQuerySchema,
  adminIdParamsSchema,
  adminProviderListQuerySchema,
  adminUserListQuerySchema,
  walletListQuerySchema,
  type AdminDashboard,
} from '~/contract/api/admin'
import { STAFF_ROLES } from '~/contract/api/user'
import { rejectRequestSchema } from '~/contract/api/provider'
import type { AppEnv } from '~/server/app-env'
import { requireRole, requireUser } from '~/server/http/auth-middleware'
import type { Services } from '~/server/services/services'
import { validJson, validParams, validQuery } from '~/server/validation'

/** /v2/admin: staff only (roles admin and operation); everyone else gets 403 on every call. */
export function adminRoutes(services: Services): Hono<AppEnv> {
  const { admin, providers } = services
  return new Hono<AppEnv>()
    .use(requireUser(services.tokens), requireRole(...STAFF_ROLES))
    .get('/dashboard', async (c) => c.json((await admin.dashboard()) satisfies AdminDashboard, 200))
    .get('/providers', async (c) => {
      const { status, skip, limit } = validQuery(c, adminProviderListQuerySchema)
      return c.json(await providers.list(status, { skip, limit }), 200)
    })
    .get('/providers/:id', async (c) => c.json(await providers.detail(validParams(c, adminIdParamsSchema).id), 200))
    .post('/providers/:id/approve', async (c) => c.json(await providers.approve(validParams(c, adminIdParamsSchema).id, c.var.user.id), 200))
    .post('/providers/:id/reject', async (c) => {
      const { id } = validParams(c, adminIdParamsSchema)
      const { reason } = await validJson(c, rejectRequestSchema)
      return c.json(await providers.reject(id, c.var.user.id, reason), 200)
    })
    .get('/users', async (c) => {
      const { search, role, skip, limit } = validQuery(c, adminUserListQuerySchema)
      return c.json(await admin.users({ search: search || undefined, role }, { skip, limit }), 200)
    })
    .get('/appointments', async (c) => {
      const { when, skip, limit } = validQuery(c, adminAppointmentQuerySchema)
      return c.json(await admin.appointments(when, { skip, limit }), 200)
    })
    .get('/wallet-transactions', async (c) => {
      const { kind, status, skip, limit } = validQuery(c, walletListQuerySchema)
      return c.json(await admin.wallet(kind, status, { skip, limit }), 200)
    })
    .post('/wallet-transactions/:id/approve', async (c) =>
      c.json(await admin.decideWallet(validParams(c, adminIdParamsSchema).id, 'approved', null, c.var.user.id), 200),
    )
    .post('/wallet-transactions/:id/reject', async (c) => {
      const { id } = validParams(c, adminIdParamsSchema)
      const { reason } = await validJson(c, rejectRequestSchema)
      return c.json(await admin.decideWallet(id, 'rejected', reason, c.var.user.id), 200)
    })
}
