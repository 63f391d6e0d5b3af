/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Link, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { readSession, type Session } from '../features/auth/session'
import { t } from '../lib/i18n/th'
import appCss from '../styles/app.css?url'

export type RouterContext = { queryClient: QueryClient; session: Session }

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => ({ session: readSession() }),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b5cab' },
      { title: t('brand.name') },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="th">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        <Link to="/" className="brand">
          {t('brand.name')}
        </Link>
        <nav aria-label={t('brand.name')} className="site-nav">
          <Link to="/browse">{t('nav.browse')}</Link>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  )
}
