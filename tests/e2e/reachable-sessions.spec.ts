import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { wcagViolations } from './support/axe'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { DEMO_BOOKING } from '~/server/db/seed'
import { openStarts } from '~/tests/integration/support/bookings'
import { channelFor, createUser, DEMO, hydrated, latestCode, sendCode, type Channel } from './support/auth'

// Sessions reachable from the site (live-sessions issue): the bar under the header while one is
// near, the upcoming sessions in the account menu and on /mobile/menu, and the summary's way back.
//
// The seeded booking of the demo consumer starts 3 minutes after the server starts, so its room is
// open during the run. tests/e2e/session.spec.ts uses that room at the same time, and a second tab
// of the same person takes the room over: these tests only read pages and never enter the room
// (no video session; the waiting room with its socket ticket refused).

const BOOKING = DEMO_BOOKING.id
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const preSessionHref = (id: string) => `/session/pre-session?booking=${id}`

const sessionBar = (page: Page) => page.getByRole('region', { name: th.upcomingSessions.bar.label })
const accountButton = (page: Page, username: string) => page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', username) })

/** What the bar's link says for a session with `name`, before or after its start. */
const barName = (name: string) => {
  const startsIn = th.upcomingSessions.bar.startsIn.split('{when}')[0]!.replace('{name}', name)
  const started = th.upcomingSessions.bar.started.split('{minutes}')[0]!.replace('{name}', name)
  return new RegExp(`^(${escape(startsIn)}|${escape(started)}).+${escape(th.upcomingSessions.enter)}$`)
}

/** Opens the account dropdown and waits for its sessions (the list the bar reads too). */
async function openSessionsMenu(page: Page, username: string) {
  await accountButton(page, username).click()
  const sessions = page.getByRole('menu').getByRole('group', { name: th.upcomingSessions.heading })
  await expect(sessions.getByText(th.upcomingSessions.loading)).toHaveCount(0)
  return sessions
}

/**
 * Signs the demo consumer in once for these tests. Other specs sign the same account in on the same
 * channel (a new code replaces the previous one), so a refused login is tried again with a new code.
 */
async function demoConsumerToken(request: APIRequestContext, channel: Channel): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const destination = DEMO.consumer[channel]
      await sendCode(request, channel, destination)
      const otp = await latestCode(request, destination)
      const login = await request.post(`/v2/auth/login/${channel}`, { data: { [channel]: destination, otp } })
      expect(login.ok(), await login.text()).toBe(true)
      return ((await login.json()) as { access_token: string }).access_token
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
}

type BookingView = { _id: string; service: { title: string }; provider: { display_name: string }; start_at: string; end_at: string; phase: string }

test.describe('the demo consumer, whose session is open', () => {
  // One sign-in for the group (fewer codes to the shared demo account), in one worker.
  test.describe.configure({ mode: 'default' })
  let token = ''
  let demo: BookingView

  test.beforeAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` })
    token = await demoConsumerToken(request, channelFor(info.project.name))
    const answer = await request.get(`/v2/booking/${BOOKING}`, { headers: { authorization: `Bearer ${token}` } })
    expect(answer.ok(), await answer.text()).toBe(true)
    demo = (await answer.json()) as BookingView
    expect(demo.phase, 'the seeded room is open during the run').toBe('open')
    await request.dispose()
  })

  const signIn = (context: BrowserContext, baseURL: string) => context.addCookies([{ name: 'access_token', value: token, url: baseURL }])

  test('the bar on / and /tutoring names the provider, is reached by keyboard and leads to the pre-session page; axe finds nothing', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!)
    await hydrated(page, '/')
    const link = sessionBar(page).getByRole('link')
    await expect(link).toHaveAccessibleName(barName(demo.provider.display_name))
    await expect(link).toHaveAttribute('href', preSessionHref(BOOKING))
    // Under the header, not over the page: it ends where the main content begins.
    const [header, bar, main] = await Promise.all([page.getByRole('banner').boundingBox(), sessionBar(page).boundingBox(), page.getByRole('main').boundingBox()])
    expect(bar!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)
    expect(main!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1)
    expect(await wcagViolations(page)).toEqual([])

    await hydrated(page, '/tutoring')
    await expect(sessionBar(page).getByRole('link')).toHaveAccessibleName(barName(demo.provider.display_name))
    // By keyboard from the top of the page: past the header's controls, the bar comes before the content.
    await page.getByRole('banner').getByRole('link').first().focus()
    for (let i = 0; i < 12 && !(await link.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${escape(preSessionHref(BOOKING))}$`))
    await expect(page.getByRole('heading', { level: 1, name: th.preSession.heading })).toBeVisible()
    await expect(sessionBar(page)).toHaveCount(0)
  })

  test('the bar stays off the session pages (pre-session, waiting room, summary)', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!)
    // Never into the room: without a socket ticket the waiting room cannot connect.
    await page.route('**/v2/realtime/ticket', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable","message":"not in this test"}' }))
    const pages = [
      { path: preSessionHref(BOOKING), heading: th.preSession.heading },
      { path: `/session/waiting-room?booking=${BOOKING}`, heading: th.session.waitingRoom.heading },
      { path: `/session/summary?booking=${BOOKING}`, heading: th.sessionSummary.heading },
    ]
    for (const { path, heading } of pages) {
      await hydrated(page, path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
      // The sessions are loaded (the menu shows the open one): the bar would be up by now.
      const sessions = await openSessionsMenu(page, DEMO.consumer.username)
      await expect(sessions.getByRole('menuitem', { name: new RegExp(escape(demo.provider.display_name)) }), path).toBeVisible()
      await expect(sessionBar(page), path).toHaveCount(0)
      await page.keyboard.press('Escape')
    }
  })

  test('the account menu and /mobile/menu list the session with a way in; axe finds nothing', { tag: '@each-width' }, async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!)
    await hydrated(page, '/')
    const sessions = await openSessionsMenu(page, DEMO.consumer.username)
    const entry = sessions.getByRole('menuitem', { name: new RegExp(`${escape(demo.service.title)}.*${escape(demo.provider.display_name)}.*${escape(th.upcomingSessions.enter)}`) })
    await expect(entry).toHaveAttribute('href', preSessionHref(BOOKING))
    expect(await wcagViolations(page)).toEqual([])
    await entry.click()
    await expect(page).toHaveURL(new RegExp(`${escape(preSessionHref(BOOKING))}$`))

    await hydrated(page, '/mobile/menu')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: th.upcomingSessions.heading })).toBeVisible()
    const link = main.getByRole('link', { name: new RegExp(`${escape(demo.provider.display_name)}.*${escape(th.upcomingSessions.enter)}`) })
    await expect(link).toHaveAttribute('href', preSessionHref(BOOKING))
    expect(await wcagViolations(page)).toEqual([])
  })

  test('the summary of a booking still running leads back into the call', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!)
    await hydrated(page, `/session/summary?booking=${BOOKING}`)
    await expect(page.getByRole('heading', { level: 1, name: th.sessionSummary.heading })).toBeVisible()
    // Only read: the call page is not opened here.
    await expect(page.getByRole('link', { name: th.sessionSummary.rejoin })).toHaveAttribute('href', `/session/video-session?booking=${BOOKING}`)
  })
})

