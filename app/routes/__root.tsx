/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { currentUserQueryOptions } from '~/app/features/auth/auth.queries'
import { preloadApiClient } from '~/app/lib/api/client'
import type { Session } from '~/app/lib/session/session'
import { resolveSession } from '~/app/lib/session/tokens'
import { t } from '~/app/lib/i18n/th'
import { contentSecurityPolicy, renderScriptPolicy } from '~/app/lib/html/content-security-policy'
import { DocumentHead, DocumentScripts, useDocumentTags } from '~/app/lib/html/document-assets'
import { notFoundHead } from '~/app/lib/seo'
import { whenIdle, yieldToBrowser } from '~/app/lib/yield-to-browser'
import thaiFont from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2?url'
import latinFont from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2?url'
import appCss from '~/app/styles/app.css?url'
import { SiteShell } from './-components/site-shell'

export type RouterContext = { queryClient: QueryClient; session: Session }

export const Route = createRootRouteWithContext<RouterContext>()({
  // A render shared by all signed-in visitors (router.tsx) keeps its unnamed session out of the
  // page, so each browser goes on from its own saved token.
  beforeLoad: async ({ context }) => {
    // In the browser the new page renders in a task of its own, not in that of the press or key
    // that asked for it: that input's task stays short, and it paints before the page switch work.
    await yieldToBrowser()
    return context.session.kind === 'signed-in-shared' ? undefined : { session: await resolveSession() }
  },
  loader: async ({ context }) => {
    // Signed in: the header's picture and name arrive with the page, not after it (except in a
    // shared render, where the browser fills them in). The provider status is shown only inside the
    // account menu, so it loads when the menu is first wanted (site-account.ts), or with the pages
    // that show it.
    if (!context.session.userId) return
    await context.queryClient.prefetchQuery(currentUserQueryOptions(context.session.userId))
  },
  // Every page says what may run on it: by this response's nonce, or by the hashes the page server
  // adds (none in development).
  headers: () => {
    const scripts = renderScriptPolicy()
    return scripts ? { 'content-security-policy': contentSecurityPolicy(scripts) } : undefined
  },
  // An address no route knows (`_notFound` on the route showing the 404 page) is titled as such.
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b5cab' },
      ...(matches.some((match) => match._notFound) ? notFoundHead().meta : [{ title: t('brand.name') }]),
      { property: 'og:site_name', content: t('brand.name') },
    ],
    links: [
      // Both subsets every page uses (Thai, and basic Latin for spaces, digits and punctuation),
      // asked for with the stylesheet instead of after it: Latin Extended loads only where needed.
      { rel: 'preload', href: thaiFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'preload', href: latinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
})

function RootDocument({ children }: { children: ReactNode }) {
  const tags = useDocumentTags()
  return (
    <html lang="th">
      <head>
        <DocumentHead tags={tags} />
      </head>
      <body>
        {children}
        <DocumentScripts tags={tags} />
      </body>
    </html>
  )
}

function RootLayout() {
  // Lets tests (and styles) tell a hydrated page from server-rendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    // The API client's code, which no first screen needs, once the browser is idle (at most 2 s on).
    return whenIdle(preloadApiClient, 2000)
  }, [])
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}
