import type { ReactNode } from 'react'
import { t } from '~/app/lib/i18n/th-catalogue'
import { EXACT_ACTIVE, pageWindow } from '~/app/lib/paging'

export type PageLinkProps = { 'aria-label'?: string; 'aria-current'?: 'page'; rel?: string; activeOptions: typeof EXACT_ACTIVE }
export type PageLink = (page: number, children: ReactNode, props: PageLinkProps) => ReactNode

/**
 * Numbered pages (0-based in the URL, 1-based on screen) with previous and next. Each page passes
 * `link`, which builds a typed `<Link>` to itself, so paging is plain links: keyboard reachable,
 * openable in a new tab, and kept in the URL.
 */
export function Pager({ page, count, link }: { page: number; count: number; link: PageLink }) {
  if (count <= 1) return null
  return (
    <nav aria-label={t('catalogue.pagination')} className="pager">
      {page > 0 ? link(page - 1, t('catalogue.previous'), { rel: 'prev', activeOptions: EXACT_ACTIVE }) : null}
      <ul className="pager__pages">
        {pageWindow(page, count).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>{link(p, p + 1, { 'aria-label': t('catalogue.goToPage', { page: p + 1 }), activeOptions: EXACT_ACTIVE, ...(p === page ? { 'aria-current': 'page' as const } : {}) })}</li>
          ),
        )}
      </ul>
      {page + 1 < count ? link(page + 1, t('catalogue.next'), { rel: 'next', activeOptions: EXACT_ACTIVE }) : null}
      <span className="visually-hidden" aria-live="polite">
        {t('catalogue.pageOf', { page: page + 1, count })}
      </span>
    </nav>
  )
}
