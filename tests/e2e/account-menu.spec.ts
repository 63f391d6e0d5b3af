import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { createUser, hydrated, uniqueSuffix } from './support/auth'

// The signed-in shell with a new user each time (statuses of seeded accounts: demo-accounts.spec.ts).

test('a user with no registration: the menu sections, "register as provider" without status, no "manage services"', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
  const user = await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/')
  const button = page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })
  await expect(button).toBeVisible()
  const box = await button.locator('.avatar').first().boundingBox()
  expect([box?.width, box?.height]).toEqual([38, 38])
  await button.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByText(user.username, { exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: th.account.editPicture })).toHaveAttribute('href', '/profile')
  for (const section of [th.account.userMenu, th.account.providerMenu, th.account.manageAccount]) await expect(menu.getByText(section)).toBeVisible()
  // The status has arrived (the menu asks for it when first wanted), so its absence below means something.
  await expect(menu.getByRole('group', { name: th.account.providerMenu })).not.toHaveAttribute('aria-busy', 'true')
  await expect(menu.getByRole('menuitem', { name: th.account.registerProvider, exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: th.account.manageServices })).toHaveCount(0)
  for (const text of Object.values(th.account.status)) await expect(menu.getByText(text, { exact: true })).toHaveCount(0)
})

test('the provider status, shown only inside the menu, is not asked for with the page but when the menu is first wanted', async ({ page, context, baseURL }) => {
  const user = await createUser({ context, baseURL: baseURL! })
  // The server's render leaves it out: no query for it in the page's data.
  const html = await (await context.request.get('/')).text()
  expect(html.includes('provider-status'), 'the page carries the provider status').toBe(false)

  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v2/provider') asked.push(request.url())
  })
  await hydrated(page, '/')
  const button = page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })
  await expect(button).toBeVisible()
  expect(asked, 'asked for before the menu was wanted').toEqual([])
  // A pointer over the button asks for it, once; opening the menu then shows what it decides.
  await button.hover()
  await expect.poll(() => asked.length).toBe(1)
  await button.click()
  const providerGroup = page.getByRole('menu').getByRole('group', { name: th.account.providerMenu })
  await expect(providerGroup).not.toHaveAttribute('aria-busy', 'true')
  await expect(providerGroup.getByRole('menuitem', { name: th.account.registerProvider, exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await button.click()
  await expect(providerGroup).toBeVisible()
  expect(asked).toHaveLength(1)
})

test('the dropdown works by keyboard, and its app-only items open the download modal', async ({ page, context, baseURL }) => {
  const user = await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/')
  const button = page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(menu.getByRole('menuitem', { name: th.account.logout })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(menu.getByRole('menuitem', { name: th.account.editPicture })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(menu.getByRole('menuitem', { name: th.account.logout })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()

  for (const item of [th.account.wallet, th.account.bookings, th.account.explore]) {
    await button.click()
    await page.getByRole('menuitem', { name: item }).click()
    const dialog = page.getByRole('dialog', { name: th.downloadModal.title })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }
})

test('/mobile/menu shows the account sections as a page', async ({ page, context, baseURL }) => {
  const user = await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/mobile/menu')
  await expect(page.getByRole('heading', { level: 1, name: th.pages.mobileMenu.title })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(user.username, { exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: th.account.registerProvider })).toBeVisible()
  await main.getByRole('button', { name: th.account.wallet }).click()
  await expect(page.getByRole('dialog', { name: th.downloadModal.title })).toBeVisible()
})

test('app-only pages show the continue-in-the-app panel to a signed-in user', async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  for (const path of ['/wallet', '/wallet/cash-in', '/payment/payment', '/messages', '/services/manage-bookings']) {
    await hydrated(page, path)
    await expect(page.getByRole('heading', { level: 2, name: th.appOnly.title }), path).toBeVisible()
  }
})

test('a page every signed-in visitor shares (one render for all) shows each of them their own account, and signs out', async ({ browser, baseURL }) => {
  const url = `/tutoring/browse?page=1&from=${uniqueSuffix()}`
  const visitors = []
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext()
    const user = await createUser({ context, baseURL: baseURL! })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    visitors.push({ context, user, page, problems })
  }
  // Asked for once before: a page is kept from its second request on.
  await visitors[0]!.context.request.get(url)
  const served: (string | undefined)[] = []
  for (const { user, page, problems } of visitors) {
    const response = await page.goto(url)
    served.push(response?.headers()['x-page-cache'])
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })).toBeVisible()
    await expect(page.getByRole('link', { name: th.nav.login })).toHaveCount(0)
    // The page's own content came with the shared copy.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(problems).toEqual([])
  }
  expect(served).toEqual(['miss', 'hit'])

  // The session the browser took over is a working one: signing out from the shared page works.
  const { user, page } = visitors[1]!
  const account = page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })
  await account.click()
  await page.getByRole('menuitem', { name: th.account.logout }).click()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(account).toHaveCount(0)
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'access_token')).toBeUndefined()
  for (const { context } of visitors) await context.close()
})

// At the project's width (375 on the phone project, 1280 on the desktop one) and on a small 320 px phone.
const headerSizes = (page: Page) => [page.viewportSize()!, { width: 320, height: 640 }]

/** The header on one line at each size, on the pages whose header differs. */
async function headerOnOneLine(page: Page, who: string) {
  for (const size of headerSizes(page)) {
    await page.setViewportSize(size)
    for (const path of ['/', '/provider', '/login?provider=true']) {
      await hydrated(page, path)
      const where = `${who} ${size.width} ${path}`
      const brand = page.getByRole('banner').first().getByRole('link').first()
      // One line: the brand is no taller than its 44 px target (two lines would be about 55), and nothing spills out of the bar or the page.
      expect((await brand.boundingBox())!.height, `${where}: brand height`).toBeLessThanOrEqual(44)
      if (path !== '/') expect((await brand.getByText(th.nav.forProviders, { exact: true }).boundingBox())!.height, `${where}: badge height`).toBeLessThanOrEqual(26)
      const spill = await page.getByRole('banner').first().evaluate((bar) => [bar.scrollWidth - bar.clientWidth, document.scrollingElement!.scrollWidth - window.innerWidth])
      expect(spill, `${where}: overflow of the bar and of the page`).toEqual([0, 0])
    }
  }
}

test('the header stays on one line for visitors', { tag: '@each-width' }, async ({ page }) => {
  await headerOnOneLine(page, 'visitor')
})

test('the header stays on one line for a signed-in person', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  await headerOnOneLine(page, 'signed in')
})

test('the account menu opens inside the screen', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
  const user = await createUser({ context, baseURL: baseURL! })
  for (const size of headerSizes(page)) {
    await page.setViewportSize(size)
    for (const path of ['/', '/provider']) {
      await hydrated(page, path)
      await page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) }).click()
      const box = (await page.getByRole('menu').boundingBox())!
      expect(box.x, `${size.width} ${path}: left edge`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${size.width} ${path}: right edge`).toBeLessThanOrEqual(size.width)
      expect(box.y + box.height, `${size.width} ${path}: bottom edge`).toBeLessThanOrEqual(size.height)
      await page.keyboard.press('Escape')
    }
  }
})

test('the header keeps its height when the account menu replaces the sign-in links', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
  await hydrated(page, '/help')
  const signedOut = (await page.getByRole('banner').boundingBox())!.height
  await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/help')
  await expect(page.locator('.account-dropdown__button')).toBeVisible()
  expect((await page.getByRole('banner').boundingBox())!.height).toBe(signedOut)
})
