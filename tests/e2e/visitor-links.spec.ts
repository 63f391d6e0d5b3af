import { expect, test } from './support/test'
import { isPublicPath, routeTable } from '~/contract/routes'
import { th } from '~/app/lib/i18n/th-all'
import { hydrated } from './support/auth'

// A visitor never follows a link into a sign-in wall: every link on every public page (the menu
// opened too) leads to a public page, and where signing in is the point, to the login page with
// the reason on it.

const publicPages = routeTable.filter((route) => route.public && route.kind !== 'resource').map((route) => route.example ?? route.path)

test('every link a visitor sees on a public page leads to a public page', { tag: '@each-width' }, async ({ page }) => {
  test.setTimeout(180_000)
  const walls: string[] = []
  for (const url of publicPages) {
    await hydrated(page, url)
    // The menu's links too (the drawer on a phone; the same drawer holds the category shortcuts).
    const menuButton = page.getByRole('button', { name: th.nav.openMenu })
    if (await menuButton.isVisible()) {
      await menuButton.click()
      await expect(page.getByRole('dialog', { name: th.mobileMenu.title }).getByRole('region', { name: th.nav.popularCategories }).getByRole('link').first()).toBeVisible()
    }
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    for (const href of new Set(hrefs)) {
      const { pathname } = new URL(href, 'http://x')
      if (!isPublicPath(pathname)) walls.push(`${url} -> ${href}`)
    }
  }
  expect(walls).toEqual([])
})

test('a visitor following a link to a members-only page is told why on the login page, and lands there after signing in', async ({ page }) => {
  await hydrated(page, '/')
  await page.goto('/wallet')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwallet$/)
  await expect(page.getByRole('main').getByText(th.auth.membersOnly)).toBeVisible()
  // Plain /login (no page waiting) says nothing of the kind.
  await hydrated(page, '/login')
  await expect(page.getByText(th.auth.membersOnly)).toHaveCount(0)
})

test('the public browse covers every category, music and IT included', async ({ page, request }) => {
  type Category = { _id: string; name: string }
  const roots = ((await (await request.get('/v2/category?level=1&limit=50')).json()) as { items: Category[] }).items
  expect(roots.length).toBeGreaterThan(2)
  await hydrated(page, '/tutoring/browse')
  const chips = page.getByRole('navigation', { name: th.browse.categories }).getByRole('link')
  await expect(chips).toHaveText([th.browse.allCategories, ...roots.map((c) => c.name)])
  const last = roots.at(-1)!
  await chips.filter({ hasText: last.name }).click()
  await expect(page).toHaveURL(new RegExp(`/tutoring/browse\\?category=${last._id}$`))
  await expect(page.getByRole('heading', { level: 2, name: last.name })).toBeVisible()
})
