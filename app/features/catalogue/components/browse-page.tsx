import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { Category } from '~/contract/api/catalogue'
import { browseSearch, type BrowseSearch } from '~/contract/routes'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { THAI_WEEKDAYS } from '~/app/lib/format'
import { t } from '~/app/lib/i18n/th-browse'
import { EXACT_ACTIVE, pageCount } from '~/app/lib/paging'
import { hasFilters, type BrowseVia } from '~/app/features/catalogue/browse-request'
import { browseCriteria, browseQueries } from '~/app/features/catalogue/browse.loader'
import { browseQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { CategoryFinder } from './category-finder'
import { CategoryNotFound, EmptyPage } from './list-states'
import { Pager } from './pager'
import { ServiceGrid } from './service-card'

/** The two browse pages over the whole catalogue: the signed-in `/browse` and the public `/tutoring/browse`. */
export type BrowsePath = '/browse' | '/tutoring/browse'

/** `/browse` searches as its signed-in visitor; `/tutoring/browse` as anyone. */
export const viaOf = (path: BrowsePath): BrowseVia => (path === '/browse' ? 'signed-in' : 'public')

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
  const q = browseQueries(search, viaOf(path))
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
            <BrowseLink path={path} search={{ ...search, category: undefined, page: undefined }} className="chip" {...(!search.category ? { 'aria-current': 'page' as const } : {})}>
              {t('browse.allCategories')}
            </BrowseLink>
          </li>
          {(nav ?? []).map((c) => (
            <li key={c._id}>
              <BrowseLink path={path} search={{ ...search, category: c._id, page: undefined }} className="chip" {...(search.category === c._id ? { 'aria-current': 'page' as const } : {})}>
                {c.name}
              </BrowseLink>
            </li>
          ))}
        </ul>
      </nav>
      {q.children ? <Subcategories path={path} search={search} /> : null}
      <CategoryFinder
        link={(category, children) => (
          <BrowseLink path={path} search={{ ...search, category: category._id, page: undefined }} className="chip">
            {children}
          </BrowseLink>
        )}
      />
      <section aria-labelledby="browse-results" className="browse__results">
        <h2 id="browse-results" tabIndex={-1}>{search.q ? t('browse.resultsFor', { keyword: search.q }) : <ResultsHeading path={path} search={search} />}</h2>
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

function ResultsHeading({ path, search }: { path: BrowsePath; search: BrowseSearch }) {
  const selected = browseQueries(search, viaOf(path)).selected
  return selected ? <CategoryName query={selected} /> : <>{t('browse.results')}</>
}

function CategoryName({ query }: { query: ReturnType<typeof browseQueries>['selected'] & {} }) {
  const category = useSuspenseQuery(query).data
  return <>{category?.name ?? t('browse.results')}</>
}

function Subcategories({ path, search }: { path: BrowsePath; search: BrowseSearch }) {
  const q = browseQueries(search, viaOf(path))
  const children = useSuspenseQuery(q.children!).data
  const parent = useSuspenseQuery(q.selected!).data
  if (!children || children.items.length === 0 || !parent) return null
  return (
    <nav aria-label={t('browse.subcategories', { name: parent.name })} className="chips chips--sub">
      <ul>
        {children.items.map((c: Category) => (
          <li key={c._id}>
            <BrowseLink path={path} search={{ ...search, category: c._id, page: undefined }} className="chip">
              {c.name}
            </BrowseLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The form's fields as search params (empty fields left out), through the route's own schema. */
function criteriaOf(form: HTMLFormElement): BrowseSearch {
  const raw: Record<string, unknown> = {}
  for (const [key, value] of new FormData(form).entries()) {
    if (typeof value !== 'string' || value.trim() === '') continue
    raw[key] = ['min', 'max', 'day'].includes(key) ? Number(value) : value
  }
  return browseSearch(raw)
}

const FILTERS = ['min', 'max', 'type', 'day', 'time'] as const
const filterCount = (search: BrowseSearch) => FILTERS.filter((key) => search[key] !== undefined).length

/**
 * A GET form: without JavaScript the browser itself puts the fields in the URL (the names are the
 * search params); with it, the router navigates and the results are brought into view. Changing the
 * search starts again at page 1. On a phone the filters live in a sheet over the page, opened from a
 * button that counts them; the sheet's button says how many services the chosen filters find.
 */
function SearchForm({ path, search }: { path: BrowsePath; search: BrowseSearch }) {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<BrowseSearch>(search)
  const active = filterCount(search)
  const toggle = useRef<HTMLAnchorElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  // The sheet takes the focus when it opens; Escape closes it.
  useEffect(() => {
    if (!open) return
    document.getElementById('browse-min')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  // What the sheet's filters would find, asked only while the sheet is open (the list keeps its page).
  const preview = useQuery({ ...browseQueryOptions(browseCriteria(draft), 0, viaOf(path)), enabled: open, placeholderData: keepPreviousData })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOpen(false)
    void navigate({ to: path, search: criteriaOf(event.currentTarget), resetScroll: false }).then(() => {
      const heading = document.getElementById('browse-results')
      if (!heading) return
      heading.scrollIntoView({ block: 'start', behavior: 'smooth' })
      heading.focus({ preventScroll: true })
    })
  }
  return (
    <form
      ref={form}
      role="search"
      aria-label={t('browse.searchRegion')}
      method="get"
      action={path}
      onSubmit={onSubmit}
      onChange={(event) => setDraft(criteriaOf(event.currentTarget))}
      className="browse__form"
    >
      {search.category ? <input type="hidden" name="category" value={search.category} /> : null}
      <div className="field browse__keyword">
        <label htmlFor="browse-q">{t('browse.keyword')}</label>
        <div className="browse__keyword-row">
          <input
            id="browse-q"
            name="q"
            type="search"
            enterKeyHint="search"
            placeholder={t('browse.keywordHint')}
            defaultValue={search.q ?? ''}
            maxLength={100}
            aria-describedby="browse-q-hint"
          />
          <button type="submit" className="button button--primary browse__go">
            {t('browse.submit')}
          </button>
        </div>
        {/* Shown as the box's placeholder; read out as its description (written once on screen). */}
        <p id="browse-q-hint" className="visually-hidden">
          {t('browse.keywordHint')}
        </p>
      </div>
      <a
        ref={toggle}
        href="#browse-filters"
        role="button"
        className="button browse__filters-toggle"
        aria-expanded={open}
        aria-controls="browse-filters"
        onClick={(event) => {
          event.preventDefault()
          if (form.current) setDraft(criteriaOf(form.current))
          setOpen(true)
        }}
      >
        <Icon art={icons.filter} />
        {active > 0 ? t('browse.filtersActive', { count: active }) : t('browse.filters')}
      </a>
      <div id="browse-filters" className={`browse__filters${open ? ' browse__filters--open' : ''}`} role="group" aria-labelledby="browse-filters-title">
        <div className="browse__sheet-head">
          <h2 id="browse-filters-title" className="browse__sheet-title">
            {t('browse.filters')}
          </h2>
          <button type="button" className="icon-button browse__sheet-close" aria-label={t('common.close')} onClick={close}>
            <Icon art={icons.close} />
          </button>
        </div>
        <div className="field">
          <label htmlFor="browse-min">{t('browse.priceMin')}</label>
          <input id="browse-min" name="min" type="number" inputMode="numeric" min={0} step={1} defaultValue={search.min ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="browse-max">{t('browse.priceMax')}</label>
          <input id="browse-max" name="max" type="number" inputMode="numeric" min={0} step={1} defaultValue={search.max ?? ''} />
        </div>
        <FilterSelect
          id="browse-type"
          name="type"
          label={t('browse.sessionType')}
          value={search.type}
          options={SESSION_TYPES.map((type) => ({ value: type, label: t(sessionTypeLabel[type]) }))}
        />
        <FilterSelect id="browse-day" name="day" label={t('browse.day')} value={search.day} options={THAI_WEEKDAYS.map((name, day) => ({ value: String(day), label: name }))} />
        <FilterSelect
          id="browse-time"
          name="time"
          label={t('browse.timeOfDay')}
          value={search.time}
          options={TIMES.map((time) => ({ value: time, label: t(`catalogue.timesOfDay.${time}`) }))}
        />
        <button type="submit" className="button button--primary browse__submit">
          {open && preview.data ? t('browse.showCount', { count: preview.data.total }) : t('browse.submit')}
        </button>
      </div>
      {open ? <div className="browse__backdrop" aria-hidden="true" onClick={close} /> : null}
    </form>
  )
}

/** One of the filters' choices: "any" first, then the options; the form reads it by `name`. */
function FilterSelect({ id, name, label, value, options }: { id: string; name: string; label: string; value: string | number | undefined; options: readonly { value: string; label: string }[] }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{t('browse.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
