import { wcagViolations } from './support/axe'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { openRegisterWithDraft, uniquePhone } from './support/auth'

for (const path of ['/', '/provider', '/policies/terms', '/help/browser-permission', '/survey']) {
  test(`axe finds no WCAG A/AA violations on ${path}`, { tag: '@each-width' }, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await wcagViolations(page)).toEqual([])
  })
}

test('axe finds no WCAG A/AA violations in the open download-app modal', { tag: '@each-width' }, async ({ page }, info) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('banner').getByRole('button', { name: info.project.name === 'mobile' ? th.nav.downloadShort : th.nav.download, exact: true }).click()
  await expect(page.getByRole('dialog', { name: th.downloadModal.title })).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
})

test('axe finds no WCAG A/AA violations on both login steps, with and without errors', { tag: '@each-width' }, async ({ page }) => {
  await page.goto('/login?provider=true')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(await wcagViolations(page)).toEqual([])
  await page.getByRole('button', { name: th.auth.continue }).click()
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
  await page.getByLabel(th.auth.phoneLabel).fill(uniquePhone())
  await page.getByRole('button', { name: th.auth.continue }).click()
  await expect(page.getByRole('heading', { level: 1, name: th.auth.verifyPhone })).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
  await page.getByLabel(th.auth.codeLabel).fill('000000')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.otpWrong)
  expect(await wcagViolations(page)).toEqual([])
})

test('axe finds no WCAG A/AA violations on /register, with and without errors', { tag: '@each-width' }, async ({ page }) => {
  await openRegisterWithDraft(page, { mode: 'phone', destination: uniquePhone(), otp: '123456' })
  await expect(page.getByRole('heading', { level: 1, name: th.pages.register.title })).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
  await page.getByRole('button', { name: th.register.submit }).click()
  await expect(page.getByText(th.register.usernameRequired)).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
})
