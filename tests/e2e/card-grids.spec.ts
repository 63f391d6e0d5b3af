import { expect, test } from './support/test'
import { hydrated } from './support/auth'

/*
 * The catalogue's card grids fill their rows: the fixed lists (the home page's picks, the newest
 * tutors, a page of blog posts, a page of browse results) are sized and laid out so that no row
 * is left with fewer cards than the others, at 375 px (mobile project) and 1280 px (desktop).
 */

const PAGES = ['/', '/tutoring', '/tutoring/blogs', '/tutoring/browse']

for (const path of PAGES) {
  test(`every row of the cards on ${path} is full`, async ({ page }) => {
    await hydrated(page, path)
    const grids = page.locator('.card-grid')
    await expect(grids.first()).toBeVisible()
    const rowsOfEachGrid = await grids.evaluateAll((lists) =>
      lists.map((list) => {
        const counts = new Map<number, number>()
        for (const item of Array.from(list.children)) {
          const top = Math.round(item.getBoundingClientRect().top)
          counts.set(top, (counts.get(top) ?? 0) + 1)
        }
        return [...counts.values()]
      }),
    )
    for (const rows of rowsOfEachGrid) {
      expect(rows.length, `${path}: rows ${rows.join(', ')}`).toBeGreaterThan(0)
      expect(new Set(rows).size, `${path}: cards per row ${rows.join(', ')}`).toBe(1)
    }
  })
}
