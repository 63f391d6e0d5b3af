import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { createUser, hydrated } from './support/auth'

// One toast stack (bottom-left, as the spec has it) that never covers what is docked at the bottom,
// and errors that belong to the page they happened on.

test('a toast rises above the notifications card, and an error toast goes when the reader moves on', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/profile')
  const card = page.getByRole('complementary', { name: th.notifications.prompt.label })
  await expect(card).toBeVisible()

  // A network failure on saving the profile: the Thai network toast.
  await page.route('**/v2/user', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()))
  await page.getByRole('main').getByRole('button', { name: th.profile.edit }).click()
  await page.getByRole('button', { name: th.profile.save }).click()
  const toast = page.getByRole('alert').filter({ hasText: th.errors.network })
  await expect(toast).toBeVisible()
  const toastBox = (await toast.boundingBox())!
  const cardBox = (await card.boundingBox())!
  // Not over the card: wholly above it, or wholly beside it.
  const apart = toastBox.y + toastBox.height <= cardBox.y + 1 || toastBox.x + toastBox.width <= cardBox.x + 1 || toastBox.x >= cardBox.x + cardBox.width - 1
  expect(apart, `toast ${JSON.stringify(toastBox)} against card ${JSON.stringify(cardBox)}`).toBe(true)

  // The footer ends in its own colour below the card's room: no white band under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const gap = await page.evaluate(() => document.documentElement.scrollHeight - document.querySelector('.site-footer')!.getBoundingClientRect().bottom - window.scrollY)
  expect(Math.abs(gap)).toBeLessThan(1)

  // Another page: the error is gone. (By keyboard: on a desktop the toast itself lies over the footer's
  // first link, and a click would wait for it to close on its own, which would prove nothing.)
  await page.getByRole('contentinfo').getByRole('link', { name: th.pages.help.title }).press('Enter')
  await expect(page).toHaveURL(/\/help$/)
  await expect(toast).toHaveCount(0)
})

test('an error raised before the toast stack has loaded still goes when the reader moves on', async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  // The stack's code arrives after the page has loaded; on a slow phone the reader can act first.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route('**/assets/site-toasts-*.js', async (route) => {
    asked = true
    await held
    await route.fallback()
  })
  await hydrated(page, '/profile')
  await page.route('**/v2/user', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()))
  const saveFailed = page.waitForEvent('requestfailed', (request) => request.method() === 'PATCH' && request.url().endsWith('/v2/user'))
  await page.getByRole('main').getByRole('button', { name: th.profile.edit }).click()
  await page.getByRole('button', { name: th.profile.save }).click()
  await saveFailed
  const toast = page.getByRole('alert').filter({ hasText: th.errors.network })
  // The save has failed while the stack's code, asked for, is held: the error waits for it.
  await expect.poll(() => asked).toBe(true)
  release()
  await expect(toast).toBeVisible()

  await page.getByRole('contentinfo').getByRole('link', { name: th.pages.help.title }).press('Enter')
  await expect(page).toHaveURL(/\/help$/)
  await expect(toast).toHaveCount(0)
})
