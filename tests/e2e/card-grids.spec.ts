import { expect, test } from './support/test'
import { hydrated } from './support/auth'

/*
 * The catalogue's card grids fill their rows: the fixed lists (the home page's category tiles and
 * picks, the newest tutors, a page of blog posts, a page of browse results) are sized and laid out
 * so that no row is left shorter than the others (no orphan card on a row of its own), at 375 px
 * (mobile project) and 1280 px (desktop).
 */

const PAGES = ['/', '/tutoring', '/tutoring/blogs', '/tutoring/browse']

for (const path of PAGES) {
  test(`every row of the cards on ${path} is full`, { tag: '@each-width' }, async ({ page }) => {
    await hydrated(page, path)
    const grids = page.locator('.card-grid, .category-tiles')
    await expect(grids.first()).toBeVisible()
    // Each row's extent, from its first card's left edge to its last card's right edge.
    const rowsOfEachGrid = await grids.evaluateAll((lists) =>
      lists.map((list) => {
        const rows = new Map<number, { left: number; right: number }>()
        for (const item of Array.from(list.children)) {
          const box = item.getBoundingClientRect()
          const top = Math.round(box.top)
          const row = rows.get(top) ?? { left: box.left, right: box.right }
          rows.set(top, { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) })
        }
        return [...rows.values()].map((row) => Math.round(row.right - row.left))
      }),
    )
    for (const widths of rowsOfEachGrid) {
      expect(widths.length, `${path}: rows ${widths.join(', ')}`).toBeGreaterThan(0)
      for (const width of widths) expect(Math.abs(width - widths[0]!), `${path}: row widths ${widths.join(', ')} px`).toBeLessThanOrEqual(2)
    }
  })
}
