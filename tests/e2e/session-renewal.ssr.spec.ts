import { expect, test } from '@playwright/test'
import { th } from '../../app/lib/i18n/th'
import { createUser } from './support/auth'
import { startServer, stopServer, tempDataDir, type RunningServer } from './support/server'

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
  const accessToken = async () => (await context.cookies()).find((c) => c.name === 'access_token')?.value
  const seen = new Set([await accessToken()])
  const browserRenewals: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/auth/refresh_token')) browserRenewals.push(r.url())
  })

  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: th.pages.profile.title })).toBeVisible()
  for (let round = 0; round < 3; round++) {
    await page.waitForTimeout(2_500)
    // A full page load: the web server renews with both cookies before rendering.
    await page.goto('/mobile/menu')
    await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible()
    seen.add(await accessToken())
    await page.waitForTimeout(2_500)
    // A client-side navigation to a private page: the browser renews with the refresh cookie.
    await account.click()
    await page.getByRole('menuitem', { name: th.account.editPicture }).click()
    await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible()
    seen.add(await accessToken())
  }
  await expect(account).toBeVisible()
  expect(seen.size).toBeGreaterThanOrEqual(5)
  expect(browserRenewals.length).toBeGreaterThanOrEqual(2)
  await context.close()
})
