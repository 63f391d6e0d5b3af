import { Hono } from 'hono'
import {
  bookingSessionSearchSchema,
  type BookingSessionSearch,
  browseParamsSchema,
  browseQuerySchema,
  latestQuerySchema,
  profileParamsSchema,
  publicServiceSearchQuerySchema,
  serviceIdParamsSchema,
  serviceRequestQuerySchema,
  serviceViewQuerySchema,
  visibilityParamsSchema,
  type ProviderProfile,
  type ReviewPage,
  type Service,
  type ServicePage,
  type ServiceRequestPage,
} from '~/contract/api/catalogue'
import { serviceInputSchema, type MyServiceList } from '~/contract/api/provider-services'
import type { AppEnv } from '~/server/app-env'
import { requireUser } from '~/server/http/auth-middleware'
import { cacheableJson, revalidated } from '~/server/http/cache-validators'
import type { ServiceSearch } from '~/server/services/catalogue-service'
import type { Services } from '~/server/services/services'
import { validJson, validParams, validQuery } from '~/server/validation'

/**
 * The services side of spec 7 "Categories and services": browse, search, view, reviews, tutoring
 * job requests, and our public provider profile. Everything but the booking-session search is
 * public and cacheable (it answers the same to everyone).
 */

/** /v2/search/... */
export function searchRoutes(services: Services): Hono<AppEnv> {
  const { catalogue } = services
  return new Hono<AppEnv>()
    .get('/browse/:categoryId', revalidated, async (c) => {
      const { categoryId } = validParams(c, browseParamsSchema)
      const window = validQuery(c, browseQuerySchema)
      return cacheableJson(c, (await catalogue.browse(categoryId, window)) satisfies ServicePage)
    })
    .post('/booking-session', requireUser(services.tokens), async (c) => {
      const q = await validJson(c, bookingSessionSearchSchema)
      const page = await catalogue.search(
        searchCriteria(q, q.offset_gmt ?? 0),
        { skip: q.skip, limit: q.limit },
      )
      // Asked with the caller's token: the app-wide no-store stays.
      return c.json(page satisfies ServicePage, 200)
    })
    .get('/services', revalidated, async (c) => {
      const q = validQuery(c, publicServiceSearchQuerySchema)
      const page = await catalogue.search(
        searchCriteria(q, q['offset-gmt']),
        { skip: q.skip, limit: q.limit },
      )
      return cacheableJson(c, page satisfies ServicePage)
    })
}

type SearchFields = Pick<BookingSessionSearch, 'category_id' | 'keyword' | 'price_min' | 'price_max' | 'session_type' | 'day' | 'time_of_day'>

/** The booking-session body and the public query carry the same criteria; only the offset's name differs. */
function searchCriteria(q: SearchFields, offsetHours: ServiceSearch['offsetHours']): ServiceSearch {
  return {
    categoryId: q.category_id,
    keyword: q.keyword,
    priceMin: q.price_min,
    priceMax: q.price_max,
    sessionType: q.session_type,
    day: q.day,
    timeOfDay: q.time_of_day,
    offsetHours,
  }
}

/** /v2/service/...: the public calls, and a provider's own services (token; only approved providers). */
export function serviceRoutes(services: Services): Hono<AppEnv> {
  const { catalogue, myServices } = services
  const auth = requireUser(services.tokens)
  return new Hono<AppEnv>()
    .get('/', auth, async (c) => {
      const query = validQuery(c, serviceViewQuerySchema)
      return c.json({ items: await myServices.list(c.var.user.id, query['offset-gmt']) } satisfies MyServiceList, 200)
    })
    .post('/', auth, async (c) => {
      const input = await validJson(c, serviceInputSchema)
      return c.json((await myServices.create(c.var.user.id, input)) satisfies Service, 201)
    })
    .post('/set-visibility/:serviceId/:visible', auth, async (c) => {
      const { serviceId, visible } = validParams(c, visibilityParamsSchema)
      return c.json((await myServices.setVisibility(c.var.user.id, serviceId, visible === 'true')) satisfies Service, 200)
    })
    .get('/mine/:serviceId', auth, async (c) => {
      const { serviceId } = validParams(c, serviceIdParamsSchema)
      const query = validQuery(c, serviceViewQuerySchema)
      return c.json((await myServices.get(c.var.user.id, serviceId, query['offset-gmt'])) satisfies Service, 200)
    })
    .put('/:serviceId', auth, async (c) => {
      const { serviceId } = validParams(c, serviceIdParamsSchema)
      const input = await validJson(c, serviceInputSchema)
      return c.json((await myServices.update(c.var.user.id, serviceId, input)) satisfies Service, 200)
    })
    .delete('/:serviceId', auth, async (c) => {
      const { serviceId } = validParams(c, serviceIdParamsSchema)
      await myServices.remove(c.var.user.id, serviceId)
      return c.json({ _id: serviceId, deleted: true }, 200)
    })
    .get('/tutoring/latest', revalidated, async (c) => {
      const window = validQuery(c, latestQuerySchema)
      return cacheableJson(c, (await catalogue.latestTutoring(window)) satisfies ServicePage)
    })
    .get('/view/:serviceId', revalidated, async (c) => {
      const { serviceId } = validParams(c, serviceIdParamsSchema)
      const query = validQuery(c, serviceViewQuerySchema)
      return cacheableJson(c, (await catalogue.view(serviceId, query['offset-gmt'])) satisfies Service)
    })
}

/** /v2/reviews/{serviceId} */
export function reviewRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:serviceId', revalidated, async (c) => {
    const { serviceId } = validParams(c, serviceIdParamsSchema)
    const window = validQuery(c, pagingOnly)
    return cacheableJson(c, (await services.catalogue.reviews(serviceId, window)) satisfies ReviewPage)
  })
}

const pagingOnly = browseQuerySchema

/** /v2/service-request: tutoring job requests, no token (spec 7). */
export function serviceRequestRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', revalidated, async (c) => {
    const q = validQuery(c, serviceRequestQuerySchema)
    const page = await services.serviceRequests.list({ domainId: q['domain-id'], status: q.status }, { skip: q.skip, limit: q.limit })
    return cacheableJson(c, page satisfies ServiceRequestPage)
  })
}

/** /v2/profile/{username}: our addition for the public `/profile/{username}` page. */
export function profileRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:username', revalidated, async (c) => {
    const { username } = validParams(c, profileParamsSchema)
    return cacheableJson(c, (await services.catalogue.profile(username)) satisfies ProviderProfile)
  })
}