test('signed out: no bar and no bookings asked for', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v2/booking')) asked.push(request.url())
  })
  for (const path of ['/', '/tutoring']) {
    await hydrated(page, path)
    await page.waitForLoadState('networkidle')
    await expect(sessionBar(page), path).toHaveCount(0)
  }
  expect(asked).toEqual([])
})

/** Books the demo provider's first service for `token`'s user a few days ahead (no room opens within the hour). */
async function bookDaysAhead(request: APIRequestContext, token: string): Promise<BookingView> {
  // Other tests book the same provider: a random hour among his next open ones, another on a clash.
  const starts = openStarts(new Date(Date.now() + 3 * 24 * 3_600_000), 60)
  for (let attempt = 0; attempt < 10; attempt++) {
    const start = starts[Math.floor(Math.random() * starts.length)]!
    const response = await request.post('/v2/booking', {
      headers: { authorization: `Bearer ${token}` },
      data: { service_id: DEMO_BOOKING.serviceId, start_at: start.toISOString() },
    })
    if (response.status() === 409) continue
    expect(response.status(), await response.text()).toBe(201)
    return (await response.json()) as BookingView
  }
  throw new Error('no free hour with the demo provider')
}

test('a session days ahead: listed with its Thai date and time and no way in yet, no bar, no way back from its summary', async ({ page, context, baseURL }) => {
  const user = await createUser({ context, baseURL: baseURL! })
  // Nothing booked yet: the menu says so.
  await hydrated(page, '/')
  const empty = await openSessionsMenu(page, user.username)
  await expect(empty.getByText(th.upcomingSessions.empty)).toBeVisible()
  await expect(empty.getByRole('menuitem')).toHaveCount(0)

  const booking = await bookDaysAhead(context.request, user.accessToken)
  const when = await page.evaluate((iso) => new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), booking.start_at)
  await hydrated(page, '/')
  const sessions = await openSessionsMenu(page, user.username)
  const entry = sessions.getByRole('menuitem', { name: new RegExp(`${escape(booking.service.title)}.*${escape(booking.provider.display_name)}.*${escape(when)}`) })
  await expect(entry).toHaveAttribute('aria-disabled', 'true')
  await expect(entry).not.toHaveAttribute('href')
  await expect(entry).not.toContainText(th.upcomingSessions.enter)
  // Its room opens in days, not within the hour.
  await expect(sessionBar(page)).toHaveCount(0)

  await hydrated(page, '/mobile/menu')
  const main = page.getByRole('main')
  await expect(main.getByRole('listitem').filter({ hasText: booking.provider.display_name })).toContainText(when)
  await expect(main.getByRole('link', { name: new RegExp(escape(th.upcomingSessions.enter)) })).toHaveCount(0)

  await hydrated(page, `/session/summary?booking=${booking._id}`)
  await expect(page.getByRole('heading', { level: 1, name: th.sessionSummary.heading })).toBeVisible()
  await expect(page.getByRole('link', { name: th.sessionSummary.rejoin })).toHaveCount(0)
})
