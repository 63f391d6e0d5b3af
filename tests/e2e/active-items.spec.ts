import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { DEMO, hydrated, signInAs, channelFor } from './support/auth'

// Chips, pages and menus mark exactly one item as the current one: the router marks a link current
// when it matches part of the address, and a page that marks its own must not get a second.

/** Per navigation landmark on the page: its name and how many of its links say they are current. */
async function currentCounts(page: Page) {
  return page.locator('nav').evaluateAll((navs) =>
    navs
      .filter((nav) => nav.checkVisibility())
      .map((nav) => ({ nav: nav.getAttribute('aria-label') ?? '', current: nav.querySelectorAll('[aria-current="page"]').length })),
  )
}

const listNavs: string[] = [th.browse.categories, th.jobs.statusFilter, th.blogs.categories, th.catalogue.pagination]

const catalogue = [
  '/tutoring',
  '/tutoring/browse',
  '/tutoring/browse?page=1',
  '/tutoring/browse?category=65f100000000000000000002',
  '/tutoring/browse?q=%E0%B8%84%E0%B8%93%E0%B8%B4%E0%B8%95',
  '/tutoring/jobs',
  '/tutoring/jobs?status=open',
  '/tutoring/jobs?page=1',
  '/tutoring/blogs',
  '/tutoring/blogs?page=1',
  '/tutoring/blogs/courses',
]

test('catalogue pages: one current item per menu, chip row and pager', { tag: '@each-width' }, async ({ page }) => {
  test.setTimeout(90_000)
  const wrong: string[] = []
  for (const url of catalogue) {
    await hydrated(page, url)
    for (const { nav, current } of await currentCounts(page)) {
      // Rows of chips and pagers always have their current item; the site's menus at most one.
      const exactlyOne = listNavs.includes(nav)
      if (current > 1 || (exactlyOne && current !== 1)) wrong.push(`${url} [${nav}]: ${current} current`)
    }
  }
  expect(wrong).toEqual([])
})

test('staff lists: one current chip and page', { tag: '@each-width' }, async ({ page, context, baseURL }, info) => {
  await signInAs(context, baseURL!, DEMO.admin, channelFor(info.project.name))
  const wrong: string[] = []
  for (const url of ['/admin/cash-in', '/admin/cash-in?status=approved', '/admin/dashboard/users?page=1', '/admin/dashboard/appointments', '/admin/verifications']) {
    await hydrated(page, url)
    for (const { nav, current } of await currentCounts(page)) if (current > 1) wrong.push(`${url} [${nav}]: ${current} current`)
  }
  expect(wrong).toEqual([])
})
