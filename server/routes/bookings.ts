import { Hono } from 'hono'
import {
  bookingIdParamsSchema,
  bookingListQuerySchema,
  createBookingRequestSchema,
  type Booking,
  type BookingList,
  type BookingSummary,
} from '~/contract/api/booking'
import {
  extensionParamsSchema,
  extensionRequestSchema,
  type Extension,
  type ExtensionAnswer,
  type ExtensionState,
} from '~/contract/api/extension'
import type { BoardState } from '~/contract/board'
import type { AppEnv } from '~/server/app-env'
import { requireUser } from '~/server/http/auth-middleware'
import type { Services } from '~/server/services/services'
import { validJson, validParams, validQuery } from '~/server/validation'

/** /v2/booking: the caller's bookings (either side); only participants see one. */
export function bookingRoutes(services: Services): Hono<AppEnv> {
  const { bookings, extensions, board } = services
  return new Hono<AppEnv>()
    .use(requireUser(services.tokens))
    .get('/', async (c) => {
      const { scope, limit } = validQuery(c, bookingListQuerySchema)
      return c.json({ bookings: await bookings.list(c.var.user.id, scope, limit) } satisfies BookingList, 200)
    })
    .post('/', async (c) => {
      const input = await validJson(c, createBookingRequestSchema)
      return c.json((await bookings.create(c.var.user.id, input)) satisfies Booking, 201)
    })
    .get('/:id', async (c) => {
      const { id } = validParams(c, bookingIdParamsSchema)
      return c.json((await bookings.get(c.var.user.id, id)) satisfies Booking, 200)
    })
    .get('/:id/summary', async (c) => {
      const { id } = validParams(c, bookingIdParamsSchema)
      return c.json((await bookings.summary(c.var.user.id, id)) satisfies BookingSummary, 200)
    })
    // The session's whiteboard (contract/board.ts), during the session and after it.
    .get('/:id/board', async (c) => {
      const { id } = validParams(c, bookingIdParamsSchema)
      return c.json((await board.state(c.var.user.id, id)) satisfies BoardState, 200)
    })
    // More time in a running session (contract/api/extension.ts).
    .get('/:id/extensions', async (c) => {
      const { id } = validParams(c, bookingIdParamsSchema)
      return c.json((await extensions.state(c.var.user.id, id)) satisfies ExtensionState, 200)
    })
    .post('/:id/extensions', async (c) => {
      const { id } = validParams(c, bookingIdParamsSchema)
      const { minutes } = await validJson(c, extensionRequestSchema)
      return c.json((await extensions.request(c.var.user.id, id, minutes)) satisfies ExtensionAnswer, 201)
    })
    .post('/:id/extensions/:eid/:decision{accept|decline|cancel}', async (c) => {
      const { id, eid } = validParams(c, extensionParamsSchema)
      const decision = c.req.param('decision') as 'accept' | 'decline' | 'cancel'
      return c.json((await extensions[decision](c.var.user.id, id, eid)) satisfies Extension, 200)
    })
}
