import { expect, test } from '@playwright/test'
import { th } from '~/app/lib/i18n/th-all'
import { pageDescriptions } from '~/app/lib/i18n/th-page-descriptions'
import { signInRoutes } from '~/contract/routes'
import { measureFirstLoadJs } from '~/scripts/lib/first-load-js.mjs'

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace('.', '\\.')}" content="([^"]*)"`).exec(html)?.[1]

test('pages carry a title, a description, OpenGraph with property= and a canonical link', async ({ request, baseURL }) => {
  const pages = [
    { path: '/', canonical: '/', title: th.pages.home.title },
    { path: '/landing', canonical: '/', title: th.pages.landing.title },
    { path: '/provider', canonical: '/provider', title: th.pages.providerLanding.title },
    { path: '/help', canonical: '/help', title: th.pages.help.title },
  ]
  for (const p of pages) {
    const html = await (await request.get(p.path)).text()
    expect(html, p.path).toContain(`<title>${p.title} | ${th.brand.name}</title>`)
    expect(meta(html, 'name', 'description'), p.path).toBeTruthy()
    expect(meta(html, 'property', 'og:title'), p.path).toContain(p.title)
    expect(meta(html, 'property', 'og:description'), p.path).toBeTruthy()
    expect(html, p.path).toContain(`<link rel="canonical" href="${baseURL}${p.canonical}"`)
  }
})

test('private and sign-in pages ask not to be indexed', async ({ request }) => {
  const html = await (await request.get('/login')).text()
  expect(meta(html, 'name', 'robots')).toBe('noindex')
  expect(html).not.toContain('rel="canonical"')
})

test('a page that is not there says so in its title (as its heading does) and is not indexed', async ({ request }) => {
  const missing = '000000000000000000000000'
  const pages = [
    { path: '/no/such/page', title: th.errors.notFoundTitle },
    { path: '/tutoring/no-such-page', title: th.errors.notFoundTitle },
    { path: `/services/${missing}`, title: th.catalogue.notFoundTitle },
    { path: '/profile/no_such_provider_zz', title: th.catalogue.profileNotFoundTitle },
    { path: `/tutoring/blog/${missing}`, title: th.blogs.notFoundTitle },
    { path: `/tutoring/blogs/${missing}`, title: th.blogs.categoryNotFoundTitle },
    { path: `/tutoring/browse?category=${missing}`, title: th.errors.notFoundTitle },
  ]
  for (const p of pages) {
    const response = await request.get(p.path)
    expect(response.status(), p.path).toBe(404)
    const html = await response.text()
    expect(html.match(/<title>[^<]*<\/title>/g), p.path).toEqual([`<title>${p.title} | ${th.brand.name}</title>`])
    expect(meta(html, 'name', 'robots'), p.path).toBe('noindex')
    expect(html, p.path).not.toContain('rel="canonical"')
  }
})

test('robots.txt keeps every sign-in route out and points at the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  for (const route of signInRoutes) expect(text).toContain(`Disallow: ${route.path}$`)
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  // Public pages that share a prefix with a private one stay crawlable.
  expect(text).not.toMatch(/^Disallow: \/services\/?$/m)
})

test('crawler-only tags come with the server HTML alone: kept through hydration, gone once the visitor is on another page, while the title and canonical link follow', async ({ page, baseURL }) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto('/services/65a000000000000000000001')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Hydration leaves the server's tags in place (a crawler that runs the page's script reads them).
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[property="og:image"]', 'script[type="application/ld+json"]']) {
    await expect(page.locator(selector), selector).toHaveCount(1)
    await expect(page.locator(selector), selector).toHaveAttribute('data-crawler', '')
  }
  await page.getByRole('link', { name: th.nav.tutoring, exact: true }).first().click()
  await expect(page).toHaveURL(`${baseURL}/tutoring`)
  await expect(page).toHaveTitle(`${th.pages.tutoring.title} | ${th.brand.name}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/tutoring`)
  // The service's description and structured data no longer describe what is shown.
  await expect(page.locator('[data-crawler]')).toHaveCount(0)
  await expect(page.locator('meta[name="description"]')).toHaveCount(0)
  expect(problems).toEqual([])
})

test("no first load carries the pages' descriptions: only the server writes them", async ({ baseURL }) => {
  for (const path of ['/', '/services/65a000000000000000000001', '/login']) {
    const measure = await measureFirstLoadJs(baseURL!, path)
    expect(measure.total.files).toBeGreaterThan(0)
    for (const file of measure.files) {
      const code = await (await fetch(file.url)).text()
      for (const key of ['home', 'serviceView', 'login'] as const) expect(code.includes(pageDescriptions[key]), `${key} in ${file.url}`).toBe(false)
    }
  }
})
