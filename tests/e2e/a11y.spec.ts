import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { th } from '../../app/lib/i18n/th'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

async function scan(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const path of ['/', '/provider', '/policies/terms', '/help/browser-permission']) {
  test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await scan(page)).toEqual([])
  })
}

test('axe finds no WCAG A/AA violations in the open download-app modal', async ({ page }, info) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('banner').getByRole('button', { name: info.project.name === 'mobile' ? th.nav.downloadShort : th.nav.download, exact: true }).click()
  await expect(page.getByRole('dialog', { name: th.downloadModal.title })).toBeVisible()
  expect(await scan(page)).toEqual([])
})
