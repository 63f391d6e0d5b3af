import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type ReactNode } from 'react'
import type { Category } from '~/contract/api/catalogue'
import { t } from '~/app/lib/i18n/th-browse'
import { categoryFinderQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { finderLabel, finderLocale, finderText, FINDER_MAX_LENGTH } from '~/app/features/catalogue/category-finder'

/** Typing pauses this long before the finder asks (one call per pause, not per key). */
const FINDER_DELAY_MS = 250

/**
 * Finds a category by name in Thai, English or Chinese (`GET /v2/category/locale`), at any depth,
 * and lists the matches as links: for a visitor who does not know which chip a subject sits under.
 */
export function CategoryFinder({ link }: { link: (category: Category, children: ReactNode) => ReactNode }) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [text, setText] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setText(finderText(typed)), FINDER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const locale = finderLocale(text)
  const found = useQuery({ ...categoryFinderQueryOptions(locale, text), enabled: text !== '', placeholderData: keepPreviousData })
  const items = text !== '' && !found.isError ? (found.data?.items ?? []) : []

  let status: string | null = null
  if (text !== '' && found.isError) status = t('browse.finder.failed')
  else if (text !== '' && found.data && !found.isPlaceholderData) status = items.length > 0 ? t('browse.finder.count', { count: found.data.total }) : t('browse.finder.none', { value: text })

  return (
    <div role="search" aria-label={t('browse.finder.label')} className="field category-finder">
      <label htmlFor={id}>{t('browse.finder.label')}</label>
      <input
        id={id}
        type="search"
        value={typed}
        maxLength={FINDER_MAX_LENGTH}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && typed !== '') {
            event.preventDefault()
            setTyped('')
          }
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('browse.finder.hint')}
      </p>
      <p className="muted category-finder__status" aria-live="polite">
        {status}
      </p>
      {found.isError && text !== '' ? (
        <p>
          <button type="button" className="button" onClick={() => void found.refetch()}>
            {t('browse.finder.retry')}
          </button>
        </p>
      ) : null}
      {items.length > 0 ? (
        <nav aria-label={t('browse.finder.results', { value: text })} className="chips chips--sub">
          <ul>
            {items.map((category) => (
              <li key={category._id}>{link(category, finderLabel(category, locale))}</li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
