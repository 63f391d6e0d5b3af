import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test'
import { th } from '~/app/lib/i18n/th-all'
import { createUser } from './support/auth'
import { serverForSpec } from './support/server'
import { expireAccessToken, tokenSecretEnv } from './support/tokens'

test.describe.configure({ mode: 'serial' })

// A server whose access-token secret the tests know: a test makes the saved token run out when it
// wants (support/tokens.ts) instead of waiting for a short-lived one to. Tokens the server issues
// live the default 15 minutes, so a renewed token stays usable for the rest of a test and every
// renewal counted here is one a stale token asked for. (Waiting 2.5 s for 22-second tokens, as
// these tests once did, cost over half a minute; a wait until the client counted the token as
// expired raced the route preloads of the instant before.)
const secret = tokenSecretEnv()
const specServer = serverForSpec({ ...secret, OTP_RESEND_INTERVAL_SECONDS: '1' })
/** The saved access token, as both the page server and the browser now count as expired. */
const expireSavedToken = (context: BrowserContext) => expireAccessToken(context, specServer().baseURL, secret)

/** A call of a Start server function from the browser (the renewal is the only one). */
const isServerFnCall = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/_serverFn/')

/** When the client stops counting an access token as usable: 20 s before its exp (the spec's rule). */
const usableUntilOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000 - 20_000

const cookieValue = async (context: BrowserContext, name: string) => (await context.cookies(specServer().baseURL)).find((c) => c.name === name)?.value

const accountButton = (page: Page, username: string) => page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', username) })

/** A client-side navigation to a private page, through the account menu. */
async function openNotifications(page: Page, username: string) {
  await accountButton(page, username).click()
  await page.getByRole('menuitem', { name: th.account.notifications }).click()
  await expect(page).toHaveURL(/\/mobile\/notification$/)
  await expect(page.getByRole('heading', { level: 1, name: th.pages.mobileNotification.title })).toBeVisible()
}

/** Ends the session on the backend (as a sign-out elsewhere would), leaving the browser's cookies as they are. */
async function revokeOnBackend(context: BrowserContext) {
  const refreshToken = await cookieValue(context, 'refresh_token')
  expect(refreshToken).toBeTruthy()
  const response = await fetch(`${specServer().baseURL}/v1/auth/logout`, { headers: { cookie: `refresh_token=${refreshToken}` } })
  expect(response.status).toBe(200)
}

test('a session outlives several short access tokens, renewed by the one server function at page start and in the browser', async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  const page = await context.newPage()
  const user = await createUser({ context, baseURL: specServer().baseURL })
  const renewals = { browser: 0, pageStart: 0, refused: 0, refreshEndpoint: 0 }
  page.on('response', async (response) => {
    const request = response.request()
    if (new URL(response.url()).pathname.startsWith('/v1/auth/refresh_token')) renewals.refreshEndpoint++
    else if (isServerFnCall(request)) {
      const cookies = (await response.headerValues('set-cookie')).join('\n')
      if (response.ok() && /(^|\n)access_token=[^;]/.test(cookies)) renewals.browser++
      else renewals.refused++
    } else if (request.resourceType() === 'document') {
      const cookies = (await response.headerValues('set-cookie')).join('\n')
      if (/(^|\n)access_token=[^;]/.test(cookies)) renewals.pageStart++
    }
  })

  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: th.pages.profile.title })).toBeVisible()
  // Each expired token the session went through, and the usable one it was renewed into.
  const renewedTokens: string[] = []
  const renewedFrom = async (stale: string) => {
    // The browser saves what it renewed as soon as the answer is in: waited for, not assumed.
    await expect.poll(() => cookieValue(context, 'access_token')).not.toBe(stale)
    const renewed = (await cookieValue(context, 'access_token'))!
    expect(usableUntilOf(renewed)).toBeGreaterThan(Date.now())
    renewedTokens.push(renewed)
  }
  for (let round = 0; round < 3; round++) {
    let stale = await expireSavedToken(context)
    // A full page load: the web server renews with both cookies before rendering.
    await page.goto('/mobile/menu')
    await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible()
    await renewedFrom(stale)
    // The menu below answers once the page's code runs (the server's HTML shows it before).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    stale = await expireSavedToken(context)
    // A client-side navigation: the browser calls the server function.
    await accountButton(page, user.username).click()
    await page.getByRole('menuitem', { name: th.account.editPicture }).click()
    // The profile itself, not the menu page it came from (which shows the name too).
    await expect(page.getByRole('heading', { level: 1, name: th.pages.profile.title })).toBeVisible()
    await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible()
    await renewedFrom(stale)
  }
  await expect(accountButton(page, user.username)).toBeVisible()
  // The counting stops here, once the answers already being read are counted, so none is read
  // while the context closes.
  await page.removeAllListeners('response', { behavior: 'wait' })
  // The session outlived six access tokens: each one, expired, was renewed into a usable one.
  expect(renewedTokens).toHaveLength(6)
  expect(renewals.refused).toBe(0)
  expect(renewals.pageStart).toBeGreaterThanOrEqual(2)
  expect(renewals.browser).toBeGreaterThanOrEqual(2)
  // One way to renew: the browser never calls the backend's cookie endpoint itself.
  expect(renewals.refreshEndpoint).toBe(0)
  await context.close()
})

