import { type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test'
import { expect, test } from './support/test'
import { THAI_WEEKDAYS } from '~/app/lib/format'
import { th } from '~/app/lib/i18n/th-all'
import { createUser, hydrated, uniqueSuffix } from './support/auth'
import { approvedProvider, pngBytes } from './support/providers'
import { wcagViolations } from './support/axe'

/*
 * A provider's own services and weekly schedule. Every test makes its own approved provider
 * (registered and approved through the API), so nothing here touches the seeded demo accounts
 * whose catalogue other specs read, and the mobile and desktop projects never share one.
 */

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]))
const pad = (n: number) => String(n).padStart(2, '0')
const cellName = (day: number, hour: number) => fill(th.myServices.schedule.cellLabel, { day: THAI_WEEKDAYS[day]!, from: `${pad(hour)}:00`, to: `${pad(hour + 1)}:00` })

type Category = { _id: string; name: string; last_node_info: { service_count: number } }

/**
 * A root category with a sub-category, not the root with the most services (the catalogue spec
 * pages through that one and must not see services come and go).
 */
async function quietCategory(page: Page) {
  const roots = ((await (await page.request.get('/v2/category?level=1&limit=50')).json()) as { items: Category[] }).items
  const busiest = [...roots].sort((a, b) => b.last_node_info.service_count - a.last_node_info.service_count)[0]!
  for (const root of [...roots].sort((a, b) => a.last_node_info.service_count - b.last_node_info.service_count)) {
    if (root._id === busiest._id) continue
    const subs = ((await (await page.request.get(`/v2/category/subcat?parent_id=${root._id}&limit=50`)).json()) as { items: Category[] }).items
    if (subs[0]) return { root, sub: subs[0] }
  }
  throw new Error('no root category with a sub-category')
}

/**
 * Public lists are cacheable for 60 s (ETag, `max-age=60`, and the server renderer's shared
 * cache), so each look at /browse uses a URL not asked before: same category and keyword, with a
 * harmless extra filter.
 */
async function browseShows(page: Page, search: string, title: string, shown: boolean) {
  await hydrated(page, `/browse?${search}`)
  if (shown) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  else {
    await expect(page.getByText(fill(th.browse.count, { count: 0 }))).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0)
  }
}

async function dragCells(page: Page, from: { day: number; hour: number }, to: { day: number; hour: number }, grid: ReturnType<Page['getByRole']>) {
  const start = grid.getByRole('gridcell', { name: cellName(from.day, from.hour) })
  const end = grid.getByRole('gridcell', { name: cellName(to.day, to.hour) })
  // Both corners on screen: the start in the middle of the viewport (and of the grid's own scroll).
  await start.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }))
  const a = (await start.boundingBox())!
  const b = (await end.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 })
  await page.mouse.up()
}

/** A new approved provider on their services page: the weekly schedule's grid, on screen. */
async function scheduleOfNewProvider({ page, context, browser, baseURL }: { page: Page; context: BrowserContext; browser: Browser; baseURL: string | undefined }, info: TestInfo) {
  // A provider registered and approved first, then axe over a grid of 168 cells and the service
  // editor: over 90 s when a live-session test shares the machine.
  test.setTimeout(150_000)
  await approvedProvider(browser, context, baseURL!, info)
  await hydrated(page, '/provider/services')
  const grid = page.getByRole('grid', { name: th.myServices.schedule.title })
  await expect(grid).toBeVisible()
  return grid
}

test.describe.configure({ mode: 'parallel' })

