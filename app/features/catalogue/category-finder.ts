import type { Category, Locale } from '~/contract/api/catalogue'

/** The longest text the finder sends (the backend's search text allows more; names are short). */
export const FINDER_MAX_LENGTH = 50

/**
 * Which locale's names to search for what was typed: Thai letters search the Thai names, Chinese
 * characters the Chinese ones, anything else the English ones.
 */
export function finderLocale(text: string): Locale {
  if (/[\u0E00-\u0E7F]/.test(text)) return 'TH'
  if (/[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/.test(text)) return 'CN'
  return 'EN'
}

/** What is searched for: trimmed, inner spaces as one, at most FINDER_MAX_LENGTH characters. */
export const finderText = (typed: string): string => typed.trim().replace(/\s+/g, ' ').slice(0, FINDER_MAX_LENGTH)

/**
 * A found category as the list shows it: its Thai name, and the name that matched when the search
 * was in another language (the Thai name, then "(Mathematics)").
 */
export function finderLabel(category: Category, locale: Locale): string {
  const matched = category.locale[locale]
  return locale === 'TH' || !matched || matched === category.name ? category.name : `${category.name} (${matched})`
}
