import { t, type th } from './i18n/th'

export type PageKey = keyof typeof th.pages

/** Title, description and OpenGraph tags for a page of the catalogue. */
export function pageHead(page: PageKey) {
  const title = `${t(`pages.${page}.title`)} | ${t('brand.name')}`
  const description = t(`pages.${page}.description`)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: 'th_TH' },
    ],
  }
}
