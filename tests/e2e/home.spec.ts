import { wcagViolations } from './support/axe'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { initialsOf } from '~/app/lib/initials'
import { hydrated } from './support/auth'

// The home page is built around the catalogue: a search box, every top category, recommended
// services with their provider's picture or initials, stars and price; then the story.

type Category = { _id: string; name: string; last_node_info: { service_count: number } }
type Card = { _id: string; title: string; price: number; rating: { average: number; count: number }; provider: { display_name: string; profile_picture: string | null } }
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]))

test('a visitor finds the catalogue on the home page: every category, recommended services, a search that lands on results', { tag: '@each-width' }, async ({ page, request }) => {
  await hydrated(page, '/')
  const roots = ((await (await request.get('/v2/category?level=1&limit=50')).json()) as { items: Category[] }).items
  expect(roots.length).toBeGreaterThan(1)

  const tiles = page.getByRole('region', { name: th.home.categoriesTitle }).getByRole('link')
  await expect(tiles).toHaveCount(roots.length)
  for (const root of roots) {
    const tile = tiles.filter({ hasText: root.name })
    await expect(tile).toContainText(fill(th.home.serviceCount, { count: root.last_node_info.service_count }))
    await expect(tile).toHaveAttribute('href', `/tutoring/browse?category=${root._id}`)
  }

  // Recommended: the best rated of the newest page, each card with stars (or "no reviews") and a
  // price, and the provider's picture or initials.
  const newest = ((await (await request.get('/v2/search/services?limit=12')).json()) as { items: Card[] }).items
  const featured = page.getByRole('region', { name: th.home.featuredTitle })
  const cards = featured.getByRole('article')
  await expect(cards).toHaveCount(Math.min(8, newest.length))
  const best = [...newest].sort((a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count)[0]!
  const first = cards.first()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(best.title)
  await expect(first.getByRole('img', { name: fill(th.catalogue.rating, { average: best.rating.average.toFixed(1), count: best.rating.count }) })).toBeVisible()
  if (best.provider.profile_picture === null) await expect(first.locator('.avatar--initials')).toHaveAttribute('data-initials', initialsOf(best.provider.display_name))
  expect(await wcagViolations(page)).toEqual([])

  // A category tile leads to that category's public page.
  await tiles.filter({ hasText: roots[1]!.name }).click()
  await expect(page).toHaveURL(new RegExp(`/tutoring/browse\\?category=${roots[1]!._id}$`))

  // The search box lands on the results for the keyword.
  await hydrated(page, '/')
  await page.getByRole('search').getByRole('searchbox', { name: th.home.searchLabel }).fill('คณิต')
  await page.getByRole('search').getByRole('button', { name: th.home.searchButton }).click()
  await expect(page).toHaveURL(/\/tutoring\/browse\?q=/)
  await expect(page.getByText(fill(th.browse.resultsFor, { keyword: 'คณิต' }))).toBeVisible()
})

test('the search box works before the page’s code runs (a plain form)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${baseURL}/`)
  await page.getByRole('searchbox', { name: th.home.searchLabel }).fill('กีตาร์')
  await page.getByRole('searchbox', { name: th.home.searchLabel }).press('Enter')
  await expect(page).toHaveURL(/\/tutoring\/browse\?q=%E0%B8%81/)
  await context.close()
})

test('the browser starts from the data the page was rendered with: it asks the API again for none of it', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/^\/v\d\//.test(pathname)) asked.push(pathname)
  })
  for (const path of ['/', '/services/65a000000000000000000001', '/tutoring/browse']) {
    await hydrated(page, path)
    await page.waitForLoadState('networkidle')
    // The page's own data arrived with it (the categories, the listed or shown services).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(asked.filter((p) => /^\/v2\/(category|search\/services|service\/)/.test(p))).toEqual([])
})
