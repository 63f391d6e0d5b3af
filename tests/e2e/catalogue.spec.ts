import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { channelFor, DEMO, hydrated, signInAs } from './support/auth'
import { LATEST_TUTORING_LIMIT } from '~/app/features/catalogue/list-sizes'
import { wcagViolations } from './support/axe'

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]))

type Card = { _id: string; title: string; rating: { count: number }; provider: { username: string; display_name: string } }
type Page_<T> = { items: T[]; total: number }
type Category = { _id: string; name: string; last_node_info: { service_count: number } }

const BROWSE_PAGE_SIZE = 12

test('signed in: browse a category, page through, search a Thai word, open a service, page its reviews, open the provider; no axe violations', { tag: '@each-width' }, async ({ page, context, baseURL, request }, info) => {
  await signInAs(context, baseURL!, DEMO.consumer, channelFor(info.project.name))
  await hydrated(page, '/browse')
  await expect(page.getByRole('heading', { level: 1, name: th.pages.browse.title })).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])

  // The root category with the most services (more than one page of them).
  const roots = ((await (await request.get('/v2/category?level=1&limit=50')).json()) as Page_<Category>).items
  const root = [...roots].sort((a, b) => b.last_node_info.service_count - a.last_node_info.service_count)[0]!
  const inRoot = (await (await request.get(`/v2/search/browse/${root._id}?limit=${BROWSE_PAGE_SIZE}`)).json()) as Page_<Card>
  expect(inRoot.total, 'more than one page of services in the category').toBeGreaterThan(BROWSE_PAGE_SIZE)

  await page.getByRole('navigation', { name: th.browse.categories }).getByRole('link', { name: root.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]category=${root._id}`))
  const results = page.getByRole('region', { name: root.name })
  await expect(results.getByText(fill(th.browse.count, { count: inRoot.total }))).toBeVisible()
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(BROWSE_PAGE_SIZE)
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(inRoot.items[0]!.title)

  const pager = page.getByRole('navigation', { name: th.catalogue.pagination })
  await pager.getByRole('link', { name: th.catalogue.next }).click()
  await expect(page).toHaveURL(/[?&]page=1/)
  await expect(pager.getByRole('link', { name: fill(th.catalogue.goToPage, { page: 2 }) })).toHaveAttribute('aria-current', 'page')
  const second = (await (await request.get(`/v2/search/browse/${root._id}?skip=${BROWSE_PAGE_SIZE}&limit=${BROWSE_PAGE_SIZE}`)).json()) as Page_<Card>
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(second.items.length)
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(second.items[0]!.title)

  // A Thai word from a service with more than one page of reviews; the backend matches inside words.
  const all = ((await (await request.get('/v2/search/services?limit=50')).json()) as Page_<Card>).items
  const service = all.find((c) => c.rating.count > 5 && /^[\u0E00-\u0E7F]+/.test(c.title))
  expect(service, 'a seeded service with a Thai title and more than one page of reviews').toBeTruthy()
  const word = service!.title.match(/^[\u0E00-\u0E7F]+/)![0].slice(0, 6)
  const matching = (await (await request.get(`/v2/search/services?keyword=${encodeURIComponent(word)}&limit=${BROWSE_PAGE_SIZE}`)).json()) as Page_<Card>
  await page.getByRole('searchbox', { name: th.browse.keyword }).fill(word)
  await page.getByRole('searchbox', { name: th.browse.keyword }).press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`))
  const found = page.getByRole('region', { name: fill(th.browse.resultsFor, { keyword: word }) })
  await expect(found.getByText(fill(th.browse.count, { count: matching.total }))).toBeVisible()

  await found.getByRole('link', { name: service!.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: service!.title })).toBeVisible()
  const reviews = page.getByRole('region', { name: th.catalogue.reviews })
  const firstReview = await reviews.getByRole('listitem').first().textContent()
  await reviews.getByRole('link', { name: th.catalogue.next }).click()
  await expect(page).toHaveURL(/[?&]reviews=1/)
  await expect(reviews.getByRole('listitem').first()).not.toHaveText(firstReview ?? '')

  await page.getByRole('link', { name: th.catalogue.viewProfile }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${encodeURIComponent(service!.provider.username)}$`))
  await expect(page.getByRole('heading', { level: 1, name: service!.provider.display_name })).toBeVisible()
})

test('/tutoring/browse filters by price and session type, kept in the URL', { tag: '@each-width' }, async ({ page, request }, info) => {
  await hydrated(page, '/tutoring/browse')
  // On a phone the filters are in a sheet behind their button.
  if (info.project.name === 'mobile') await page.getByRole('button', { name: th.browse.filters }).click()
  await page.getByLabel(th.browse.priceMin).fill('400')
  await page.getByLabel(th.browse.priceMax).fill('500')
  await page.getByLabel(th.browse.sessionType).selectOption('instant')
  await page.getByRole('group', { name: th.browse.filters }).getByRole('button', { name: /^(ค้นหา|แสดง)/ }).click()
  await expect(page).toHaveURL(/[?&]min=400/)
  await expect(page).toHaveURL(/[?&]max=500/)
  await expect(page).toHaveURL(/[?&]type=instant/)
  const expected = (await (
    await request.get('/v2/search/services?price_min=400&price_max=500&session_type=instant&limit=12')
  ).json()) as Page_<Card>
  expect(expected.total).toBeGreaterThan(0)
  await expect(page.getByText(fill(th.browse.count, { count: expected.total }))).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(expected.items.map((c) => c.title))
  // Reloading the URL gives the same page, with the form filled in.
  await page.reload()
  if (info.project.name === 'mobile') await page.getByRole('button', { name: fill(th.browse.filtersActive, { count: 3 }) }).click()
  await expect(page.getByLabel(th.browse.priceMin)).toHaveValue('400')
  await expect(page.getByLabel(th.browse.sessionType)).toHaveValue('instant')
  await expect(page.getByText(fill(th.browse.count, { count: expected.total }))).toBeVisible()
})

test('the tutoring landing shows the latest tutoring services and leads to jobs, browse and blogs', async ({ page, request }) => {
  const latest = (await (await request.get(`/v2/service/tutoring/latest?limit=${LATEST_TUTORING_LIMIT}`)).json()) as Page_<Card>
  await hydrated(page, '/tutoring')
  const section = page.getByRole('region', { name: th.tutoring.latestTitle })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(latest.items.map((c) => c.title))
  const links = page.getByRole('navigation', { name: th.tutoring.explore })
  await expect(links.getByRole('link', { name: th.tutoring.jobsLink })).toHaveAttribute('href', '/tutoring/jobs')
  await expect(links.getByRole('link', { name: th.tutoring.blogsLink })).toHaveAttribute('href', '/tutoring/blogs')
  await links.getByRole('link', { name: th.tutoring.browseLink }).click()
  await expect(page.getByRole('heading', { level: 1, name: th.pages.tutoringBrowse.title })).toBeVisible()
})

test('tutoring jobs: filter by status and page through, with Thai relative times', async ({ page, request }) => {
  type Job = { title: string; status: string; created_at: string }
  await hydrated(page, '/tutoring/jobs')
  const all = (await (await request.get('/v2/service-request?domain-id=65f100000000000000000001&limit=6')).json()) as Page_<Job>
  await expect(page.getByText(fill(th.jobs.count, { count: all.total }))).toBeVisible()
  const list = page.getByRole('list', { name: th.jobs.list })
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(all.items.map((j) => j.title))
  await expect(list.locator('time').first()).toHaveAttribute('datetime', all.items[0]!.created_at)

  expect(all.total, 'more than one page of jobs').toBeGreaterThan(6)
  await page.getByRole('navigation', { name: th.catalogue.pagination }).getByRole('link', { name: th.catalogue.next }).click()
  await expect(page).toHaveURL(/[?&]page=1/)
  const page2 = (await (await request.get('/v2/service-request?domain-id=65f100000000000000000001&skip=6&limit=6')).json()) as Page_<Job>
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(page2.items.map((j) => j.title))

  // Choosing a status starts again at the first page of that status.
  await page.getByRole('navigation', { name: th.jobs.statusFilter }).getByRole('link', { name: th.jobs.status.open }).click()
  await expect(page).toHaveURL(/[?&]status=open/)
  await expect(page).not.toHaveURL(/[?&]page=/)
  const open = (await (await request.get('/v2/service-request?domain-id=65f100000000000000000001&status=open&limit=6')).json()) as Page_<Job>
  expect(open.total).toBeGreaterThan(0)
  await expect(page.getByText(fill(th.jobs.count, { count: open.total }))).toBeVisible()
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(open.items.map((j) => j.title))
  await expect(list.getByText(th.jobs.status.open, { exact: true })).toHaveCount(open.items.length)
  await expect(page.getByRole('navigation', { name: th.jobs.statusFilter }).getByRole('link', { name: th.jobs.status.open })).toHaveAttribute('aria-current', 'page')
  // Every open job offers a way to take it on, which continues in the app.
  await expect(list.getByRole('button', { name: th.jobs.apply })).toHaveCount(open.items.length)
  await list.getByRole('button', { name: th.jobs.apply }).first().click()
  await expect(page.getByRole('dialog', { name: th.downloadModal.title })).toBeVisible()
})

type Named = Category & { locale: { EN: string; TH: string; CN: string } }
/** The spec's category search, as the finder asks it. */
async function categoriesNamed(request: APIRequestContext, locale: string, value: string) {
  return (await (await request.get(`/v2/category/locale?locale=${locale}&value=${encodeURIComponent(value)}&limit=8`)).json()) as Page_<Named>
}
function categoryFinder(page: Page) {
  const finder = page.getByRole('search', { name: th.browse.finder.label })
  return {
    finder,
    box: finder.getByRole('searchbox', { name: th.browse.finder.label }),
    found: (value: string) => finder.getByRole('navigation', { name: fill(th.browse.finder.results, { value }) }).getByRole('link'),
  }
}

test('the category finder finds a category by its English, Thai or Chinese name (the spec’s locale search) and leads to it; no axe violations', { tag: '@each-width' }, async ({ page, request }) => {
  const answer = (locale: string, value: string) => categoriesNamed(request, locale, value)
  const english = await answer('EN', 'math')
  expect(english.total).toBeGreaterThan(1)
  await hydrated(page, '/tutoring/browse')
  const { finder, box, found } = categoryFinder(page)

  // English: each Thai name with the English one that matched, asked of the spec's call.
  const asked = page.waitForRequest((r) => r.url().includes('/v2/category/locale?locale=EN&value=math'))
  await box.fill('math')
  await asked
  await expect(found('math')).toHaveText(english.items.map((c) => `${c.name} (${c.locale.EN})`))
  await expect(finder.getByText(fill(th.browse.finder.count, { count: english.total }))).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])

  // Thai and Chinese search their own names.
  const thai = await answer('TH', 'คณิต')
  await box.fill('คณิต')
  await expect(found('คณิต')).toHaveText(thai.items.map((c) => c.name))
  const chinese = await answer('CN', '数学')
  await box.fill('数学')
  await expect(found('数学')).toHaveText(chinese.items.map((c) => `${c.name} (${c.locale.CN})`))

  // A found category leads to its services.
  const first = chinese.items[0]!
  await found('数学').first().click()
  await expect(page).toHaveURL(new RegExp(`[?&]category=${first._id}`))
  await expect(page.getByRole('heading', { level: 2, name: first.name })).toBeVisible()
})

test('the category finder says when nothing matches and when the search failed, and a retry recovers', async ({ page, request }) => {
  await hydrated(page, '/tutoring/browse')
  const { finder, box, found } = categoryFinder(page)

  // Nothing found says so; Escape empties the box.
  await box.fill('qqqzzz')
  await expect(finder.getByText(fill(th.browse.finder.none, { value: 'qqqzzz' }))).toBeVisible()
  await box.press('Escape')
  await expect(box).toHaveValue('')

  // A failed search says so and offers a retry, which brings the categories.
  let failing = true
  await page.route('**/v2/category/locale?**', (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' }) : route.continue()))
  await box.fill('mathematics')
  await expect(finder.getByText(th.browse.finder.failed)).toBeVisible()
  failing = false
  await finder.getByRole('button', { name: th.browse.finder.retry }).click()
  const full = await categoriesNamed(request, 'EN', 'mathematics')
  await expect(found('mathematics')).toHaveText(full.items.map((c) => `${c.name} (${c.locale.EN})`))
})

test('tutoring jobs: a failed list (the spec: null on failure) keeps the page, says so and offers a retry that brings the jobs', async ({ page, request }) => {
  type Job = { title: string }
  const closed = (await (await request.get('/v2/service-request?domain-id=65f100000000000000000001&status=closed&limit=6')).json()) as Page_<Job>
  await hydrated(page, '/tutoring/jobs')
  let failing = true
  await page.route('**/v2/service-request?**', (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' }) : route.continue()))
  await page.getByRole('navigation', { name: th.jobs.statusFilter }).getByRole('link', { name: th.jobs.status.closed }).click()
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText(th.jobs.loadFailed)
  await expect(page.getByRole('heading', { level: 1, name: th.pages.tutoringJobs.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: th.errors.errorTitle })).toHaveCount(0)
  failing = false
  await alert.getByRole('button', { name: th.common.retry }).click()
  await expect(page.getByRole('list', { name: th.jobs.list }).getByRole('heading', { level: 2 })).toHaveText(closed.items.map((j) => j.title))
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
})

test('blogs: list, page, open a category, read an article; no axe violations on the article', { tag: '@each-width' }, async ({ page, request }) => {
  type Blog = { _id: string; title: string; blog_category: { _id: string; name: string } }
  const first = (await (await request.get('/v2/blogs/blogs?domain-id=65f100000000000000000001&limit=6')).json()) as Page_<Blog>
  expect(first.total, 'more than one page of blogs').toBeGreaterThan(6)
  await hydrated(page, '/tutoring/blogs')
  const list = page.getByRole('list', { name: th.blogs.list })
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(first.items.map((b) => b.title))
  await page.getByRole('navigation', { name: th.catalogue.pagination }).getByRole('link', { name: th.catalogue.next }).click()
  await expect(page).toHaveURL(/[?&]page=1/)
  const second = (await (await request.get('/v2/blogs/blogs?domain-id=65f100000000000000000001&skip=6&limit=6')).json()) as Page_<Blog>
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(second.items.map((b) => b.title))

  const blog = second.items[0]!
  await list.getByRole('link', { name: blog.title }).click()
  await expect(page).toHaveURL(new RegExp(`/tutoring/blog/${blog._id}$`))
  const article = page.getByRole('article', { name: blog.title })
  await expect(article.getByRole('heading', { level: 1, name: blog.title })).toBeVisible()
  await expect(article.locator('.blog__content').getByRole('paragraph').first()).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])

  await article.getByRole('link', { name: fill(th.blogs.moreIn, { name: blog.blog_category.name }) }).click()
  await expect(page.getByRole('heading', { level: 1, name: blog.blog_category.name })).toBeVisible()
  await expect(page.getByRole('navigation', { name: th.blogs.categories }).getByRole('link', { name: blog.blog_category.name })).toHaveAttribute('aria-current', 'page')
})

test('an unknown blog and blog category answer the Thai not-found page', async ({ page }) => {
  const blog = await page.goto('/tutoring/blog/65c0000000000000000000ff')
  expect(blog?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: th.blogs.notFoundTitle })).toBeVisible()
  const category = await page.goto('/tutoring/blogs/65b0000000000000000000ff')
  expect(category?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: th.blogs.categoryNotFoundTitle })).toBeVisible()
})

test('the menu offers the hamburger-bar categories', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const shortcuts = ((await (await request.get('/v2/category/hamburger-bar?limit=50')).json()) as Page_<Category>).items
  expect(shortcuts.length).toBeGreaterThan(0)
  await hydrated(page, '/')
  await page.getByRole('button', { name: th.nav.openMenu }).click()
  const menu = page.getByRole('dialog', { name: th.mobileMenu.title })
  const categories = menu.getByRole('region', { name: th.nav.popularCategories })
  await expect(categories.getByRole('link')).toHaveText(shortcuts.map((c) => c.name))
  expect(await wcagViolations(page)).toEqual([])
  const tutoringChild = shortcuts.find((c) => c._id !== '65f100000000000000000001' && (c as unknown as { tree: string[] }).tree.includes('65f100000000000000000001'))!
  await categories.getByRole('link', { name: tutoringChild.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/tutoring/browse\\?category=${tutoringChild._id}`))
  await expect(page.getByRole('region', { name: tutoringChild.name })).toBeVisible()
})

test('back navigation restores the scroll position of a list', async ({ page }) => {
  await hydrated(page, '/tutoring/browse')
  const cards = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link')
  const last = cards.last()
  await last.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 40))
  const before = await page.evaluate(() => Math.round(window.scrollY))
  expect(before).toBeGreaterThan(200)
  const title = (await last.textContent()) ?? ''
  await last.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(before)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: th.pages.tutoringBrowse.title })).toBeVisible()
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before)
})