test('an approved provider creates a service with a picture and hours; it is listed, hidden, shown again and deleted', async ({ page, context, browser, baseURL }, info) => {
  test.setTimeout(120_000)
  await approvedProvider(browser, context, baseURL!, info)
  const { root, sub } = await quietCategory(page)
  const suffix = uniqueSuffix()
  const title = `E2E service ${suffix}`

  await hydrated(page, '/provider/services')
  await expect(page.getByRole('heading', { level: 2, name: th.myServices.list.emptyTitle })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: th.myServices.list.create }).click()
  await expect(page).toHaveURL(/\/services\/create$/)
  await expect(page.getByRole('heading', { level: 1, name: th.myServices.form.createTitle })).toBeVisible()

  // Saving an empty form names the fields in Thai, marked invalid.
  await page.getByRole('button', { name: th.myServices.form.save }).click()
  await expect(page.getByText(th.myServices.form.errors.category)).toBeVisible()
  await expect(page.getByLabel(th.myServices.form.category, { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(th.myServices.form.title, { exact: true })).toHaveAttribute('aria-invalid', 'true')
  // Every field marked invalid is drawn red (a box's border; a checkbox's outline).
  const notRed = await page.locator('[aria-invalid="true"]').evaluateAll((fields) =>
    fields
      .filter((field) => {
        const style = getComputedStyle(field)
        const colour = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? style.outlineColor : style.borderTopColor
        return colour !== 'rgb(179, 38, 30)'
      })
      .map((field) => field.outerHTML.slice(0, 80)),
  )
  expect(notRed).toEqual([])

  // Each message goes as soon as its field is fixed; the others stay until theirs are.
  await page.getByLabel(th.myServices.form.category, { exact: true }).selectOption({ label: root.name })
  await expect(page.getByText(th.myServices.form.errors.category)).toBeHidden()
  await expect(page.getByLabel(th.myServices.form.category, { exact: true })).not.toHaveAttribute('aria-invalid')
  await expect(page.getByLabel(th.myServices.form.title, { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel(th.myServices.form.subcategory, { exact: true }).selectOption({ label: sub.name })
  await page.getByLabel(th.myServices.form.title, { exact: true }).fill(title)
  await expect(page.getByLabel(th.myServices.form.title, { exact: true })).not.toHaveAttribute('aria-invalid')
  await page.getByLabel(th.myServices.form.description, { exact: true }).fill('E2E description of a service made by a test')
  await page.getByLabel(th.myServices.form.price, { exact: true }).fill('250')
  await page.getByRole('checkbox', { name: th.myServices.form.instant }).check()
  await page.getByLabel(th.myServices.form.addThumbnails).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngBytes(320, 180) })
  await expect(page.getByRole('img', { name: fill(th.myServices.form.thumbnailAlt, { n: 1 }) })).toBeVisible()
  await page.getByLabel(th.myServices.form.addProofPicture).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: pngBytes() })
  await expect(page.getByRole('img', { name: th.myServices.form.proofPictureAlt })).toBeVisible()
  await page.getByRole('button', { name: th.myServices.form.addHighlight }).click()
  await page.getByLabel(fill(th.myServices.form.highlightItem, { n: 1 })).fill('E2E highlight')

  const grid = page.getByRole('grid', { name: th.myServices.form.opens })
  await dragCells(page, { day: 1, hour: 18 }, { day: 2, hour: 19 }, grid)
  for (const [day, hour] of [[1, 18], [1, 19], [2, 18], [2, 19]] as const) {
    await expect(grid.getByRole('gridcell', { name: cellName(day, hour) })).toHaveAttribute('aria-selected', 'true')
  }
  await expect(grid.getByRole('gridcell', { name: cellName(1, 20) })).toHaveAttribute('aria-selected', 'false')
  await expect(page.getByText(fill(th.myServices.schedule.selectedCount, { count: 4 }))).toBeVisible()

  await page.getByRole('button', { name: th.myServices.form.save }).click()
  await expect(page).toHaveURL(/\/provider\/services$/)
  await expect(page.getByText(th.myServices.form.created)).toBeVisible()
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(item.getByText(sub.name)).toBeVisible()
  await expect(item.locator('img')).toHaveAttribute('src', /^\/uploads\/services\//)

  // Public, in its category (and its parent's).
  await browseShows(page, `category=${sub._id}&q=${suffix}`, title, true)

  // Hidden: gone from the public list. First a refusal: the switch flips at once and flips back.
  await hydrated(page, '/provider/services')
  const visibility = page.getByRole('switch', { name: fill(th.myServices.list.visibilityLabel, { title }) })
  await expect(visibility).toHaveAttribute('aria-checked', 'true')
  await page.route('**/v2/service/set-visibility/**', (route) => route.fulfill({ status: 500, json: { code: 'internal', message: 'Internal server error' } }))
  await visibility.click()
  await expect(page.getByText(th.myServices.list.visibilityFailed)).toBeVisible()
  await expect(visibility).toHaveAttribute('aria-checked', 'true')
  await page.unroute('**/v2/service/set-visibility/**')
  await visibility.click()
  await expect(visibility).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByText(fill(th.myServices.list.hidden, { title }))).toBeVisible()
  await browseShows(page, `category=${root._id}&q=${suffix}`, title, false)

  // Shown again: back.
  await hydrated(page, '/provider/services')
  await expect(visibility).toHaveAttribute('aria-checked', 'false')
  await visibility.click()
  await expect(visibility).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText(fill(th.myServices.list.shown, { title }))).toBeVisible()
  await browseShows(page, `category=${sub._id}&q=${suffix}&min=0`, title, true)

  // The edit form opens with what was saved.
  await hydrated(page, '/provider/services')
  await page.getByRole('link', { name: fill(th.myServices.list.editLabel, { title }) }).click()
  await expect(page.getByRole('heading', { level: 1, name: th.myServices.form.editTitle })).toBeVisible()
  await expect(page.getByLabel(th.myServices.form.title, { exact: true })).toHaveValue(title)
  await expect(page.getByRole('grid', { name: th.myServices.form.opens }).getByRole('gridcell', { name: cellName(2, 19) })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: th.myServices.form.cancel }).click()
  await expect(page).toHaveURL(/\/provider\/services$/)

  // Deleted, after confirming. A service with bookings is refused (409): the dialog says so in Thai.
  await page.getByRole('button', { name: fill(th.myServices.list.deleteLabel, { title }) }).click()
  const dialog = page.getByRole('dialog', { name: th.myServices.list.deleteTitle })
  await expect(dialog).toBeVisible()
  await page.route('**/v2/service/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 409, json: { code: 'conflict', message: 'booked', field: 'service_id' } }) : route.fallback(),
  )
  await dialog.getByRole('button', { name: th.myServices.list.deleteConfirm }).click()
  await expect(dialog.getByRole('alert')).toHaveText(th.myServices.list.deleteBooked)
  await page.unroute('**/v2/service/*')
  await dialog.getByRole('button', { name: th.myServices.list.deleteConfirm }).click()
  await expect(page.getByText(th.myServices.list.deleted)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: th.myServices.list.emptyTitle })).toBeVisible()
  await browseShows(page, `category=${root._id}&q=${suffix}&min=0`, title, false)
})

