import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent, ReactNode } from 'react'
import type { Category } from '../../../../contract/api/catalogue'
import { browseSearchSchema, type BrowseSearch } from '../../../../contract/routes'
import { THAI_WEEKDAYS } from '../../../lib/format'
import { t } from '../../../lib/i18n/th'
import { EXACT_ACTIVE, pageCount } from '../../../lib/paging'
import { hasFilters } from '../browse-request'
import { browseCriteria, browseQueries } from '../browse.loader'
import { CategoryNotFound, EmptyPage } from './list-states'
import { Pager } from './pager'
import { ServiceGrid } from './service-card'

/** The two browse pages over the whole catalogue: the signed-in `/browse` and the public `/tutoring/browse`. */
export type BrowsePath = '/browse' | '/tutoring/browse'

type LinkProps = { search: BrowseSearch; children: ReactNode; className?: string; 'aria-current'?: 'page'; 'aria-label'?: string; rel?: string }

function BrowseLink({ path, ...props }: LinkProps & { path: BrowsePath }) {
  // The page marks its current chip and page itself (EXACT_ACTIVE).
  return path === '/browse' ? <Link to="/browse" activeOptions={EXACT_ACTIVE} {...props} /> : <Link to="/tutoring/browse" activeOptions={EXACT_ACTIVE} {...props} />
}

const SESSION_TYPES = ['instant', 'public', 'private'] as const
const TIMES = ['night', 'morning', 'afternoon', 'evening'] as const
const sessionTypeLabel = { instant: 'catalogue.instant', public: 'catalogue.publicSession', private: 'catalogue.privateSession' } as const

/** Categories, keyword search and filters, and a page of services; all of it in the URL. */
export function BrowsePage({ path, search }: { path: BrowsePath; search: BrowseSearch }) {
  const q = browseQueries(search)
  const nav = useSuspenseQuery(q.nav).data
  const results = useSuspenseQuery(q.results).data
  const page = search.page ?? 0
  const filtered = hasFilters(browseCriteria(search))
  if (!results) return <CategoryNotFound />
  const count = pageCount(results.total, results.limit)
  return (
    <section className="page browse" aria-labelledby="browse-title">
      <h1 id="browse-title">{t(path === '/browse' ? 'pages.browse.title' : 'pages.tutoringBrowse.title')}</h1>
      <SearchForm key={JSON.stringify(search)} path={path} search={search} />
      <nav aria-label={t('browse.categories')} className="chips">
        <ul>
          <li>
            <BrowseLink path={path} search={{}} className="chip" {...(!search.category ? { 'aria-current': 'page' as const } : {})}>
              {t('browse.allCategories')}
            </BrowseLink>
          </li>
          {(nav?.items ?? []).map((c) => (
            <li key={c._id}>
              <BrowseLink path={path} search={{ category: c._id }} className="chip" {...(search.category === c._id ? { 'aria-current': 'page' as const } : {})}>
                {c.name}
              </BrowseLink>
            </li>
          ))}
        </ul>
      </nav>
      {q.children ? <Subcategories path={path} search={search} /> : null}
      <section aria-labelledby="browse-results" className="browse__results">
        <h2 id="browse-results">{search.q ? t('browse.resultsFor', { keyword: search.q }) : <ResultsHeading search={search} />}</h2>
        <p className="muted" aria-live="polite">
          {t('browse.count', { count: results.total })}
        </p>
        <ServiceGrid
          services={results.items}
          empty={
            results.total > 0 ? (
              <EmptyPage first={<BrowseLink path={path} search={{ ...search, page: undefined }}>{t('catalogue.firstPage')}</BrowseLink>} />
            ) : (
              <p>{t('browse.empty')}</p>
            )
          }
        />
        <Pager
          page={page}
          count={count}
          link={(p, children, props) => (
            <BrowseLink path={path} search={{ ...search, page: p || undefined }} {...props}>
              {children}
            </BrowseLink>
          )}
        />
        {filtered ? (
          <p>
            <BrowseLink path={path} search={search.category ? { category: search.category } : {}}>
              {t('browse.clear')}
            </BrowseLink>
          </p>
        ) : null}
      </section>
    </section>
  )
}

function ResultsHeading({ search }: { search: BrowseSearch }) {
  const selected = browseQueries(search).selected
  return selected ? <CategoryName query={selected} /> : <>{t('browse.results')}</>
}

function CategoryName({ query }: { query: ReturnType<typeof browseQueries>['selected'] & {} }) {
  const category = useSuspenseQuery(query).data
  return <>{category?.name ?? t('browse.results')}</>
}

function Subcategories({ path, search }: { path: BrowsePath; search: BrowseSearch }) {
  const q = browseQueries(search)
  const children = useSuspenseQuery(q.children!).data
  const parent = useSuspenseQuery(q.selected!).data
  if (!children || children.items.length === 0 || !parent) return null
  return (
    <nav aria-label={t('browse.subcategories', { name: parent.name })} className="chips chips--sub">
      <ul>
        {children.items.map((c: Category) => (
          <li key={c._id}>
            <BrowseLink path={path} search={{ category: c._id }} className="chip">
              {c.name}
            </BrowseLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A GET form: without JavaScript the browser itself puts the fields in the URL (the names are the
 * search params); with it, the router navigates. Changing the search starts again at page 1.
 */
function SearchForm({ path, search }: { path: BrowsePath; search: BrowseSearch }) {
  const navigate = useNavigate()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const raw: Record<string, unknown> = {}
    for (const [key, value] of form.entries()) {
      if (typeof value !== 'string' || value.trim() === '') continue
      raw[key] = ['min', 'max', 'day'].includes(key) ? Number(value) : value
    }
    void navigate({ to: path, search: browseSearchSchema.parse(raw) })
  }
  return (
    <form role="search" aria-label={t('browse.searchRegion')} method="get" action={path} onSubmit={onSubmit} className="browse__form">
      {search.category ? <input type="hidden" name="category" value={search.category} /> : null}
      <div className="field browse__keyword">
        <label htmlFor="browse-q">{t('browse.keyword')}</label>
        <input id="browse-q" name="q" type="search" defaultValue={search.q ?? ''} maxLength={100} aria-describedby="browse-q-hint" />
        <p id="browse-q-hint" className="field-hint">
          {t('browse.keywordHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="browse-min">{t('browse.priceMin')}</label>
        <input id="browse-min" name="min" type="number" inputMode="numeric" min={0} step={1} defaultValue={search.min ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="browse-max">{t('browse.priceMax')}</label>
        <input id="browse-max" name="max" type="number" inputMode="numeric" min={0} step={1} defaultValue={search.max ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="browse-type">{t('browse.sessionType')}</label>
        <select id="browse-type" name="type" defaultValue={search.type ?? ''}>
          <option value="">{t('browse.any')}</option>
          {SESSION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(sessionTypeLabel[type])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="browse-day">{t('browse.day')}</label>
        <select id="browse-day" name="day" defaultValue={search.day ?? ''}>
          <option value="">{t('browse.any')}</option>
          {THAI_WEEKDAYS.map((name, day) => (
            <option key={day} value={day}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="browse-time">{t('browse.timeOfDay')}</label>
        <select id="browse-time" name="time" defaultValue={search.time ?? ''}>
          <option value="">{t('browse.any')}</option>
          {TIMES.map((time) => (
            <option key={time} value={time}>
              {t(`catalogue.timesOfDay.${time}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary browse__submit">
        {t('browse.submit')}
      </button>
    </form>
  )
}
