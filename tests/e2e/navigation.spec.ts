import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { hydrated } from './support/auth'

test('the home page is Thai and hydrates', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(page.getByRole('heading', { level: 1, name: th.landing.heroTitle })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(th.brand.name))
})

test('a visitor\'s "browse" link opens the public browse, client-side', { tag: '@each-width' }, async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // A marker on window survives only if no full page load happens.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42))
  if (testInfo.project.name === 'mobile') {
    // On a phone the links sit in the menu behind the hamburger button.
    await page.getByRole('button', { name: th.nav.openMenu }).click()
    await page.getByRole('dialog', { name: th.mobileMenu.title }).getByRole('link', { name: th.nav.browse }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: th.nav.browse }).click()
  }
  await expect(page).toHaveURL(/\/tutoring\/browse$/)
  await expect(page.getByRole('heading', { level: 1, name: th.pages.tutoringBrowse.title })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42)
})

test('client-side navigation to a sign-in route goes to login, keeping the destination', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42))
  // Back and forward within the app are client-side navigations: go "back" to a members' page.
  await page.evaluate(() => {
    window.history.pushState(window.history.state, '', '/browse')
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  })
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbrowse$/)
  await expect(page.getByRole('heading', { level: 1, name: th.pages.login.title })).toBeVisible()
  await expect(page.getByText(th.auth.membersOnly)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42)
})

test('a guarded provider page sends a visitor to the provider login', async ({ page }) => {
  await page.goto('/provider/services')
  await expect(page).toHaveURL(/\/login\?provider=true&redirect=%2Fprovider%2Fservices$/)
})

test('the Thai 404 page is titled as such and leads back home; a page found later is titled again', async ({ page }) => {
  await hydrated(page, '/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: th.errors.notFoundTitle })).toBeVisible()
  await expect(page).toHaveTitle(`${th.errors.notFoundTitle} | ${th.brand.name}`)
  await page.getByRole('link', { name: th.common.backHome }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle(`${th.pages.home.title} | ${th.brand.name}`)
  // Back to the missing address inside the app: the title follows.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: th.errors.notFoundTitle })).toBeVisible()
  await expect(page).toHaveTitle(`${th.errors.notFoundTitle} | ${th.brand.name}`)
})
