import { expect, test } from '@playwright/test'
import { th } from '../../app/lib/i18n/th-all'
import { createUser, hydrated } from './support/auth'

// The signed-in shell with a new user each time (statuses of seeded accounts: demo-accounts.spec.ts).

test('a user with no registration: the menu sections, "register as provider" without status, no "manage services"', async ({ page, context, baseURL }) => {
  const user = await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/')
  const button = page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', user.username) })
  const box = await button.locator('img, svg').first().boundingBox()
  expect([box?.width, box?.height]).toEqual([38, 38])
  await button.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByText(user.username, { exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: th.account.editPicture })).toHaveAttribute('href', '/profile')
  for (const section of [th.account.userMenu, th.account.providerMenu, th.account.manageAccount]) await expect(menu.getByText(section)).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: th.account.registerProvider, exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: th.account.manageServices })).toHaveCount(0)
  for (const text of Object.values(th.account.status)) await expect(menu.getByText(text, { exact: true })).toHaveCount(0)
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