test('the weekly schedule: keyboard and pointer editing, the overview, saved; no axe violations in the schedule and service editors', { tag: '@each-width' }, async ({ page, context, browser, baseURL }, info) => {
  const grid = await scheduleOfNewProvider({ page, context, browser, baseURL }, info)
  expect(await wcagViolations(page)).toEqual([])

  // Keyboard: one tab stop; Space toggles, Shift+arrows extend a run over Sunday 00-05.
  const sunday0 = grid.getByRole('gridcell', { name: cellName(0, 0) })
  await sunday0.click()
  await expect(sunday0).toHaveAttribute('aria-selected', 'true')
  await expect(sunday0).toBeFocused()
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1)
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight')
  await expect(grid.getByRole('gridcell', { name: cellName(0, 5) })).toBeFocused()
  await expect(grid.getByRole('gridcell', { name: cellName(0, 5) })).toHaveAttribute('aria-selected', 'true')
  // A plain move, then Space: hour 6 (the morning block's first hour).
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
  await expect(grid.getByRole('gridcell', { name: cellName(0, 6) })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await expect(grid.getByRole('gridcell', { name: cellName(0, 23) })).toHaveAttribute('aria-selected', 'true')
  // Dragging from a selected cell clears.
  await dragCells(page, { day: 0, hour: 6 }, { day: 1, hour: 6 }, grid)
  await expect(grid.getByRole('gridcell', { name: cellName(0, 6) })).toHaveAttribute('aria-selected', 'false')

  const overview = page.getByRole('table', { name: th.myServices.schedule.overviewCaption })
  const sundayRow = overview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: THAI_WEEKDAYS[0]! }) })
  await expect(sundayRow.getByRole('cell')).toHaveText([fill(th.catalogue.hours, { count: 6 }), th.catalogue.closed, th.catalogue.closed, fill(th.catalogue.hours, { count: 1 })])
  expect(await wcagViolations(page)).toEqual([])

  await page.getByRole('button', { name: th.myServices.schedule.save }).click()
  await expect(page.getByText(th.myServices.schedule.saved)).toBeVisible()
  await hydrated(page, '/services/manage')
  await expect(page.getByRole('grid', { name: th.myServices.schedule.title }).getByRole('gridcell', { name: cellName(0, 23) })).toHaveAttribute('aria-selected', 'true')

  // A new service starts from the saved schedule; the editor is clean with and without errors.
  await hydrated(page, '/services/create')
  const serviceGrid = page.getByRole('grid', { name: th.myServices.form.opens })
  await expect(serviceGrid.getByRole('gridcell', { name: cellName(0, 5) })).toHaveAttribute('aria-selected', 'true')
  expect(await wcagViolations(page)).toEqual([])
  await page.getByLabel(th.myServices.form.minutesPerSession, { exact: true }).fill('5')
  await page.getByRole('button', { name: th.myServices.form.save }).click()
  await expect(page.getByText(th.myServices.form.errors.minutesPerSession)).toBeVisible()
  await expect(page.getByLabel(th.myServices.form.minutesPerSession, { exact: true })).toHaveAttribute('aria-invalid', 'true')
  expect(await wcagViolations(page)).toEqual([])
})

