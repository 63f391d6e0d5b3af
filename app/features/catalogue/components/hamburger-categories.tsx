import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Category } from '~/contract/api/catalogue'
import { config } from '~/app/lib/config'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-catalogue'
import { hamburgerCategoriesQueryOptions } from '~/app/features/catalogue/catalogue.queries'

const inTutoring = (c: Category) => c._id === config.tutoringDomainId || c.tree.includes(config.tutoringDomainId)

/**
 * The menu's category shortcuts (`GET /v2/category/hamburger-bar`). Asked for when the menu
 * opens, not with every page: most visits never open it, and server rendering stays one call
 * lighter. Tutoring categories open the public browse; the others the signed-in browse for a
 * member and the public one (the same catalogue) for a visitor.
 */
export function HamburgerCategories({ onNavigate, signedIn }: { onNavigate: () => void; signedIn: boolean }) {
  const categories = useQuery(hamburgerCategoriesQueryOptions())
  return (
    <section aria-labelledby="menu-categories">
      <h3 id="menu-categories" className="mobile-menu__heading">
        {t('nav.popularCategories')}
      </h3>
      {categories.data ? (
        <ul className="mobile-menu__categories">
          {categories.data.items.map((c) => (
            <li key={c._id}>
              {inTutoring(c) || !signedIn ? (
                <Link to="/tutoring/browse" search={{ category: c._id }} className="chip" onClick={onNavigate}>
                  {c.name}
                </Link>
              ) : (
                <Link to="/browse" search={{ category: c._id }} className="chip" onClick={onNavigate}>
                  {c.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : categories.isError ? (
        <p role="alert">{t('catalogue.listError')}</p>
      ) : (
        <Spinner />
      )}
    </section>
  )
}
