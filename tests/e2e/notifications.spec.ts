import { createECDH, randomBytes } from 'node:crypto'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { PUSH_DEVICE_ID_KEY } from '~/app/lib/push-support'
import { pushMessages } from '~/server/push/messages'
import { channelFor, createUser, DEMO, hydrated, signInAs, uniqueSuffix } from './support/auth'

/**
 * Web push in the browser. Headless Chromium here cannot reach a real push service, so
 * `pushManager.subscribe` is never relied on: a device is registered through the API (as the
 * page would after subscribing) and the page must then show it as on and turn it off for real.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** What the page would send after a successful subscribe: a real P-256 key and auth secret. */
async function registerDevice(request: APIRequestContext, token: string, userId: string, deviceId: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const response = await request.post('/v2/notification/register/web', {
    headers: bearer(token),
    data: {
      user_id: userId,
      device_id: deviceId,
      endpoint: `https://push.example.invalid/e2e/${deviceId}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test('/worker.js is a JavaScript service worker allowed the whole site, and registers with scope /', async ({ page, baseURL }) => {
  const response = await page.request.get('/worker.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/javascript/)
  expect(response.headers()['service-worker-allowed']).toBe('/')
  expect(response.headers()['cache-control']).toBe('no-cache')
  await hydrated(page, '/')
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/worker.js', { scope: '/' })
    await navigator.serviceWorker.ready
    return registration.scope
  })
  expect(scope).toBe(`${baseURL}/`)
})

test('the settings page shows this device as on and turns it off with an unregister for WEB', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'])
  const user = await createUser({ context, baseURL: baseURL! })
  const deviceId = `e2e-device-${uniqueSuffix()}`
  await hydrated(page, '/mobile/notification')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: th.notifications.title })).toBeVisible()
  await expect(main.getByText(th.notifications.device.off)).toBeVisible()
  // Our own prompt is not shown on this page (the page is the prompt), and nothing asked on load.
  await expect(page.getByRole('complementary', { name: th.notifications.prompt.label })).toHaveCount(0)

  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [PUSH_DEVICE_ID_KEY, deviceId] as const)
  await registerDevice(context.request, user.accessToken, user.userId, deviceId)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(main.getByText(th.notifications.device.on)).toBeVisible()

  const unregister = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v2/notification/unregister')
  await main.getByRole('button', { name: th.notifications.device.turnOff }).click()
  expect((await unregister).postDataJSON()).toEqual({ user_id: user.userId, device_id: deviceId, target_platform: 'WEB' })
  await expect(main.getByText(th.notifications.device.off)).toBeVisible()
  await expect(main.getByRole('button', { name: th.notifications.device.turnOn })).toBeVisible()
  const devices = (await (await context.request.get('/v2/notification/devices', { headers: bearer(user.accessToken) })).json()) as { devices: { device_id: string }[] }
  expect(devices.devices.map((d) => d.device_id)).not.toContain(deviceId)
})

test('logout unregisters this device', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'])
  const user = await createUser({ context, baseURL: baseURL! })
  const deviceId = `e2e-logout-${uniqueSuffix()}`
  await hydrated(page, '/mobile/notification')
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [PUSH_DEVICE_ID_KEY, deviceId] as const)
  await registerDevice(context.request, user.accessToken, user.userId, deviceId)
  await hydrated(page, '/mobile/menu')
  const unregister = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v2/notification/unregister')
  await page.getByRole('main').getByRole('button', { name: th.account.logout }).click()
  expect((await unregister).postDataJSON()).toEqual({ user_id: user.userId, device_id: deviceId, target_platform: 'WEB' })
  await expect(page).toHaveURL(/\/$/)
})

test('each kind saves on its own and survives a reload', async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/mobile/notification')
  const main = page.getByRole('main')
  const newBooking = main.getByRole('checkbox', { name: th.notifications.kinds.new_booking })
  const sessionReady = main.getByRole('checkbox', { name: th.notifications.kinds.session_ready })
  await expect(newBooking).toBeChecked()
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/v2/notification/settings')
  await newBooking.uncheck()
  expect((await saved).status()).toBe(200)
  await expect(main.getByText(th.notifications.kinds.saved)).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(newBooking).not.toBeChecked()
  await expect(sessionReady).toBeChecked()
  await expect(main.getByRole('checkbox', { name: th.notifications.kinds.verification })).toBeChecked()
})

test('the recent list shows a real notification: an approved provider registration', async ({ page, context, browser, baseURL }, testInfo) => {
  const user = await createUser({ context, baseURL: baseURL! })
  const displayName = `E2E Teacher ${uniqueSuffix()}`
  const request = context.request
  const save = await request.put('/v2/provider/registration', {
    headers: bearer(user.accessToken),
    data: { display_name: displayName, about: 'Patient and clear.', subjects: ['Math'], last_step: 'review' },
  })
  expect(save.ok(), await save.text()).toBe(true)
  const sharp = (await import('sharp')).default
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 20, g: 90, b: 170 } } }).png().toBuffer()
  const upload = await request.post('/v2/provider/registration/documents', {
    headers: bearer(user.accessToken),
    multipart: { kind: 'identity', file: { name: 'id.png', mimeType: 'image/png', buffer: png } },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const submit = await request.post('/v2/provider/registration/submit', { headers: bearer(user.accessToken) })
  expect(submit.ok(), await submit.text()).toBe(true)

  // The demo admin approves it (a fresh registration: the demo accounts' own state is untouched).
  const staff = await browser.newContext({ baseURL: baseURL! })
  try {
    const admin = await signInAs(staff, baseURL!, DEMO.admin, channelFor(testInfo.project.name))
    let mine: { _id: string; display_name: string } | undefined
    for (let skip = 0; !mine && skip < 1_000; skip += 50) {
      const page = (await (await staff.request.get(`/v2/admin/providers?status=submitted&limit=50&skip=${skip}`, { headers: bearer(admin.accessToken) })).json()) as {
        items: { _id: string; display_name: string }[]
      }
      if (page.items.length === 0) break
      mine = page.items.find((p) => p.display_name === displayName)
    }
    expect(mine).toBeDefined()
    const approved = await staff.request.post(`/v2/admin/providers/${mine?._id}/approve`, { headers: bearer(admin.accessToken) })
    expect(approved.ok(), await approved.text()).toBe(true)
  } finally {
    await staff.close()
  }

  const message = pushMessages.verificationApproved()
  await hydrated(page, '/mobile/notification')
  const recent = page.getByRole('main').getByRole('region', { name: th.notifications.recent.heading })
  await expect(recent.getByRole('link', { name: message.title })).toHaveAttribute('href', message.url)
  await expect(recent.getByText(message.body)).toBeVisible()
})

test('after sign-in our own question comes first; "not now" puts it away, and nothing asked the browser on load', async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/')
  const prompt = page.getByRole('complementary', { name: th.notifications.prompt.label })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('button', { name: th.notifications.prompt.accept })).toBeVisible()
  // The browser's own permission was not asked for: it is still undecided.
  expect(await page.evaluate(() => Notification.permission)).toBe('default')
  await prompt.getByRole('button', { name: th.notifications.prompt.dismiss }).click()
  await expect(prompt).toHaveCount(0)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('navigation').first()).toBeVisible()
  await expect(prompt).toHaveCount(0)
})

test('the opt-in card stays off the live session pages: not over the device check, not over the call', async ({ page, context, baseURL }) => {
  await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/')
  const prompt = page.getByRole('complementary', { name: th.notifications.prompt.label })
  await expect(prompt).toBeVisible()
  // The card is decided after load, once its code and the browser's push subscription are read:
  // when the page's network has settled, it would be there.
  await hydrated(page, '/session/pre-session')
  await expect(page.getByRole('heading', { level: 1, name: th.preSession.heading })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(prompt).toHaveCount(0)
  // The call's page (this new user is no participant of the demo booking, so it says so): no card,
  // and none of the site's frame either.
  await hydrated(page, '/session/video-session?booking=65f000000000000000000001')
  await expect(page.getByRole('heading', { level: 1, name: th.session.booking.notFoundTitle })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(prompt).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})
