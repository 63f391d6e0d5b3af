import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { hydrated } from './support/auth'

// Browsing on a phone: the filters wait in a sheet that says what they find; a search brings its
// results into view; category chips keep the keyword and the filters.

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]))
type Category = { _id: string; name: string }

test('filters: a sheet on a phone with the count on its button, inline on a desktop; the results come into view', { tag: '@each-width' }, async ({ page, request }, info) => {
  const phone = info.project.name === 'mobile'
  await hydrated(page, '/tutoring/browse')
  const minPrice = page.getByLabel(th.browse.priceMin)
  const found = (await (await request.get('/v2/search/services?price_min=400&limit=1')).json()) as { total: number }

  if (phone) {
    // The first screen is the keyword, the filters button and the results, not a wall of fields.
    await expect(minPrice).toBeHidden()
    const toggle = page.getByRole('button', { name: th.browse.filters })
    await toggle.click()
    await expect(page.getByRole('group', { name: th.browse.filters })).toBeVisible()
    await expect(minPrice).toBeFocused()
    await minPrice.fill('400')
    const show = page.getByRole('button', { name: fill(th.browse.showCount, { count: found.total }) })
    await expect(show).toBeVisible()
    // Escape closes the sheet and gives the focus back to its button.
    await page.keyboard.press('Escape')
    await expect(minPrice).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.click()
    await minPrice.fill('400')
    await page.getByRole('button', { name: fill(th.browse.showCount, { count: found.total }) }).click()
  } else {
    await expect(minPrice).toBeVisible()
    await minPrice.fill('400')
    await page.getByRole('search').getByRole('button', { name: th.browse.submit }).last().click()
  }

  await expect(page).toHaveURL(/[?&]min=400/)
  const heading = page.getByRole('heading', { level: 2, name: th.browse.results, exact: true })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  await expect(page.getByText(fill(th.browse.count, { count: found.total }))).toBeVisible()
  if (phone) await expect(page.getByRole('button', { name: fill(th.browse.filtersActive, { count: 1 }) })).toBeVisible()
})

test('category chips keep the keyword and the filters', async ({ page, request }) => {
  const roots = ((await (await request.get('/v2/category?level=1&limit=50')).json()) as { items: Category[] }).items
  const root = roots[0]!
  await hydrated(page, `/tutoring/browse?q=${encodeURIComponent('ติว')}&min=100`)
  await page.getByRole('navigation', { name: th.browse.categories }).getByRole('link', { name: root.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]category=${root._id}`))
  const url = new URL(page.url())
  expect(url.searchParams.get('q')).toBe('ติว')
  expect(url.searchParams.get('min')).toBe('100')
  await expect(page.getByRole('searchbox', { name: th.browse.keyword })).toHaveValue('ติว')
})

test('the keyword box shows its example once: as its placeholder, read out as its description', { tag: '@each-width' }, async ({ page }) => {
  await hydrated(page, '/tutoring/browse')
  const keyword = page.getByRole('searchbox', { name: th.browse.keyword })
  await expect(keyword).toHaveAttribute('placeholder', th.browse.keywordHint)
  await expect(keyword).toHaveAccessibleDescription(th.browse.keywordHint)
  // No second copy of the example on screen (a screen-reader-only description takes no room).
  const shown = await page.evaluate((hint) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    let count = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== hint) continue
      const box = node.parentElement!.getBoundingClientRect()
      if (box.width > 1 && box.height > 1) count++
    }
    return count
  }, th.browse.keywordHint)
  expect(shown).toBe(0)
})
