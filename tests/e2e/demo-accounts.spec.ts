import { type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { channelFor, DEMO, hydrated, latestCode, signInAs, type Channel } from './support/auth'

// Everything that needs a seeded account's state. A new code replaces the previous one, so these
// run one after another within a project, and the two projects sign in on different channels
// (phone at 375 px, e-mail at 1280 px): no two tests ever ask for a code to the same place at once.
test.describe.configure({ mode: 'serial' })

const accountButton = (page: Page, username: string) => page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', username) })

/** Logs in on the login screen (`path` picks the variant) with the project's channel. */
async function loginOnScreen(page: Page, path: string, destination: string, channel: Channel) {
  await hydrated(page, path)
  if (channel === 'email') await page.getByRole('button', { name: th.auth.useEmail }).click()
  await page.getByLabel(channel === 'phone' ? th.auth.phoneLabel : th.auth.emailLabel).fill(destination)
  await page.getByRole('button', { name: th.auth.continue }).click()
  await expect(page.getByText(th.auth.codeSent.replace('{destination}', destination))).toBeVisible()
  await page.getByLabel(th.auth.codeLabel).fill(await latestCode(page.request, destination))
}

test('a seeded user logs in on the login screen and lands on /browse', { tag: '@each-width' }, async ({ page }, info) => {
  const channel = channelFor(info.project.name)
  await loginOnScreen(page, '/login', DEMO.consumer[channel], channel)
  await expect(page).toHaveURL(/\/browse$/)
  await expect(accountButton(page, DEMO.consumer.username)).toBeVisible()
})

test('provider login: an approved provider goes to provider services', { tag: '@each-width' }, async ({ page }, info) => {
  const channel = channelFor(info.project.name)
  await loginOnScreen(page, '/login?provider=true', DEMO.provider[channel], channel)
  await expect(page).toHaveURL(/\/provider\/services$/)
  // The provider's own services page, loaded (the post-login navigation has settled).
  await expect(page.getByRole('heading', { level: 1, name: th.myServices.list.title })).toBeVisible()
  // Provider pages carry the provider nav bar, whose logo leads to the provider landing.
  await expect(page.getByRole('banner').getByText(th.nav.forProviders)).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: new RegExp(th.brand.name) }).click()
  await expect(page).toHaveURL(/\/provider$/)
})

// The account dropdown for each verification status (spec 2 "Account dropdown", spec 4).
const statuses = [
  { who: 'a draft registration', user: DEMO.draftProvider, register: true, status: th.account.status.draft, manage: false },
  { who: 'a submitted registration', user: DEMO.submittedProvider, register: true, status: th.account.status.submitted, manage: true },
  { who: 'a rejected registration', user: DEMO.rejectedProvider, register: true, status: th.account.status.rejected, manage: true },
  { who: 'an approved provider', user: DEMO.provider, register: false, status: null, manage: true },
] as const

for (const c of statuses) {
  test(`account dropdown for ${c.who}`, { tag: '@each-width' }, async ({ page, context, baseURL }, info) => {
    await signInAs(context, baseURL!, c.user, channelFor(info.project.name))
    await hydrated(page, '/')
    const button = accountButton(page, c.user.username)
    const box = await button.locator('.avatar').first().boundingBox()
    expect([box?.width, box?.height]).toEqual([38, 38])
    await button.click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText(c.user.username, { exact: true })).toBeVisible()
    // The status has arrived (the menu asks for it when first wanted), so an absence below means something.
    await expect(menu.getByRole('group', { name: th.account.providerMenu })).not.toHaveAttribute('aria-busy', 'true')
    const register = menu.getByRole('menuitem', { name: new RegExp(th.account.registerProvider) })
    if (c.register) await expect(register).toBeVisible()
    else await expect(register).toHaveCount(0)
    for (const text of Object.values(th.account.status)) {
      if (text === c.status) await expect(menu.getByText(text, { exact: true })).toBeVisible()
      else await expect(menu.getByText(text, { exact: true })).toHaveCount(0)
    }
    const manage = menu.getByRole('menuitem', { name: th.account.manageServices })
    if (c.manage) await expect(manage).toBeVisible()
    else await expect(manage).toHaveCount(0)
  })
}

test('/mobile/menu shows the status beside "register as provider"', { tag: '@each-width' }, async ({ page, context, baseURL }, info) => {
  await signInAs(context, baseURL!, DEMO.draftProvider, channelFor(info.project.name))
  await hydrated(page, '/mobile/menu')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: new RegExp(th.account.registerProvider) })).toBeVisible()
  await expect(main.getByText(th.account.status.draft)).toBeVisible()
})
