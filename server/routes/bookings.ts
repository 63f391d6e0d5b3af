import { Hono } from 'hono'
import {
  bookingIdParamsSchema,
  bookingListQuerySchema,
  createBookingRequestSchema,
  type Booking,
  type BookingList,
  type BookingSummary,
} from '../../contract/api/booking'
import type { AppEnv } from '../app-env'
import { requireUser } from '../http/auth-middleware'
import type { Services } from '../services/services'
import { validJson, validParams, validQuery } from '../validation'

/** /v2/booking: the caller's bookings (either side); only participants see one. */
export function bookingRoutes(services: Services): Hono<AppEnv> {
  const { bookings } = services
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
}