test('the schedule on a phone: a swipe scrolls, a tap toggles one hour, a long press drags a range; the whole day fits a desktop', { tag: '@each-width' }, async ({ page, context, browser, baseURL }, info) => {
  const grid = await scheduleOfNewProvider({ page, context, browser, baseURL }, info)
  const scroller = page.locator('.schedule-grid__scroll').first()
  const selected = grid.locator('[aria-selected="true"]')
  const before = await selected.count()

  if (info.project.name !== 'mobile') {
    // Every hour of the day is on screen at once: no sideways scrolling, 23:00 inside the viewport.
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await grid.scrollIntoViewIfNeeded()
    await expect(grid.getByRole('gridcell', { name: cellName(6, 23) })).toBeInViewport()
    return
  }

  const cdp = await context.newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
  const centre = async (day: number, hour: number) => {
    const box = (await grid.getByRole('gridcell', { name: cellName(day, hour) }).boundingBox())!
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  await grid.getByRole('gridcell', { name: cellName(1, 2) }).evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }))

  // A swipe to the left scrolls the grid towards the evening and selects nothing.
  const from = await centre(1, 6)
  await touch('touchStart', from.x, from.y)
  for (let step = 1; step <= 10; step++) await touch('touchMove', from.x - step * 20, from.y)
  await touch('touchEnd')
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50)
  await expect(selected).toHaveCount(before)
  // The swipe's fling may still be moving the grid: wait until the grid and the page stand still.
  const position = () => scroller.evaluate((el) => `${el.scrollLeft},${window.scrollY}`)
  const standStill = async () => {
    let last = ''
    await expect.poll(async () => {
      const now = await position()
      const still = now === last
      last = now
      return still
    }, { intervals: [150] }).toBe(true)
  }
  await standStill()

  // A tap selects one hour, a second tap clears it (the finger lands on that hour's cell).
  const tapAt = async (day: number, hour: number) => {
    const point = await centre(day, hour)
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('aria-label'), point)).toBe(cellName(day, hour))
    await touch('touchStart', point.x, point.y)
    await touch('touchEnd')
  }
  const target = grid.getByRole('gridcell', { name: cellName(2, 9) })
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }))
  await standStill()
  await tapAt(2, 9)
  await expect(target).toHaveAttribute('aria-selected', 'true')
  await tapAt(2, 9)
  await expect(target).toHaveAttribute('aria-selected', 'false')

  // A long press, then a drag: Tuesday to Wednesday, 9 to 10, without scrolling the grid.
  const start = await centre(2, 9)
  const end = await centre(3, 10)
  const scrolled = await scroller.evaluate((el) => el.scrollLeft)
  await touch('touchStart', start.x, start.y)
  // Held still, the finger starts a drag once the long press is up (LONG_PRESS_MS): the pressed
  // hour (cleared by the taps above) shows selected while the finger is still down, before any move.
  await expect(target).toHaveAttribute('aria-selected', 'true')
  for (let step = 1; step <= 6; step++) await touch('touchMove', start.x + ((end.x - start.x) * step) / 6, start.y + ((end.y - start.y) * step) / 6)
  await touch('touchEnd')
  for (const [day, hour] of [[2, 9], [2, 10], [3, 9], [3, 10]] as const) {
    await expect(grid.getByRole('gridcell', { name: cellName(day, hour) })).toHaveAttribute('aria-selected', 'true')
  }
  await expect(selected).toHaveCount(before + 4)
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(scrolled)
})

