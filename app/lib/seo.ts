import { config, isServerBuild } from './config'
import { t, type th } from './i18n/th'
import { pageDescriptions } from './i18n/th-page-descriptions'
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
 * The attribute of the head's tags that only crawlers and link previews read (the description,
 * OpenGraph, `robots`, structured data). They describe the page the server rendered: the server
 * alone writes them, so the browser's bundle carries neither them nor every page's description,
 * and the browser removes them once it has moved to another page (`useCrawlerTagsForFirstPageOnly`
 * in html/document-assets.tsx), where they would describe the wrong one. The title and the
 * canonical link, which the browser itself uses (the tab, sharing), follow every page.
 */
export const CRAWLER_TAG = 'data-crawler'
const crawlerOnly = { [CRAWLER_TAG]: '' }

/** Crawler-only tags (see CRAWLER_TAG): rendered by the server, nothing in the browser. */
export function crawlerMeta(...meta: Record<string, string>[]): Record<string, string>[] {
  return isServerBuild ? meta.map((tag) => ({ ...tag, ...crawlerOnly })) : []
}

/**
 * The head of a page that is not there: the title says so (as the page's heading does), and it is
 * never indexed. Used by the root for an address no route knows and by each page whose loader
 * found nothing (`match.status === 'notFound'`).
 */
export function notFoundHead(title = t('errors.notFoundTitle')) {
  return {
    meta: [{ title: `${title} | ${t('brand.name')}` }, ...crawlerMeta({ name: 'robots', content: 'noindex' })],
    links: [],
  }
}

/** Title, description, OpenGraph (`property=`) and the canonical link for a page. */
export function pageHead(page: PageKey, options: HeadOptions = {}) {
  const title = `${options.title ?? t(`pages.${page}.title`)} | ${t('brand.name')}`
  const origin = config.siteOrigin || pageOrigin()
  const url = options.canonical !== undefined ? `${origin}${options.canonical}` : undefined
  return {
    meta: [{ title }, ...(isServerBuild ? pageCrawlerMeta(page, title, url, options) : [])],
    links: url ? [{ rel: 'canonical', href: url }] : [],
  }
}

function pageCrawlerMeta(page: PageKey, title: string, url: string | undefined, options: HeadOptions) {
  const description = options.description ?? pageDescriptions[page]
  return crawlerMeta(
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'th_TH' },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  )
}
