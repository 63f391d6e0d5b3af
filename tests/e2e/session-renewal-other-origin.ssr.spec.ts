import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Browser, type BrowserContext, type Request } from '@playwright/test'
import { th } from '~/app/lib/i18n/th-all'
import { freePort } from '~/scripts/free-port.mjs'
import { buildOtherOriginSite } from '~/scripts/lib/other-origin-site.mjs'
import { createUser } from './support/auth'
import { startServer, stopServer, tempDataDir, type RunningServer } from './support/server'
import { expireAccessToken, tokenSecretEnv } from './support/tokens'

test.describe.configure({ mode: 'serial' })

// The site with its backend elsewhere (VITE_BACKEND_HOST): a second instance of the built server
// on another port plays the backend, and the site is a build of its own pointing at it (the
// variable is read at build time). The site runs a backend of its own too, with another database,
// which knows none of these users: a page that shows one was rendered with the other backend.
// `npm run test:e2e` builds that site before the suite (scripts/e2e.mjs) and says where; run
// otherwise, the spec builds it itself.
const root = process.cwd()
const prebuilt = process.env.E2E_OTHER_ORIGIN_SITE && process.env.E2E_OTHER_ORIGIN_BACKEND_PORT ? { dir: process.env.E2E_OTHER_ORIGIN_SITE, backendPort: Number(process.env.E2E_OTHER_ORIGIN_BACKEND_PORT) } : null
const siteRoot = prebuilt?.dir ?? mkdtempSync(join(tmpdir(), 'marketplace-site-'))
const backendData = tempDataDir()
const siteData = tempDataDir()
let backendPort: number
let backend: RunningServer
let site: RunningServer
// The backend's access-token secret is the tests' own: a test makes the saved token run out when it
// wants (support/tokens.ts) instead of waiting for a short-lived one to.
const secret = tokenSecretEnv()
const backendEnv = { ...secret, OTP_RESEND_INTERVAL_SECONDS: '1' }
/** The saved access token (the site's cookie), as the site's server and the browser now count as expired. */
const expireSavedToken = (context: BrowserContext) => expireAccessToken(context, site.baseURL, secret)

test.beforeAll(async () => {
  // Two servers on fresh databases (and, run outside scripts/e2e.mjs, a whole build first): beside
  // a live-session test a server took over a minute to answer its health check.
  test.setTimeout(420_000)
  if (prebuilt) backendPort = prebuilt.backendPort
  else {
    backendPort = await freePort()
    buildOtherOriginSite(root, siteRoot, backendPort)
  }
  cpSync(join(root, 'dist', 'backend'), join(siteRoot, 'dist', 'backend'), { recursive: true })
  copyFileSync(join(root, 'package.json'), join(siteRoot, 'package.json'))
  // A prebuilt site may have been prepared by an earlier worker of this run already.
  if (!existsSync(join(siteRoot, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(siteRoot, 'node_modules'), 'dir')
  const waitMs = 180_000
  ;[backend, site] = await Promise.all([startServer(backendData.path, backendEnv, { port: backendPort, waitMs }), startServer(siteData.path, {}, { root: siteRoot, waitMs })])
})
test.afterAll(async () => {
  if (site) await stopServer(site.child)
  if (backend) await stopServer(backend.child)
  backendData.remove()
  siteData.remove()
  if (!prebuilt) rmSync(siteRoot, { recursive: true, force: true })
})

const isServerFnCall = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/_serverFn/')
const cookieValue = async (context: BrowserContext, name: string) => (await context.cookies(site.baseURL)).find((c) => c.name === name)?.value

/**
 * Signs a new user in at the backend, as the browser would: its answer's refresh cookie is for the
 * backend's host, which the site shares (cookies do not tell ports apart).
 */
async function signedInContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: backend.baseURL })
  const user = await createUser({ context, baseURL: backend.baseURL })
  expect(await cookieValue(context, 'refresh_token')).toBeTruthy()
  return { context, user }
}

test('at page start the site renews with the backend on another origin and renders the page signed in', async ({ browser }) => {
  const { context, user } = await signedInContext(browser)
  const before = await cookieValue(context, 'refresh_token')
  await expireSavedToken(context)
  const response = await context.request.get(`${site.baseURL}/mobile/menu`, { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain(user.username)
  const setCookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value)
  expect(setCookies.some((c) => /^refresh_token=[^;]+;/.test(c) && /HttpOnly/i.test(c))).toBe(true)
  expect(await cookieValue(context, 'refresh_token')).not.toBe(before)
  // The page's policy lets the browser reach the backend.
  expect(response.headers()['content-security-policy']).toContain(`connect-src 'self' ${backend.baseURL}`)
  await context.close()
})

test('during navigation the browser renews through the site, which asks the backend on another origin', async ({ browser }) => {
  const { context, user } = await signedInContext(browser)
  const page = await context.newPage()
  await page.goto(`${site.baseURL}/profile`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const account = page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })
  await expect(account).toBeVisible()
  const calls: Request[] = []
  const paths: string[] = []
  page.on('request', (request) => {
    if (isServerFnCall(request)) calls.push(request)
    paths.push(new URL(request.url()).pathname)
  })
  const before = await expireSavedToken(context)
  await account.click()
  await page.getByRole('menuitem', { name: th.account.editPicture }).click()
  await expect(page.getByRole('heading', { level: 1, name: th.pages.profile.title })).toBeVisible()
  await expect(account).toBeVisible()
  expect(calls.length).toBeGreaterThanOrEqual(1)
  expect(new URL(calls[0]!.url()).origin).toBe(site.baseURL)
  expect((await calls[0]!.response())?.status()).toBe(200)
  expect(await cookieValue(context, 'access_token')).not.toBe(before)
  // The browser never calls the backend's cookie renewal itself.
  expect(paths).not.toContain('/v1/auth/refresh_token')
  await context.close()
})

test('with the backend down, a renewal at page start is logged and the page renders signed out; the session survives for later', async ({ browser }) => {
  test.setTimeout(60_000)
  const { context, user } = await signedInContext(browser)
  const page = await context.newPage()
  await stopServer(backend.child)
  try {
    const cookies = { access: await expireSavedToken(context), refresh: await cookieValue(context, 'refresh_token') }
    const logged = site.output().split('error renewing token').length
    const response = await page.goto(`${site.baseURL}/help`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: th.pages.help.title })).toBeVisible()
    await expect(page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })).toHaveCount(0)
    await expect.poll(() => site.output().split('error renewing token').length).toBeGreaterThan(logged)
    // A failure is not a refusal: the cookies stay for the next try.
    expect(await cookieValue(context, 'refresh_token')).toBe(cookies.refresh)
    expect(await cookieValue(context, 'access_token')).toBe(cookies.access)
  } finally {
    backend = await startServer(backendData.path, backendEnv, { port: backendPort })
  }
  await page.goto(`${site.baseURL}/mobile/menu`)
  await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible()
  await context.close()
})
