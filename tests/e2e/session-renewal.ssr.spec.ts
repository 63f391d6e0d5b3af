import { expect, test } from '@playwright/test'
import { th } from '../../app/lib/i18n/th-all'
import { createUser } from './support/auth'
import { startServer, stopServer, tempDataDir, type RunningServer } from './support/server'

test.describe.configure({ mode: 'serial' })

// A server whose access tokens live 22 s: the client counts a token as expired 20 s before its
// exp, so every token is usable for about 2 s and the session must renew again and again.
let server: RunningServer
const data = tempDataDir()

test.beforeAll(async () => {
  server = await startServer(data.path, { ACCESS_TOKEN_TTL_SECONDS: '22', OTP_RESEND_INTERVAL_SECONDS: '1' })
})
test.afterAll(async () => {
  await stopServer(server.child)
  data.remove()
})

test('a session outlives several short access tokens, renewed in the browser and at page start', async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ baseURL: server.baseURL })
  const page = await context.newPage()
  const user = await createUser({ context, baseURL: server.baseURL })
  const account = page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })
  const renewals = { browser: 0, pageStart: 0, refused: 0 }
  page.on('response', async (response) => {
    if (response.url().endsWith('/v1/auth/refresh_token')) {
      if (response.ok()) renewals.browser++
      else renewals.refused++
    } else if (response.request().resourceType() === 'document') {
      const cookies = (await response.headerValues('set-cookie')).join('\n')
      if (/(^|\n)access_token=/.test(cookies)) renewals.pageStart++
    }
  })

  const started = Date.now()
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: th.pages.profile.title })).toBeVisible()
  for (let round = 0; round < 3; round++) {
    await page.waitForTimeout(2_500)
    // A full page load: the web server renews with both cookies before rendering.
    await page.goto('/mobile/menu')
    await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible()
    await page.waitForTimeout(2_500)
    // A client-side navigation: the browser renews with the refresh cookie.
    await account.click()
    await page.getByRole('menuitem', { name: th.account.editPicture }).click()
    await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible()
  }
  await expect(account).toBeVisible()
  // Each token is usable for about 2 s; the session lasted several times that.
  expect(Date.now() - started).toBeGreaterThan(15_000)
  expect(renewals.refused).toBe(0)
  expect(renewals.pageStart).toBeGreaterThanOrEqual(2)
  expect(renewals.browser).toBeGreaterThanOrEqual(2)
  await context.close()
})

test('a failed renewal at page start is logged as "error renewing token" and the page renders signed out', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL })
  const page = await context.newPage()
  const user = await createUser({ context, baseURL: server.baseURL })
  // An expired saved token and a refresh token that the backend does not know.
  await page.waitForTimeout(2_500)
  await context.addCookies([{ name: 'refresh_token', value: 'A'.repeat(43), url: server.baseURL }])
  const before = server.output().split('error renewing token').length
  const response = await page.goto('/help')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: th.pages.help.title })).toBeVisible()
  await expect(page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })).toHaveCount(0)
  expect(server.output().split('error renewing token').length).toBeGreaterThan(before)
  await context.close()
})
