import { resolve } from 'node:path'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'
import { TOO_MANY_REQUESTS_PAGE_FILE } from '../contract/page-request.ts'
import { t } from '../app/lib/i18n/th-refusal.ts'

/**
 * The page the server answers (status 429) to an address over its share of page renders
 * (server/http/render-budget.ts), made with the browser build as a plain file: the catalogue's
 * text, the site's stylesheet, no script (it is answered at any page's address, where the site's
 * own scripts would take it for that page). Its "try again" link is the address it is read at.
 * Rendered by React, so no text is pasted into markup by hand.
 */
export function tooManyRequestsPage(stylesheet: string): string {
  const title = t('refusal.tooManyRequestsTitle')
  const page = h(
    'html',
    { lang: 'th' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex' }),
      h('title', null, `${title} | ${t('brand.name')}`),
      h('link', { rel: 'stylesheet', href: stylesheet }),
    ),
    h(
      'body',
      null,
      // The site's top bar as a plain link home: its mark (the favicon's drawing) and its name.
      h(
        'header',
        { className: 'nav-bar nav-bar--consumer' },
        h(
          'a',
          { href: '/', className: 'nav-bar__brand' },
          h('img', { src: '/favicon.svg', alt: '', width: 32, height: 32 }),
          h('span', { className: 'nav-bar__brand-text' }, t('brand.name')),
        ),
      ),
      h(
        'main',
        { className: 'page page--center' },
        h('h1', null, title),
        h('p', null, t('refusal.tooManyRequestsBody')),
        // An empty reference is the document's own address: the page asked for, asked again.
        h('p', null, h('a', { className: 'button button--primary', href: '' }, t('common.retry'))),
        h('p', null, h('a', { href: '/' }, t('common.backHome'))),
      ),
    ),
  )
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`
}

/** The site's stylesheet (app/routes/__root.tsx links it on every page). */
const SITE_STYLESHEET = 'app/styles/app.css'

export function tooManyRequestsPagePlugin(): Plugin {
  let base = '/'
  let root = process.cwd()
  return {
    name: 'marketplace:too-many-requests-page',
    configResolved(config) {
      base = config.base
      root = config.root
    },
    generateBundle(_options, bundle) {
      // The browser build only, where the site's stylesheet is a file of its own (the root route links it).
      if (this.environment.name !== 'client') return
      const site = resolve(root, SITE_STYLESHEET)
      const stylesheet = Object.values(bundle).find((output) => output.type === 'asset' && output.originalFileNames.some((name) => resolve(root, name) === site))
      if (!stylesheet) return this.error(`the browser build has no ${SITE_STYLESHEET} for the too-many-requests page`)
      this.emitFile({ type: 'asset', fileName: TOO_MANY_REQUESTS_PAGE_FILE, source: tooManyRequestsPage(`${base}${stylesheet.fileName}`) })
    },
  }
}
