import { queryOptions } from '@tanstack/react-query'
import { THAILAND_OFFSET_GMT } from '~/contract/values/time'
import { apiRequest } from '~/app/lib/api/client'
import { orNull, unwrap } from '~/app/lib/api/results'
import { catalogueKeys } from './catalogue.queries'
import { servicePageView } from './service-page-view'

// A service's page's queries: a module of the page's own (catalogue.queries.ts is in every page's
// first load). The answers' schemas load with the first call, as there.
const catalogue = () => import('~/contract/api/catalogue')
const serviceSchema = async () => (await catalogue()).serviceSchema
const reviewPageSchema = async () => (await catalogue()).reviewPageSchema

export const REVIEWS_PAGE_SIZE = 5

/** Thailand's offset: what a page rendered on the server assumes until the browser says otherwise. */
export const DEFAULT_OFFSET_GMT = THAILAND_OFFSET_GMT

/** The service as its page keeps it (ServicePageView). A not-found answer is `null` (the page shows its own 404); other failures throw. */
export const serviceQueryOptions = (id: string, offsetGmt: number) =>
  queryOptions({
    queryKey: catalogueKeys.service(id, offsetGmt),
    queryFn: async () => {
      const service = orNull(await apiRequest(`/v2/service/view/${id}?offset-gmt=${offsetGmt}`, { schema: serviceSchema }))
      return service && servicePageView(service)
    },
  })

export const reviewsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.reviews(id, page),
    queryFn: async () => unwrap(await apiRequest(`/v2/reviews/${id}?skip=${page * REVIEWS_PAGE_SIZE}&limit=${REVIEWS_PAGE_SIZE}`, { schema: reviewPageSchema })),
  })
