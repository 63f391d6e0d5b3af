import { request as httpRequest } from 'node:http'
import { th } from '~/app/lib/i18n/th-all'
import { PAGE_CACHE_HEADER } from '~/server/http/page-cache'
import { wcagViolations } from './support/axe'
import { serverForSpec } from './support/server'
import { expect, test } from './support/test'

// Each client address causes at most PAGE_RENDERS_PER_MINUTE renders a minute. Before, any client
// could make the server render without end by asking for addresses no cache had seen (`/?x=1`,
// `/?x=2`, ...), and every other visitor's page waited behind those renders.
test.describe.configure({ mode: 'serial' })

const specServer = serverForSpec({ PAGE_RENDERS_PER_MINUTE: '4', PAGE_CACHE_SECONDS: '60' })

/** A GET from another loopback address (127.0.0.2): to the server, another client. */
function getFromAnotherAddress(url: string) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(url, { localAddress: '127.0.0.2', agent: false, headers: { accept: 'text/html' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
    })
    req.on('error', reject)
    req.end()
  })
}

test("an address past its share of renders gets the site's too-many-requests page, and pages already kept", async ({ request }) => {
  const base = specServer().baseURL
  const get = (path: string) => request.get(`${base}${path}`, { headers: { accept: 'text/html' } })

  // Four renders: /help twice (its first request, then the one that is kept), two made-up addresses.
  for (const path of ['/help', '/help', '/?x=1', '/?x=2']) expect((await get(path)).status(), path).toBe(200)
  const refused = await get('/?x=3')
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1)
  expect(Number(refused.headers()['retry-after'])).toBeLessThanOrEqual(60)
  expect(refused.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(refused.headers()['cache-control']).toBe('no-store')
  expect(await refused.text()).toContain(th.refusal.tooManyRequestsTitle)
  // A server function's call gets the API's error shape.
  const call = await request.post(`${base}/_serverFn/anything`, { data: {} })
  expect(call.status()).toBe(429)
  expect(await call.json()).toMatchObject({ code: 'rate_limited', retry_after: expect.any(Number) })

  // What the cache keeps costs no render: still served.
  const kept = await get('/help')
  expect(kept.status()).toBe(200)
  expect(kept.headers()[PAGE_CACHE_HEADER]).toBe('hit')
  // Another address has a share of its own.
  expect(await getFromAnotherAddress(`${base}/?x=4`)).toBe(200)
})

test('the too-many-requests page is readable: Thai, styled by the site, a way to try again, no script', async ({ page }) => {
  // The same address, still past its share (the minute began with the test before).
  const answer = await page.goto(`${specServer().baseURL}/services?x=5`)
  expect(answer?.status()).toBe(429)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(page).toHaveTitle(new RegExp(th.refusal.tooManyRequestsTitle))
  await expect(page.getByRole('heading', { level: 1, name: th.refusal.tooManyRequestsTitle })).toBeVisible()
  await expect(page.getByText(th.refusal.tooManyRequestsBody)).toBeVisible()
  // "Try again" is the address asked for; "back home" the home page.
  const again = page.getByRole('link', { name: th.common.retry })
  expect(await again.evaluate((link: HTMLAnchorElement) => link.href)).toBe(page.url())
  await expect(page.getByRole('link', { name: th.common.backHome })).toHaveAttribute('href', '/')
  // The site's stylesheet applies (the policy lets it in; the guard fails the test on any violation).
  expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 100))).toBe(true)
  expect(await page.locator('script').count()).toBe(0)
  // The site's top bar: its name, a link home.
  await expect(page.getByRole('link', { name: th.brand.name })).toHaveAttribute('href', '/')
  expect(await wcagViolations(page)).toEqual([])
})
