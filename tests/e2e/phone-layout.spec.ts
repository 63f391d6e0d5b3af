import { type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { routeTable } from '../../contract/routes'
import { createUser, DEMO, hydrated, signInAs } from './support/auth'

// Every page of the route table at 375 px (the phone project), as a visitor and signed in as each
// kind of user: nothing may scroll sideways. Runs in the phone project only (playwright.config.ts).

// Each test walks some 40 pages.
test.describe.configure({ timeout: 180_000 })

const pages = routeTable.filter((route) => route.kind !== 'resource').map((route) => ({ url: route.example ?? route.path, public: route.public, staff: route.path.startsWith('/admin') }))

/** Pages whose document is wider than the window, with how much and the widest offender. */
async function sidewaysScrolling(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = []
  for (const url of urls) {
    await hydrated(page, url)
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth
      const excess = document.scrollingElement!.scrollWidth - width
      if (excess <= 0) return null
      // The outermost element that reaches past the right edge, to say where to look.
      const culprit = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > width + 0.5 && !el.closest('[hidden], .visually-hidden'))
      return `${excess}px (${culprit ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].join('.')}` : 'unknown'})`
    })
    if (overflow) found.push(`${url}: ${overflow}`)
  }
  return found
}

test('a visitor: no page scrolls sideways at 375 px', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(375)
  expect(await sidewaysScrolling(page, pages.filter((p) => p.public).map((p) => p.url))).toEqual([])
})

test('a new learner: no page scrolls sideways at 375 px', async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  expect(await sidewaysScrolling(page, pages.filter((p) => !p.staff).map((p) => p.url))).toEqual([])
})

test('an approved provider and a member of staff: no page scrolls sideways at 375 px', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, DEMO.provider, 'phone')
  const provider = await sidewaysScrolling(page, pages.filter((p) => !p.staff).map((p) => p.url))
  await context.clearCookies()
  await signInAs(context, baseURL!, DEMO.admin, 'phone')
  const staff = await sidewaysScrolling(page, pages.map((p) => p.url))
  expect({ provider, staff }).toEqual({ provider: [], staff: [] })
})
