import { Link, type LinkProps } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { Phrases } from '~/app/components/phrases'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'

export type Stat = { label: string; value: string; link: Pick<LinkProps, 'to' | 'search'> }

/**
 * A row of figures, each a card that opens its list. The cards share one width and one height
 * (admin.css): as many columns as cards on a wide page, two on a phone, the numbers on one line
 * at the foot of each card.
 */
export function StatGrid({ stats, label, labelledBy }: { stats: readonly Stat[]; label?: string; labelledBy?: string }) {
  return (
    <ul className="admin-stats" aria-label={label} aria-labelledby={labelledBy} style={{ '--stat-count': stats.length } as CSSProperties}>
      {stats.map((stat) => (
        <li key={stat.label} className="admin-stat">
          <Link {...stat.link} className="admin-stat__link" activeOptions={{ exact: true, includeSearch: true }}>
            <span className="admin-stat__label">
              <Phrases text={stat.label} />
            </span>
            <span className="admin-stat__value">{stat.value}</span>
            <Icon art={icons.chevronRight} size={20} className="admin-stat__go" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
