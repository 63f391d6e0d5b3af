import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import type { ServiceCardView } from '~/contract/api/catalogue'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { t } from '~/app/lib/i18n/th-landing'
import { homeQueries } from '~/app/features/catalogue/home.loader'
import { ServiceGrid } from './service-card'

/** How many services the home page recommends. */
export const FEATURED_COUNT = 8

/**
 * The home page's search box: a keyword into the public browse page. A plain GET form underneath,
 * so it works before the page's code has loaded too.
 */
export function HomeSearch() {
  const id = useId()
  const navigate = useNavigate()
  const [keyword, setKeyword] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = keyword.trim()
    void navigate({ to: '/tutoring/browse', search: q ? { q } : {} })
  }
  return (
    <form role="search" className="home-search" action="/tutoring/browse" method="get" onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('home.searchLabel')}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        enterKeyHint="search"
        maxLength={100}
        placeholder={t('home.searchPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        <Icon art={icons.search} />
        {t('home.searchButton')}
      </button>
    </form>
  )
}

/** The best-rated of the newest services first (more reviews break a tie), as many as the home page shows. */
export function featured(services: readonly ServiceCardView[], count = FEATURED_COUNT): ServiceCardView[] {
  return [...services].sort((a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count).slice(0, count)
}

/** Every top category as a tile, then recommended services, each leading into the public catalogue. */
export function HomeCatalogue() {
  const q = homeQueries()
  const categories = useSuspenseQuery(q.categories).data ?? []
  const services = useSuspenseQuery(q.services).data?.items ?? []
  return (
    <>
      <section className="section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categoriesTitle')}</h2>
        <ul className="category-tiles">
          {categories.map((category) => (
            <li key={category._id}>
              <Link to="/tutoring/browse" search={{ category: category._id }} className="category-tile">
                {category.picture_square ? <img src={category.picture_square} alt="" width={48} height={48} decoding="async" /> : null}
                <span className="category-tile__name">{category.name}</span>
                <span className="category-tile__count">{t('home.serviceCount', { count: category.last_node_info.service_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="home-featured">
        <div className="section__head">
          <h2 id="home-featured">{t('home.featuredTitle')}</h2>
          <Link to="/tutoring/browse" className="section__more">
            {t('home.seeAll')}
          </Link>
        </div>
        <ServiceGrid services={featured(services)} empty={<p>{t('home.noServices')}</p>} />
      </section>
    </>
  )
}
