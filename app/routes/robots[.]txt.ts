import { createFileRoute } from '@tanstack/react-router'
import { renderRobots } from '~/app/features/seo/robots'
import { config } from '~/app/lib/config'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(renderRobots(config.siteOrigin || new URL(request.url).origin), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
