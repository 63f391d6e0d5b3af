import { createFileRoute } from '@tanstack/react-router'
import { renderUrlset, staticSitemapPaths } from '../features/seo/sitemap'
import { config } from '../lib/config'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const origin = config.siteOrigin || new URL(request.url).origin
        return new Response(renderUrlset(origin, staticSitemapPaths()), {
          headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        })
      },
    },
  },
})
