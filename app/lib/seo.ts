import { config } from './config'
import { t, type th } from './i18n/th'
import { pageOrigin } from './origin'

export type PageKey = keyof typeof th.pages

export type HeadOptions = {
  /** The page's canonical path (e.g. `/` for `/landing`); omitted for pages not to be indexed. */
  canonical?: string
  /** Keep the page out of search results (sign-in pages, private pages). */
  noindex?: boolean
  /** Replaces the catalogue's title or description (a service's own name, say). */
  title?: string
  description?: string
}

/**
 * The head of a page that is not there: the title says so (as the page's heading does), and it is
 * never indexed. Used by the root for an address no route knows and by each page whose loader
 * found nothing (`match.status === 'notFound'`).
 */
export function notFoundHead(title = t('errors.notFoundTitle')) {
  return {
    meta: [
      { title: `${title} | ${t('brand.name')}` },
      { name: 'robots', content: 'noindex' },
    ],
    links: [],
  }
}

/** Title, description, OpenGraph (`property=`) and the canonical link for a page. */
export function pageHead(page: PageKey, options: HeadOptions = {}) {
  const title = `${options.title ?? t(`pages.${page}.title`)} | ${t('brand.name')}`
  const description = options.description ?? t(`pages.${page}.description`)
  const origin = config.siteOrigin || pageOrigin()
  const url = options.canonical !== undefined ? `${origin}${options.canonical}` : undefined
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: 'th_TH' },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: url ? [{ rel: 'canonical', href: url }] : [],
  }
}
