import { expect, test, type Browser, type Page, type Request } from '@playwright/test'
import { th } from '~/app/lib/i18n/th-all'
import { DEMO, createUser, latestCode, signInAs, type Account } from './support/auth'
import { capturePeerConnections, fakeMediaLaunchOptions, framesDecoded } from './support/media'
import { loggedCalls, serverForSpec } from './support/server'

// The site against a backend that offers only the calls the specification names
// (SPEC_ONLY_API=true: our stand-ins, the public search and the socket ticket, answer 404). The
// public pages, signing in, the signed-in search and a live session must all still work, through
// the specification's own calls.
test.describe.configure({ mode: 'serial' })

const BOOKING = '65f000000000000000000001'
// LOG_LEVEL=debug: the backend logs every call, the server's own renders' too.
const specServer = serverForSpec({ SPEC_ONLY_API: 'true', OTP_RESEND_INTERVAL_SECONDS: '1', LOG_LEVEL: 'debug' })

test.use({ launchOptions: fakeMediaLaunchOptions() })

/** Every call the page's browser makes to the backend, as `METHOD /path`. */
function backendCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (/^\/v[12]\//.test(url.pathname)) calls.push(`${request.method()} ${url.pathname}`)
  })
  return calls
}

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test('the backend refuses its own stand-ins in this mode', async ({ request }) => {
  expect((await request.get(`${specServer().baseURL}/v2/search/services?skip=0&limit=12`)).status()).toBe(404)
  expect((await request.post(`${specServer().baseURL}/v2/realtime/ticket`)).status()).toBe(404)
})

test('the public pages show their content', async ({ page }) => {
  // Seven page loads: over 30 s beside a live-session test.
  test.setTimeout(90_000)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  for (const path of ['/', '/tutoring', '/tutoring/browse', '/tutoring/jobs', '/tutoring/blogs', '/services/65a000000000000000000001', '/policies/terms']) {
    await open(page, `${specServer().baseURL}${path}`)
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
    await expect(page.getByText(th.errors.errorTitle), path).toHaveCount(0)
  }
  // The lists without a category are the specification's latest services.
  for (const path of ['/', '/tutoring/browse']) {
    await open(page, `${specServer().baseURL}${path}`)
    await expect(page.getByRole('main').locator('a[href^="/services/"]').first(), path).toBeVisible()
  }
  expect(problems).toEqual([])
})

test("signing in by code, then /browse searches with the specification's booking-session call", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  const page = await context.newPage()
  const calls = backendCalls(page)
  await open(page, `${specServer().baseURL}/login`)
  await page.getByRole('button', { name: th.auth.useEmail }).click()
  await page.getByLabel(th.auth.emailLabel).fill(DEMO.consumer.email)
  await page.getByRole('button', { name: th.auth.continue }).click()
  await expect(page.getByRole('heading', { level: 1, name: th.auth.verifyEmail })).toBeVisible()
  await page.getByLabel(th.auth.codeLabel).first().fill(await latestCode(page.request, DEMO.consumer.email))
  // The normal sign-in goes on to /browse.
  await page.waitForURL(/\/browse$/)
  await expect(page.getByRole('heading', { level: 1, name: th.pages.browse.title })).toBeVisible()

  const keyword = 'คณิต'
  const search = page.getByRole('searchbox', { name: th.browse.keyword })
  await search.fill(keyword)
  await search.press('Enter')
  await page.waitForURL(/[?&]q=/)
  await expect(page.getByRole('heading', { level: 2, name: th.browse.resultsFor.replace('{keyword}', keyword) })).toBeVisible()
  await expect(page.getByRole('main').locator('a[href^="/services/"]').first()).toBeVisible()
  expect(calls).toContain('POST /v2/search/booking-session')
  expect(calls).not.toContain('GET /v2/search/services')
  await context.close()
})

test("the server's render of a signed-in search, without the public search, searches with the visitor's token, for them alone", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: specServer().baseURL })
  const user = await createUser({ request })
  const keyword = 'คณิต'
  const from = specServer().output().length
  const answer = await request.get(`/browse?q=${encodeURIComponent(keyword)}`, { headers: { cookie: `access_token=${user.accessToken}` }, maxRedirects: 0 })
  expect(answer.status()).toBe(200)
  const html = await answer.text()
  expect(html.includes(th.browse.resultsFor.replace('{keyword}', keyword))).toBe(true)
  expect(/href="\/services\/[0-9a-f]{24}"/.test(html)).toBe(true)
  expect(html.includes(th.errors.errorTitle)).toBe(false)
  // Searched with their token, the page is theirs: rendered for them (their name in its header), never kept.
  expect(answer.headers()['x-page-cache']).toBeUndefined()
  expect(html.includes(user.username)).toBe(true)
  await expect.poll(() => loggedCalls(specServer(), from).filter((call) => call.startsWith('POST /v2/search/'))).toEqual(['POST /v2/search/booking-session 200'])
  await request.dispose()
})

test('the server learns once that the backend has no public search, however many pages it renders', async ({ request }) => {
  const from = specServer().output().length
  // Each at a new address, so each is rendered; three of them list services.
  for (const path of ['/?n=1', '/tutoring/browse?n=2', '/tutoring/browse?n=3', '/?n=4']) {
    expect((await request.get(`${specServer().baseURL}${path}`)).status(), path).toBe(200)
  }
  const publicSearches = loggedCalls(specServer(), from).filter((call) => call.startsWith('GET /v2/search/services'))
  // None if an earlier test's render taught it already, else the one that learns it.
  expect(publicSearches.length).toBeLessThanOrEqual(1)
})

async function participant(browser: Browser, account: Account) {
  const context = await browser.newContext({ baseURL: specServer().baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } })
  await context.addInitScript(capturePeerConnections)
  await signInAs(context, specServer().baseURL, account, 'email')
  const page = await context.newPage()
  const tickets: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/v2/realtime/ticket') tickets.push(response.status())
  })
  return { context, page, tickets }
}

test('a live session connects with the socket taking the access token, video both ways', async ({ browser }) => {
  test.setTimeout(90_000)
  const sides = [await participant(browser, DEMO.consumer), await participant(browser, DEMO.provider)]
  await Promise.all(sides.map(({ page }) => open(page, `${specServer().baseURL}/session/video-session?booking=${BOOKING}`)))
  for (const { page } of sides) await expect.poll(() => framesDecoded(page), { timeout: 30_000, intervals: [250] }).toBeGreaterThan(10)
  // The page asked for a ticket, was told there are none, and connected with the token instead.
  for (const { tickets } of sides) expect(tickets).toContain(404)
  // And the chat goes through that socket.
  const [consumer, provider] = sides as [(typeof sides)[0], (typeof sides)[0]]
  const line = `spec-only ${Date.now()}`
  await consumer.page.locator('form.chat__form input').fill(line)
  await consumer.page.locator('form.chat__form input').press('Enter')
  await expect(provider.page.getByText(line)).toBeVisible({ timeout: 10_000 })
  for (const { context } of sides) await context.close()
})
