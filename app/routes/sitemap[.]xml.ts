import { createFileRoute } from '@tanstack/react-router'
import { sitemapDocument, staticSitemapPaths } from '~/app/features/seo/sitemap'
import { catalogueSitemapPaths } from '~/app/features/seo/sitemap-sources'
import { config } from '~/app/lib/config'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const url = new URL(request.url)
        const origin = config.siteOrigin || url.origin
        const partParam = url.searchParams.get('part')
        const part = partParam === null ? undefined : /^\d{1,6}$/.test(partParam) ? Number(partParam) : NaN
        const xml = sitemapDocument(origin, [...staticSitemapPaths(), ...(await catalogueSitemapPaths())], part)
        if (xml === null) return new Response('not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        return new Response(xml, {
          headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        })
      },
    },
  },
})
