import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ErrorPage } from '~/app/components/error-page'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-admin'
import { EXACT_ACTIVE, pageCount, pageWindow } from '~/app/lib/paging'

/** A staff page while its data loads (the routes' pendingComponent). */
export function AdminPending() {
  return (
    <section className="page page--center">
      <Spinner label={t('admin.common.loading')} />
    </section>
  )
}

/** A staff page whose data could not be loaded. */
export const AdminLoadError = ({ reset }: ErrorComponentProps) => (
  <ErrorPage reset={reset} title="" body={t('admin.common.loadFailed')} retryLabel={t('admin.common.retry')} />
)

export function AdminEmpty({ children }: { children: ReactNode }) {
  return <p className="admin-empty">{children}</p>
}

export type ChipLinkProps = { className: string; 'aria-current'?: 'page'; activeOptions: typeof EXACT_ACTIVE }

/** The filter a list is shown by (status, upcoming or past) as links, the current one marked. */
export function AdminFilterChips<T extends string>(props: {
  label: string
  values: readonly T[]
  current: T
  text: (value: T) => string
  link: (value: T, children: ReactNode, props: ChipLinkProps) => ReactNode
}) {
  return (
    <nav aria-label={props.label} className="chips">
      <ul>
        {props.values.map((value) => (
          <li key={value}>{props.link(value, props.text(value), { className: 'chip', activeOptions: EXACT_ACTIVE, ...(value === props.current ? { 'aria-current': 'page' as const } : {}) })}</li>
        ))}
      </ul>
    </nav>
  )
}

export type PageLinkProps = { 'aria-label'?: string; 'aria-current'?: 'page'; rel?: string; className?: string; activeOptions: typeof EXACT_ACTIVE }
export type PageLink = (page: number, children: ReactNode, props: PageLinkProps) => ReactNode

/** Numbered pages (0-based in the URL, 1-based on screen) as plain links that keep the rest of the search. */
export function AdminPager({ page, total, size, link }: { page: number; total: number; size: number; link: PageLink }) {
  const count = pageCount(total, size)
  if (count <= 1) return null
  return (
    <nav aria-label={t('admin.pager.label')} className="pager">
      {page > 0 ? link(page - 1, t('admin.pager.previous'), { rel: 'prev', activeOptions: EXACT_ACTIVE }) : null}
      <ul className="pager__pages">
        {pageWindow(page, count).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>{link(p, p + 1, { 'aria-label': t('admin.pager.pageOf', { page: p + 1, count }), activeOptions: EXACT_ACTIVE, ...(p === page ? { 'aria-current': 'page' as const } : {}) })}</li>
          ),
        )}
      </ul>
      {page + 1 < count ? link(page + 1, t('admin.pager.next'), { rel: 'next', activeOptions: EXACT_ACTIVE }) : null}
    </nav>
  )
}
