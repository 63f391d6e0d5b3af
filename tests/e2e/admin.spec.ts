import { type Browser, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { formatBaht } from '~/app/features/admin/admin-format'
import { th } from '~/app/lib/i18n/th-all'
import { DEMO, channelFor, createUser, hydrated, signInAs, uniqueSuffix } from './support/auth'
import { wcagViolations } from './support/axe'

/**
 * The staff pages. The seeded demo registrations keep their statuses (other specs rely on them):
 * every registration decided here belongs to a fresh user made by the test itself.
 */

/** Catalogue text with its `{name}` placeholders filled, as t() does. */
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))

// A 1x1 PNG: the backend re-encodes it, which is all an identity document needs here.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

type Registration = { name: string; token: string; read: () => Promise<{ verify_status: string | null; provider_id: string | null; rejection_reason: string | null }> }

/** A new user with a complete registration, submitted for review (its own browser context, closed after). */
async function submittedRegistration(browser: Browser, baseURL: string, label: string): Promise<Registration> {
  const context = await browser.newContext({ baseURL })
  const user = await createUser({ context, baseURL })
  const request = context.request
  const headers = { authorization: `Bearer ${user.accessToken}` }
  const name = `E2E ${label} ${uniqueSuffix()}`
  const saved = await request.put('/v2/provider/registration', {
    headers,
    data: { display_name: name, about: `About ${name}`, education: 'B.Ed.', subjects: ['Math', 'Physics'], experience: '3 years' },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const uploaded = await request.post('/v2/provider/registration/documents', { headers, multipart: { kind: 'identity', file: { name: 'id.png', mimeType: 'image/png', buffer: PNG } } })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const submitted = await request.post('/v2/provider/registration/submit', { headers })
  expect(submitted.ok(), await submitted.text()).toBe(true)
  const read = async () => {
    const res = await request.get('/v2/provider/registration', { headers })
    expect(res.ok()).toBe(true)
    return (await res.json()) as { verify_status: string | null; provider_id: string | null; rejection_reason: string | null }
  }
  return { name, token: user.accessToken, read }
}

test.describe('staff pages', () => {
  test('an admin opens a submitted registration, rejects it with a reason and approves another', async ({ page, context, browser, baseURL }, info) => {
    const base = baseURL ?? ''
    const toReject = await submittedRegistration(browser, base, 'reject')
    const toApprove = await submittedRegistration(browser, base, 'approve')
    await signInAs(context, base, DEMO.admin, channelFor(info.project.name))

    await hydrated(page, '/admin/verifications')
    await expect(page.getByRole('heading', { level: 1, name: th.pages.adminVerifications.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: th.admin.nav.label })).toBeVisible()

    // Open the first: every field and its (private) document.
    await page.getByRole('link', { name: fill(th.admin.verifications.openLabel, { name: toReject.name }) }).click()
    const detail = page.getByRole('article', { name: fill(th.admin.verifications.detailHeading, { name: toReject.name }) })
    await expect(detail).toBeVisible()
    await expect(detail.getByText(`About ${toReject.name}`)).toBeVisible()
    await expect(detail.getByText('Math, Physics')).toBeVisible()
    await expect(detail.getByText('B.Ed.')).toBeVisible()
    await expect(detail.getByText(th.admin.providerStatus.submitted, { exact: true })).toBeVisible()
    const image = detail.getByRole('img', { name: fill(th.admin.verifications.documentAlt, { kind: th.admin.verifications.documentKind.identity, name: 'id.webp' }) })
    await expect(image).toBeVisible()
    expect(await image.getAttribute('src')).toMatch(/^blob:/)

    // Reject: the dialog refuses an empty reason.
    await detail.getByRole('button', { name: th.admin.verifications.reject, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: th.admin.reason.title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: th.admin.reason.submit }).click()
    await expect(dialog.getByRole('alert')).toHaveText(th.admin.reason.required)
    await dialog.getByLabel(th.admin.reason.label).fill('   ')
    await dialog.getByRole('button', { name: th.admin.reason.submit }).click()
    await expect(dialog.getByRole('alert')).toHaveText(th.admin.reason.required)
    await dialog.getByLabel(th.admin.reason.label).fill('The ID photo is blurry')
    await dialog.getByRole('button', { name: th.admin.reason.submit }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(fill(th.admin.verifications.rejected, { name: toReject.name }))).toBeVisible()
    await expect(detail.getByText(th.admin.providerStatus.rejected, { exact: true })).toBeVisible()
    await expect(detail.getByText('The ID photo is blurry')).toBeVisible()
    // Gone from the waiting list.
    await expect(page.getByRole('link', { name: fill(th.admin.verifications.openLabel, { name: toReject.name }) })).toHaveCount(0)
    expect(await toReject.read()).toMatchObject({ verify_status: 'rejected', rejection_reason: 'The ID photo is blurry', provider_id: null })

    // Approve the second.
    await page.getByRole('link', { name: fill(th.admin.verifications.openLabel, { name: toApprove.name }) }).click()
    const second = page.getByRole('article', { name: fill(th.admin.verifications.detailHeading, { name: toApprove.name }) })
    await expect(second).toBeVisible()
    await second.getByRole('button', { name: th.admin.verifications.approve, exact: true }).click()
    await expect(page.getByText(fill(th.admin.verifications.approved, { name: toApprove.name }))).toBeVisible()
    await expect(second.getByText(th.admin.providerStatus.approved, { exact: true })).toBeVisible()
    await expect(second.getByRole('button', { name: th.admin.verifications.approve, exact: true })).toHaveCount(0)
    const approved = await toApprove.read()
    expect(approved.verify_status).toBe('approved')
    expect(approved.provider_id).toMatch(/^[0-9a-f]{24}$/)
    expect(approved.provider_id).not.toBe('000000000000000000000000')
  })

  test('a signed-in user who is not staff sees the 403 page, and the API refuses them', async ({ page, context, baseURL }) => {
    const user = await createUser({ context, baseURL: baseURL ?? '' })
    for (const path of ['/admin/verifications', '/admin', '/admin/dashboard/users']) {
      await hydrated(page, path)
      await expect(page.getByRole('heading', { level: 1, name: th.admin.forbidden.title })).toBeVisible()
      await expect(page.getByText(th.admin.forbidden.body)).toBeVisible()
      await expect(page.getByRole('navigation', { name: th.admin.nav.label })).toHaveCount(0)
      // The site's own frame around the 403 page (its header and footer lead back), not the staff one.
      await expect(page.getByRole('banner').getByRole('link', { name: th.brand.name, exact: true })).toHaveAttribute('href', '/')
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('banner').getByText(th.account.staffArea)).toHaveCount(0)
    }
    // The server's answer says so too: 403, not a 200 page that merely reads "forbidden".
    for (const path of ['/admin', '/admin/dashboard/users']) {
      const document = await context.request.get(path, { maxRedirects: 0 })
      expect(document.status()).toBe(403)
      expect(await document.text()).toContain(th.admin.forbidden.title)
    }
    await page.getByRole('main').getByRole('link', { name: th.admin.forbidden.home }).click()
    await expect(page).toHaveURL(/\/$|\/home$/)
    const refused = await context.request.get('/v2/admin/providers', { headers: { authorization: `Bearer ${user.accessToken}` } })
    expect(refused.status()).toBe(403)
  })

  test('axe finds no WCAG A/AA violations on the verification list, an opened registration and the reason dialog', { tag: '@each-width' }, async ({ page, context, browser, baseURL }, info) => {
    const base = baseURL ?? ''
    const registration = await submittedRegistration(browser, base, 'axe')
    await signInAs(context, base, DEMO.admin, channelFor(info.project.name))
    await hydrated(page, '/admin/verifications')
    await expect(page.getByRole('link', { name: fill(th.admin.verifications.openLabel, { name: registration.name }) })).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])

    await page.getByRole('link', { name: fill(th.admin.verifications.openLabel, { name: registration.name }) }).click()
    const detail = page.getByRole('article', { name: fill(th.admin.verifications.detailHeading, { name: registration.name }) })
    await expect(detail.getByRole('img')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])

    await detail.getByRole('button', { name: th.admin.verifications.reject, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: th.admin.reason.title })
    await dialog.getByRole('button', { name: th.admin.reason.submit }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
  })

  test('staff pages have a back office frame of their own: staff header and navigation, no public header or footer, one current page', { tag: '@each-width' }, async ({ page, context, baseURL }, info) => {
    await signInAs(context, baseURL ?? '', DEMO.admin, channelFor(info.project.name))
    const pages = [
      { path: '/admin', current: th.admin.nav.overview },
      { path: '/admin/verifications', current: th.admin.nav.verifications },
      { path: '/admin/dashboard', current: th.admin.nav.dashboard },
      { path: '/admin/dashboard/users', current: th.admin.nav.users },
      { path: '/admin/cash-out?status=rejected', current: th.admin.nav.cashOut },
    ]
    for (const { path, current } of pages) {
      await hydrated(page, path)
      // The staff header: the brand and the back-office label lead to the overview, a way to the
      // public site, and the account with its menu.
      const header = page.getByRole('banner')
      await expect(header).toHaveCount(1)
      await expect(header.getByRole('link', { name: th.account.staffArea })).toHaveAttribute('href', '/admin')
      await expect(header.getByRole('link', { name: th.nav.toSite })).toHaveAttribute('href', '/')
      await expect(header.getByRole('button', { name: fill(th.nav.accountMenu, { username: DEMO.admin.username }) })).toBeVisible()
      // None of the public site's frame.
      await expect(page.getByRole('navigation', { name: th.nav.mainMenu })).toHaveCount(0)
      await expect(page.getByRole('link', { name: th.nav.blogs })).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: th.footer.label })).toHaveCount(0)
      // The staff navigation, its current page marked once (and nowhere else in the frame).
      const nav = page.getByRole('navigation', { name: th.admin.nav.label })
      await expect(nav).toBeVisible()
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(header.locator('[aria-current]')).toHaveCount(0)
      await expect(page.getByRole('main')).toHaveCount(1)
      // Nothing scrolls sideways; the navigation stays in view (a sidebar, or a row of tabs whose current one shows).
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      await expect(nav.getByRole('link', { name: current, exact: true })).toBeInViewport()
    }
    expect(await wcagViolations(page)).toEqual([])

    // Moving between staff pages keeps the frame; the account menu signs out to the public site.
    await page.getByRole('navigation', { name: th.admin.nav.label }).getByRole('link', { name: th.admin.nav.overview }).click()
    await expect(page.getByRole('heading', { level: 1, name: th.pages.admin.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: th.admin.nav.label }).locator('[aria-current="page"]')).toHaveText(th.admin.nav.overview)
    await page.getByRole('banner').getByRole('button', { name: fill(th.nav.accountMenu, { username: DEMO.admin.username }) }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: th.account.logout }).click()
    await expect(page).toHaveURL(/\/$|\/home$/)
    await expect(page.getByRole('navigation', { name: th.admin.nav.label })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('the dashboard\'s and the overview\'s cards are even: one width, one height per row, numbers in line', { tag: '@each-width' }, async ({ page, context, baseURL }, info) => {
    await signInAs(context, baseURL ?? '', DEMO.admin, channelFor(info.project.name))
    const phone = (page.viewportSize()?.width ?? 0) < 600
    type Box = { x: number; y: number; width: number; height: number }
    /** Boxes by row: those whose tops are within a pixel of each other. */
    const rows = (boxes: Box[]) => {
      const out: Box[][] = []
      for (const box of boxes) {
        const row = out.find((r) => Math.abs(r[0]!.y - box.y) <= 1)
        if (row) row.push(box)
        else out.push([box])
      }
      return out
    }
    const boxesOf = async (items: ReturnType<Page['locator']>) => Promise.all((await items.all()).map(async (item) => (await item.boundingBox())!))

    await hydrated(page, '/admin/dashboard')
    for (const grid of [page.getByRole('list', { name: th.admin.dashboard.keyFigures }), page.getByRole('list', { name: th.admin.dashboard.providersHeading })]) {
      const cards = await boxesOf(grid.getByRole('listitem'))
      expect(cards).toHaveLength(4)
      // Four to a row on a wide page, two and two on a phone: never one left alone.
      expect(rows(cards).map((row) => row.length)).toEqual(phone ? [2, 2] : [4])
      for (const card of cards) {
        expect(Math.abs(card.width - cards[0]!.width)).toBeLessThanOrEqual(1)
        expect(Math.abs(card.height - cards[0]!.height)).toBeLessThanOrEqual(1)
      }
      // Each number sits at its card's foot, so a row's numbers share one line.
      for (const row of rows(await boxesOf(grid.locator('.admin-stat__value')))) for (const value of row) expect(Math.abs(value.y - row[0]!.y)).toBeLessThanOrEqual(1)
    }
    // A card opens its list.
    await page.getByRole('list', { name: th.admin.dashboard.providersHeading }).getByRole('link', { name: th.admin.providerStatus.approved }).click()
    await expect(page).toHaveURL(/\/admin\/verifications\?status=approved$/)
    await expect(page.getByRole('navigation', { name: th.admin.verifications.statusFilter }).getByRole('link', { name: th.admin.providerStatus.approved })).toHaveAttribute('aria-current', 'page')

    await hydrated(page, '/admin')
    const tasks = await boxesOf(page.getByRole('main').getByRole('listitem'))
    expect(tasks).toHaveLength(6)
    // Three to a row on a wide page; stacked on a phone. Side by side, a row's cards share a height.
    expect(rows(tasks).map((row) => row.length)).toEqual(phone ? [1, 1, 1, 1, 1, 1] : [3, 3])
    for (const task of tasks) expect(Math.abs(task.width - tasks[0]!.width)).toBeLessThanOrEqual(1)
    if (!phone) for (const task of tasks) expect(Math.abs(task.height - tasks[0]!.height)).toBeLessThanOrEqual(1)
    expect(await wcagViolations(page)).toEqual([])
  })

  test('staff find the staff pages in the account menu, and nobody else does', async ({ page, context, browser, baseURL }, info) => {
    await signInAs(context, baseURL ?? '', DEMO.admin, channelFor(info.project.name))
    await hydrated(page, '/')
    await page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', DEMO.admin.username) }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: th.account.staffArea }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('navigation', { name: th.admin.nav.label })).toBeVisible()

    const otherContext = await browser.newContext({ baseURL })
    const other = await createUser({ context: otherContext, baseURL: baseURL ?? '' })
    const otherPage = await otherContext.newPage()
    await hydrated(otherPage, '/')
    await otherPage.getByRole('button', { name: th.nav.accountMenu.replace('{username}', other.username) }).click()
    await expect(otherPage.getByRole('menu').getByRole('menuitem', { name: th.account.logout })).toBeVisible()
    await expect(otherPage.getByRole('menu').getByRole('menuitem', { name: th.account.staffArea })).toHaveCount(0)
    await otherContext.close()
  })

  test('the dashboard, users and appointments pages show their data', async ({ page, context, baseURL }, info) => {
    await signInAs(context, baseURL ?? '', DEMO.admin, channelFor(info.project.name))
    await hydrated(page, '/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: th.pages.adminDashboard.title })).toBeVisible()
    await expect(page.getByText(th.admin.dashboard.usersTotal, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: th.admin.dashboard.providersHeading })).toBeVisible()
    await expect(page.getByRole('table', { name: fill(th.admin.dashboard.bookingsHeading, { days: 14 }) }).getByRole('row')).toHaveCount(15)

    await page.getByRole('navigation', { name: th.admin.nav.label }).getByRole('link', { name: th.admin.nav.users }).click()
    await expect(page.getByRole('heading', { level: 1, name: th.pages.adminUsers.title })).toBeVisible()
    await page.getByLabel(th.admin.users.searchLabel).fill('somsri')
    await page.getByRole('button', { name: th.admin.users.search, exact: true }).click()
    await expect(page).toHaveURL(/[?&]q=somsri/)
    await expect(page.getByRole('cell', { name: DEMO.consumer.username })).toBeVisible()
    await expect(page.getByRole('cell', { name: DEMO.admin.username })).toHaveCount(0)

    await hydrated(page, '/admin/dashboard/users?role=admin')
    await expect(page.getByLabel(th.admin.users.roleLabel)).toHaveValue('admin')
    await expect(page.getByRole('cell', { name: DEMO.admin.username })).toBeVisible()
    await expect(page.getByRole('cell', { name: DEMO.consumer.username })).toHaveCount(0)
    // A role that does not exist is dropped: every user is listed.
    await hydrated(page, '/admin/dashboard/users?role=king')
    await expect(page.getByLabel(th.admin.users.roleLabel)).toHaveValue('')

    await hydrated(page, '/admin/dashboard/appointments')
    await expect(page.getByRole('heading', { level: 1, name: th.pages.adminAppointments.title })).toBeVisible()
    await expect(page.getByRole('table').or(page.getByText(th.admin.appointments.emptyUpcoming))).toBeVisible()
    await page.getByRole('link', { name: th.admin.appointments.past }).click()
    await expect(page).toHaveURL(/[?&]when=past/)
    await expect(page.getByRole('table').or(page.getByText(th.admin.appointments.emptyPast))).toBeVisible()

    // Wallet requests are only looked at here: the seeded ones are shared by every test.
    await hydrated(page, '/admin/cash-in')
    await expect(page.getByRole('heading', { level: 1, name: th.pages.adminCashIn.title })).toBeVisible()
    await expect(page.getByRole('table').or(page.getByText(th.admin.wallet.emptyPending))).toBeVisible()
    await hydrated(page, '/admin/cash-out?status=rejected')
    await expect(page.getByRole('heading', { level: 1, name: th.pages.adminCashOut.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: th.admin.wallet.statusLabel }).getByRole('link', { name: th.admin.wallet.status.rejected })).toHaveAttribute('aria-current', 'page')
  })

  test('staff approve a cash-in and reject a cash-out with a reason', async ({ page, context, baseURL }, info) => {
    // Seeded requests (consumer cash-in 300 and 600, provider cash-out 450 and 750): each project
    // decides its own two, as both run at once.
    const mine = info.project.name === 'mobile' ? { cashIn: 600, cashOut: 750 } : { cashIn: 300, cashOut: 450 }
    await signInAs(context, baseURL ?? '', DEMO.admin, channelFor(info.project.name))

    await hydrated(page, '/admin/cash-in')
    const cashIn = { amount: formatBaht(mine.cashIn), username: DEMO.consumer.username }
    await page.getByRole('button', { name: fill(th.admin.wallet.approveLabel, cashIn) }).click()
    await expect(page.getByText(fill(th.admin.wallet.approved, cashIn))).toBeVisible()
    await expect(page.getByRole('button', { name: fill(th.admin.wallet.approveLabel, cashIn) })).toHaveCount(0)
    await page.getByRole('navigation', { name: th.admin.wallet.statusLabel }).getByRole('link', { name: th.admin.wallet.status.approved }).click()
    // On phones each cell also reads its column name (the stacked layout), so match a part.
    await expect(page.getByRole('cell', { name: cashIn.amount })).toBeVisible()

    await hydrated(page, '/admin/cash-out')
    const cashOut = { amount: formatBaht(mine.cashOut), username: DEMO.provider.username }
    await page.getByRole('button', { name: fill(th.admin.wallet.rejectLabel, cashOut) }).click()
    const dialog = page.getByRole('dialog', { name: th.admin.reason.title })
    await dialog.getByRole('button', { name: th.admin.reason.submit }).click()
    await expect(dialog.getByRole('alert')).toHaveText(th.admin.reason.required)
    const reason = `Account name does not match (${info.project.name})`
    await dialog.getByLabel(th.admin.reason.label).fill(reason)
    await dialog.getByRole('button', { name: th.admin.reason.submit }).click()
    await expect(page.getByText(fill(th.admin.wallet.rejected, cashOut))).toBeVisible()
    await hydrated(page, '/admin/cash-out?status=rejected')
    await expect(page.getByText(fill(th.admin.wallet.reason, { reason }))).toBeVisible()
  })
})
