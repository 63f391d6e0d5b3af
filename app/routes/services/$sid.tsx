import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { serviceSearch } from '~/contract/routes'
import { DEFAULT_OFFSET_GMT, reviewsQueryOptions, serviceQueryOptions } from '~/app/features/catalogue/service.queries'
import { ServiceView } from '~/app/features/catalogue/components/service-view'
import { ServiceNotFound } from '~/app/features/catalogue/components/list-states'
import { serviceStructuredData } from '~/app/features/catalogue/service-structured-data'
import { config, isServerBuild } from '~/app/lib/config'
import { scriptJson } from '~/app/lib/html/script-json'
import { t } from '~/app/lib/i18n/th'
import { pageOrigin } from '~/app/lib/origin'
import { CRAWLER_TAG, crawlerMeta, notFoundHead, pageHead } from '~/app/lib/seo'
import { useOffsetGmt } from '~/app/lib/use-offset-gmt'

export const Route = createFileRoute('/services/$sid')({
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => ({ reviews: search.reviews ?? 0 }),
  loader: async ({ context, params, deps }) => {
    const [service] = await Promise.all([
      context.queryClient.ensureQueryData(serviceQueryOptions(params.sid, DEFAULT_OFFSET_GMT)),
      context.queryClient.prefetchQuery(reviewsQueryOptions(params.sid, deps.reviews)),
    ])
    if (!service) throw notFound()
    return { service }
  },
  head: ({ loaderData, match }) => {
    if (match.status === 'notFound') return notFoundHead(t('catalogue.notFoundTitle'))
    if (!loaderData) return pageHead('serviceView', { noindex: true })
    const { service } = loaderData
    const head = pageHead('serviceView', { canonical: match.pathname, title: service.title, description: service.description.slice(0, 160) })
    if (!isServerBuild) return head
    // For crawlers and link previews only, as the description (CRAWLER_TAG in app/lib/seo.ts).
    const origin = config.siteOrigin || pageOrigin()
    const picture = service.thumbnails[0]
    return {
      ...head,
      meta: [...head.meta, ...(picture ? crawlerMeta({ property: 'og:image', content: picture.startsWith('/') ? `${origin}${picture}` : picture }) : [])],
      scripts: [{ type: 'application/ld+json', [CRAWLER_TAG]: '', children: scriptJson(serviceStructuredData(service, `${origin}${match.pathname}`, origin)) }],
    }
  },
  notFoundComponent: ServiceNotFound,
  component: ServiceRoute,
})

function ServiceRoute() {
  const { sid } = Route.useParams()
  const { reviews } = Route.useSearch()
  const offset = useOffsetGmt(DEFAULT_OFFSET_GMT)
  const rendered = useSuspenseQuery(serviceQueryOptions(sid, DEFAULT_OFFSET_GMT))
  // Times (the weekly grid) in the visitor's own zone once the browser knows it.
  const local = useQuery({ ...serviceQueryOptions(sid, offset), enabled: offset !== DEFAULT_OFFSET_GMT })
  const service = (offset !== DEFAULT_OFFSET_GMT ? local.data : null) ?? rendered.data
  if (!service) return <ServiceNotFound />
  return <ServiceView service={service} reviewsPage={reviews ?? 0} />
}
