import { expect, test, type Page } from '@playwright/test'
import { scanHtml } from '~/scripts/lib/first-load-js.mjs'

// A page's JavaScript is asked for after its first frame (app/lib/html/document-assets.tsx): the
// server's HTML paints without it, and a slow connection carries the HTML, the style sheet and the
// fonts first. Lighthouse's figures for this are in `npm run bench:web`; these tests hold the parts
// that can break: nothing in the HTML fetches a script, the loader names the files, and the page
// hydrates in a visible tab, a background tab and a tab hidden before it painted.

const PAGES = ['/', '/services/65a000000000000000000001', '/tutoring/browse', '/login', '/no-such-page']

for (const path of PAGES) {
  test(`the HTML of ${path} asks for no script before the first frame`, async ({ request, baseURL }) => {
    const response = await request.get(path)
    const { external } = scanHtml(await response.text(), new URL(path, baseURL).href)
    expect(external.filter((tag) => tag.via === 'module script').length, 'one entry, through the loader').toBe(1)
    expect(external.filter((tag) => !tag.afterFirstFrame)).toEqual([])
  })
}

async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test('a page in a visible tab hydrates after painting', async ({ page }) => {
  await page.goto('/tutoring/browse')
  await expectHydrated(page)
})

// A background tab paints no frame (requestAnimationFrame never runs there), so the loader must not
// wait for one: the stub below is what Chromium does in a hidden tab.
const HIDDEN_TAB = () => {
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (window as { __hidden?: boolean }).__hidden === false ? 'visible' : 'hidden' })
  window.requestAnimationFrame = () => 0
}

test('a page opened in a background tab hydrates without a frame', async ({ page }) => {
  await page.addInitScript(HIDDEN_TAB)
  await page.goto('/')
  await expectHydrated(page)
})

test('a page whose tab is hidden before its first frame hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as { __hidden?: boolean }).__hidden = false
  })
  await page.addInitScript(HIDDEN_TAB)
  await page.goto('/')
  // Visible, but no frame comes (the rAF stub): the page has loaded, and no script with it.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length)
  expect(scripts).toBe(0)
  await page.evaluate(() => {
    ;(window as { __hidden?: boolean }).__hidden = true
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expectHydrated(page)
})