test('at page start an expired token is renewed before rendering: the private page renders signed in, with new cookies, and is not kept', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  const user = await createUser({ context, baseURL: specServer().baseURL })
  const before = { access: await expireSavedToken(context), refresh: await cookieValue(context, 'refresh_token') }
  // The page as the server sends it, before any script runs.
  const response = await context.request.get('/mobile/menu', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  // Rendered on the server with the renewed token: the account data came along.
  expect(await response.text()).toContain(user.username)
  const setCookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value)
  expect(setCookies.some((c) => /^access_token=[^;]+;/.test(c) && !/HttpOnly/i.test(c))).toBe(true)
  expect(setCookies.some((c) => /^refresh_token=[^;]+;/.test(c) && /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c))).toBe(true)
  expect(response.headers()['x-page-cache']).toBeUndefined()
  expect(await cookieValue(context, 'access_token')).not.toBe(before.access)
  expect(await cookieValue(context, 'refresh_token')).not.toBe(before.refresh)
  // And the browser goes on from there with that token: it renews only once the token is within
  // the spec's 20 s of its end, not at start.
  const renewed = await cookieValue(context, 'access_token')
  const usableUntil = usableUntilOf(renewed!)
  const page = await context.newPage()
  const early: string[] = []
  page.on('request', (request) => void (isServerFnCall(request) && Date.now() < usableUntil - 250 && early.push(request.url())))
  await page.goto('/mobile/menu')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible()
  expect(early).toEqual([])
  await context.close()
})

test('during a client-side navigation the browser renews through the server function, once', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  const page = await context.newPage()
  const user = await createUser({ context, baseURL: specServer().baseURL })
  await page.goto('/mobile/menu')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const calls: { request: Request; at: number }[] = []
  page.on('request', (request) => void (isServerFnCall(request) && calls.push({ request, at: Date.now() })))
  const before = await expireSavedToken(context)
  await openNotifications(page, user.username)
  expect(calls.length).toBeGreaterThan(0)
  const answer = await calls[0]!.request.response()
  expect(answer?.status()).toBe(200)
  // The route guard, the root route and the page's calls all wanted a token: one renewal served them.
  // None may be sent while the token it brought is still good.
  const issued = /(?:^|\n)access_token=([^;]+)/.exec((await answer!.headerValues('set-cookie')).join('\n'))?.[1]
  expect(issued).toBeTruthy()
  expect(calls.filter((call) => call.at < usableUntilOf(issued!) - 250).map((call) => call.request.url())).toHaveLength(1)
  expect(await cookieValue(context, 'access_token')).not.toBe(before)
  await expect(accountButton(page, user.username)).toBeVisible()
  await context.close()
})

test('two tabs renewing at the same moment both stay signed in, and so does the session after', async ({ browser }) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  const user = await createUser({ context, baseURL: specServer().baseURL })
  const logged = specServer().output().split('error renewing token').length
  const tabs = [await context.newPage(), await context.newPage()]
  for (const tab of tabs) {
    await tab.goto('/profile')
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true')
  }
  await expireSavedToken(context)
  // The first renewal of each tab is held until both have been sent, so both carry the same
  // refresh token: the second to reach the backend presents a token the first has just rotated.
  const sent: string[] = []
  let releaseAll!: () => void
  const bothSent = new Promise<void>((resolve) => (releaseAll = resolve))
  for (const tab of tabs) {
    let held = false
    await tab.route('**/_serverFn/**', async (route) => {
      if (!held) {
        held = true
        sent.push(route.request().headers()['cookie'] ?? '')
        if (sent.length === 2) releaseAll()
        await bothSent
      }
      await route.continue()
    })
  }
  await Promise.all(tabs.map((tab) => openNotifications(tab, user.username)))
  expect(sent).toHaveLength(2)
  const refreshSent = sent.map((cookie) => /refresh_token=([^;]+)/.exec(cookie)?.[1])
  expect(refreshSent[0]).toBeTruthy()
  expect(refreshSent[1]).toBe(refreshSent[0])
  for (const tab of tabs) await tab.unroute('**/_serverFn/**')

  // Whichever answer the cookie jar kept, the session lives on: renew again, in a tab and at page start.
  await expireSavedToken(context)
  await tabs[0]!.goto('/profile')
  await expect(accountButton(tabs[0]!, user.username)).toBeVisible()
  await expireSavedToken(context)
  await openNotifications(tabs[1]!, user.username)
  await expect(accountButton(tabs[1]!, user.username)).toBeVisible()
  expect(specServer().output().split('error renewing token').length).toBe(logged)
  await context.close()
})

