import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '../../app/lib/i18n/th-all'
import { channelFor, DEMO, hydrated, signInAs } from './support/auth'

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

test('home', async ({ page }) => {
  await settled(page, '/')
  await shot(page, 'home.png', [page.locator('.card-grid'), page.locator('.category-tile__count')])
})

test('public browse', async ({ page }) => {
  await settled(page, '/tutoring/browse')
  await shot(page, 'browse.png', [page.locator('.card-grid'), page.locator('.browse__results .muted'), page.locator('.chips')])
})

test('a service page', async ({ page }) => {
  await settled(page, `/services/${SEEDED_SERVICE}`)
  await shot(page, 'service.png', [page.locator('.stars'), page.locator('#reviews')])
})

test('login', async ({ page }) => {
  await settled(page, '/login')
  await shot(page, 'login.png')
})

test('a provider’s services: the weekly schedule', async ({ page, context, baseURL }, info) => {
  await signInAs(context, baseURL!, DEMO.provider, channelFor(info.project.name))
  await settled(page, '/provider/services')
  // The notifications question arrives a moment after load: answer it, so it is not half there.
  await page.getByRole('complementary', { name: th.notifications.prompt.label }).getByRole('button', { name: th.notifications.prompt.dismiss }).click()
  // The schedule editor (the demo provider's seeded week). The list of services above it changes
  // height as other tests work, and the demo booking's bar comes and goes with the time since the
  // server started, so neither is in the picture.
  await expect(page.locator('.schedule-editor')).toHaveScreenshot('provider-schedule.png', { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' })
})
