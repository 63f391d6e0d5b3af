import { type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { routeTable } from '~/contract/routes'
import { createUser, DEMO, hydrated, signInAs } from './support/auth'

// Every page of the route table at 375 px (the phone project), as a visitor and signed in as each
// kind of user: nothing may scroll sideways, and everything a finger can press is at least 44 x 44
// px. Runs in the phone project only (playwright.config.ts).

// Each test walks some 40 pages.
test.describe.configure({ timeout: 180_000 })

const pages = routeTable.filter((route) => route.kind !== 'resource').map((route) => ({ url: route.example ?? route.path, public: route.public, staff: route.path.startsWith('/admin') }))

/**
 * Pages whose document is wider than the window (with how much and the widest offender), and
 * controls smaller than 44 x 44 px (WCAG 2.5.5's size; a link inside a sentence is exempt, as in
 * 2.5.8, and a dense data grid's cells too). A link stretched over its card (`::after`, absolute)
 * counts by the card's size.
 */
async function phoneProblems(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = []
  for (const url of urls) {
    await hydrated(page, url)
    const problems = await page.evaluate(() => {
      const out: string[] = []
      const width = document.documentElement.clientWidth
      const excess = document.scrollingElement!.scrollWidth - width
      if (excess > 0) {
        // The outermost element that reaches past the right edge, to say where to look.
        const culprit = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > width + 0.5 && !el.closest('[hidden], .visually-hidden'))
        out.push(`scrolls sideways by ${excess}px (${culprit ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].join('.')}` : 'unknown'})`)
      }
      const controls = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]')
      for (const el of controls) {
        if (el.matches('[role=gridcell]') || el.closest('.visually-hidden, .skip-link')) continue
        // A box or a radio inside its label: the label is what a finger presses.
        if (el.tagName === 'INPUT' && el.closest('label')) continue
        let box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue
        const style = getComputedStyle(el)
        const parent = el.parentElement
        if (el.tagName === 'A' && style.display === 'inline' && parent && parent.textContent!.trim() !== el.textContent!.trim()) continue
        const after = getComputedStyle(el, '::after')
        if (after.position === 'absolute' && after.content !== 'none') {
          let host = el.parentElement
          while (host && getComputedStyle(host).position === 'static') host = host.parentElement
          if (host) box = host.getBoundingClientRect()
        }
        if (box.width < 43.5 || box.height < 43.5) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)
          out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${name}" is ${Math.round(box.width)}x${Math.round(box.height)}`)
        }
      }
      return out
    })
    for (const problem of problems) found.push(`${url}: ${problem}`)
  }
  return found
}

test('a visitor: no page scrolls sideways or has a small target at 375 px', { tag: '@each-width' }, async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(375)
  expect(await phoneProblems(page, pages.filter((p) => p.public).map((p) => p.url))).toEqual([])
})

test('a new learner: no page scrolls sideways or has a small target at 375 px', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  expect(await phoneProblems(page, pages.filter((p) => !p.staff).map((p) => p.url))).toEqual([])
})

test('an approved provider and a member of staff: no page scrolls sideways or has a small target at 375 px', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, DEMO.provider, 'phone')
  const provider = await phoneProblems(page, pages.filter((p) => !p.staff).map((p) => p.url))
  await context.clearCookies()
  await signInAs(context, baseURL!, DEMO.admin, 'phone')
  const staff = await phoneProblems(page, pages.map((p) => p.url))
  expect({ provider, staff }).toEqual({ provider: [], staff: [] })
})