test('a refused renewal during navigation clears the session and sends the private page to login', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  const page = await context.newPage()
  const user = await createUser({ context, baseURL: specServer().baseURL })
  await page.goto('/mobile/menu')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(accountButton(page, user.username)).toBeVisible()
  // Counted before the session ends: the page's own renewal may be refused while the token runs out.
  const logged = specServer().output().split('error renewing token').length
  await revokeOnBackend(context)
  await expireSavedToken(context)
  // The first call that needs the token finds the session gone: this navigation's, or one of the
  // page's own that came first (the header's account data refreshing), which leaves the page it is
  // on. Either way the renewal is refused, the session cleared and the private page left for login.
  await accountButton(page, user.username)
    .click({ timeout: 5_000 })
    .then(() => page.getByRole('menuitem', { name: th.account.notifications }).click({ timeout: 5_000 }))
    .catch(() => {})
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmobile%2F(?:notification|menu)$/)
  await expect(page.getByRole('heading', { level: 1, name: th.pages.login.title })).toBeVisible()
  expect(await cookieValue(context, 'access_token')).toBeUndefined()
  expect(await cookieValue(context, 'refresh_token')).toBeUndefined()
  // The server's log reaches this process through a pipe, possibly after the page has moved on.
  await expect.poll(() => specServer().output().split('error renewing token').length).toBeGreaterThan(logged)
  await context.close()
})

test('a refused renewal at page start clears the cookies in the redirect to login', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  await createUser({ context, baseURL: specServer().baseURL })
  await revokeOnBackend(context)
  await expireSavedToken(context)
  const response = await context.request.get('/mobile/menu', { maxRedirects: 0 })
  expect([302, 307]).toContain(response.status())
  expect(response.headers()['location']).toMatch(/\/login\?redirect=%2Fmobile%2Fmenu$/)
  const setCookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value)
  expect(setCookies.some((c) => /^access_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true)
  expect(setCookies.some((c) => /^refresh_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true)
  expect(await cookieValue(context, 'refresh_token')).toBeUndefined()
  await context.close()
})

test('a failed renewal at page start is logged as "error renewing token" and the page renders signed out', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  const page = await context.newPage()
  const user = await createUser({ context, baseURL: specServer().baseURL })
  // An expired saved token and a refresh token that the backend does not know.
  await expireSavedToken(context)
  await context.addCookies([{ name: 'refresh_token', value: 'A'.repeat(43), url: specServer().baseURL }])
  const before = specServer().output().split('error renewing token').length
  const response = await page.goto('/help')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: th.pages.help.title })).toBeVisible()
  await expect(accountButton(page, user.username)).toHaveCount(0)
  await expect.poll(() => specServer().output().split('error renewing token').length).toBeGreaterThan(before)
  // The log names what happened, never a token.
  expect(specServer().output()).not.toContain('A'.repeat(43))
  await context.close()
})

test('another site cannot drive the renewal: the server function refuses cross-site calls and leaves the session alone', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  const page = await context.newPage()
  const user = await createUser({ context, baseURL: specServer().baseURL })
  await page.goto('/profile')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const call = page.waitForRequest(isServerFnCall)
  await expireSavedToken(context)
  await openNotifications(page, user.username)
  const renewal = await call
  const cookies = { access: await cookieValue(context, 'access_token'), refresh: await cookieValue(context, 'refresh_token') }
  // The page is left, so nothing but the forgeries can renew meanwhile (on a slow machine the
  // page's own renewal would rotate the token while they are sent).
  await page.goto('about:blank')
  const cookie = `access_token=${cookies.access}; refresh_token=${cookies.refresh}`
  const headers = { ...(await renewal.allHeaders()), cookie }
  const forgeries: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, {}]
  for (const forged of forgeries) {
    const sent: Record<string, string> = { ...headers }
    for (const name of ['sec-fetch-site', 'origin', 'referer']) delete sent[name]
    Object.assign(sent, forged)
    const response = await fetch(renewal.url(), { method: 'POST', headers: sent, body: renewal.postData() ?? undefined })
    expect(response.status, JSON.stringify(forged)).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  }
  // The refresh token was not rotated by any of them: the browser comes back with it, its access
  // token expired by now, and the session goes on.
  expect(await cookieValue(context, 'refresh_token')).toBe(cookies.refresh)
  await expireSavedToken(context)
  await page.goto('/mobile/menu')
  await expect(accountButton(page, user.username)).toBeVisible()
  await context.close()
})