test('the schedule asks before clearing everything and before leaving unsaved edits', async ({ page, context, browser, baseURL }, info) => {
  const grid = await scheduleOfNewProvider({ page, context, browser, baseURL }, info)
  const cell = grid.getByRole('gridcell', { name: cellName(3, 12) })
  await cell.click()
  await expect(cell).toHaveAttribute('aria-selected', 'true')
  const count = await grid.locator('[aria-selected="true"]').count()

  // "Clear all" asks; cancelling keeps every hour, confirming clears them.
  await page.getByRole('button', { name: th.myServices.schedule.clear }).click()
  const ask = page.getByRole('dialog', { name: th.myServices.schedule.clearTitle })
  await expect(ask).toContainText(fill(th.myServices.schedule.clearBody, { count }))
  await ask.getByRole('button', { name: th.myServices.schedule.clearCancel }).click()
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(count)
  await page.getByRole('button', { name: th.myServices.schedule.clear }).click()
  await page.getByRole('dialog', { name: th.myServices.schedule.clearTitle }).getByRole('button', { name: th.myServices.schedule.clearConfirm }).click()
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: th.myServices.schedule.clear })).toBeDisabled()

  // Leaving with an edit unsaved asks; staying keeps the edit, leaving goes. (The new provider's
  // saved week is empty, so the edit is the one hour selected again.)
  await cell.click()
  await page.getByRole('link', { name: th.myServices.list.create }).first().click()
  const leave = page.getByRole('dialog', { name: th.forms.unsaved.title })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: th.forms.unsaved.stay }).click()
  await expect(page).toHaveURL(/\/provider\/services$/)
  await expect(cell).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('link', { name: th.myServices.list.create }).first().click()
  await page.getByRole('dialog', { name: th.forms.unsaved.title }).getByRole('button', { name: th.forms.unsaved.leave }).click()
  await expect(page).toHaveURL(/\/services\/create$/)

  // Saved edits leave freely.
  await hydrated(page, '/provider/services')
  await grid.getByRole('gridcell', { name: cellName(4, 8) }).click()
  await page.getByRole('button', { name: th.myServices.schedule.save }).click()
  await expect(page.getByText(th.myServices.schedule.saved)).toBeVisible()
  await page.getByRole('link', { name: th.myServices.list.create }).first().click()
  await expect(page).toHaveURL(/\/services\/create$/)
})

test('a signed-in user who is not a provider reads why and is sent to the provider registration', async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  for (const path of ['/provider/services', '/services/create']) {
    await hydrated(page, path)
    await expect(page.getByRole('heading', { level: 1, name: th.myServices.notProvider.title })).toBeVisible()
    await expect(page.getByRole('grid')).toHaveCount(0)
  }
  await page.getByRole('main').getByRole('link', { name: th.myServices.notProvider.register }).click()
  await expect(page).toHaveURL(/\/provider\/register$/)
})
