import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { hydrated } from './support/auth'
import { approvedProvider } from './support/providers'

// The main pages' first screen at 375 px (mobile project) and 1280 px (desktop project), compared
// with the committed baselines (visual.spec.ts-snapshots/; `npx playwright test visual
// --update-snapshots` after a deliberate change, then look at the new pictures before committing).
// What other tests change while this runs (lists of services, counts, times) is masked; the frame,
// the layout and everything fixed is compared.

const SEEDED_SERVICE = '65a000000000000000000001'

async function settled(page: Page, path: string) {
  await hydrated(page, path)
  await page.evaluate(() => document.fonts.ready)
}

const shot = (page: Page, name: string, mask: Locator[] = []) =>
  expect(page).toHaveScreenshot(name, { mask, maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', fullPage: false })

test('home', { tag: '@each-width' }, async ({ page }) => {
  await settled(page, '/')
  await shot(page, 'home.png', [page.locator('.card-grid'), page.locator('.category-tile__count')])
})

test('public browse', { tag: '@each-width' }, async ({ page }) => {
  await settled(page, '/tutoring/browse')
  await shot(page, 'browse.png', [page.locator('.card-grid'), page.locator('.browse__results .muted'), page.locator('.chips')])
})

test('a service page', { tag: '@each-width' }, async ({ page }) => {
  await settled(page, `/services/${SEEDED_SERVICE}`)
  await shot(page, 'service.png', [page.locator('.stars'), page.locator('#reviews')])
})

test('login', { tag: '@each-width' }, async ({ page }) => {
  await settled(page, '/login')
  await shot(page, 'login.png')
})

test('a provider’s services: an approved provider’s first visit, with a week of teaching hours', { tag: '@each-width' }, async ({ page, context, browser, baseURL }, info) => {
  test.setTimeout(90_000)
  // A provider of its own (the demo provider's services and bookings change as other tests work),
  // with a fixed name and a saved week: weekday evenings and weekend mornings, Bangkok time.
  const provider = await approvedProvider(browser, context, baseURL!, info, 'ครูภาพตัวอย่าง')
  const opens = Array.from({ length: 7 }, (_, day) => ({
    Day: day,
    Hours: Array.from({ length: 24 }, (_, hour) => ({ Hour: hour, Selected: day === 0 || day === 6 ? hour >= 8 && hour < 12 : hour >= 17 && hour < 21 })),
  }))
  const saved = await context.request.put('/v2/provider/schedule', { headers: { authorization: `Bearer ${provider.accessToken}` }, data: { opens, offset_gmt: 7 } })
  expect(saved.ok(), await saved.text()).toBe(true)
  await settled(page, '/provider/services')
  // The notifications question arrives a moment after load: answer it, so it is not half there.
  await page.getByRole('complementary', { name: th.notifications.prompt.label }).getByRole('button', { name: th.notifications.prompt.dismiss }).click()
  await expect(page.getByRole('complementary', { name: th.notifications.prompt.label })).toHaveCount(0)
  // The whole page: the empty list's invitation, then the week. The account's made-up name and the year are masked.
  await expect(page).toHaveScreenshot('provider-services.png', { mask: [page.locator('.account-dropdown__button'), page.locator('.site-footer__copy')], maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', fullPage: true })
})
