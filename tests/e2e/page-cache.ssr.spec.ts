import { expect, test, type APIRequestContext } from '@playwright/test'
import { createUser, uniqueSuffix } from './support/auth'

// The page cache of the production server: pages for visitors without a session are shared for a
// few seconds; nothing of a signed-in visitor's page ever reaches anyone else.
let anonymous: APIRequestContext
test.beforeAll(async ({ playwright, baseURL }) => {
  anonymous = await playwright.request.newContext({ baseURL })
})
test.afterAll(() => anonymous.dispose())

test('a page is rendered once for visitors without a session and served from the cache after', async () => {
  const url = `/tutoring?from=${uniqueSuffix()}`
  const first = await anonymous.get(url)
  expect(first.status()).toBe(200)
  expect(first.headers()['x-page-cache']).toBe('miss')
  const second = await anonymous.get(url)
  expect(second.headers()['x-page-cache']).toBe('hit')
  expect(Number(second.headers()['age'])).toBeGreaterThanOrEqual(0)
  expect(await second.text()).toBe(await first.text())
  // A hard reload renders afresh.
  const reload = await anonymous.get(url, { headers: { 'cache-control': 'no-cache' } })
  expect(reload.headers()['x-page-cache']).toBe('miss')
})

test('a signed-in visitor always gets their own page, and it is never served to anyone else', async ({ request }) => {
  const user = await createUser({ request })
  const url = `/tutoring?from=${uniqueSuffix()}`
  const own = await request.get(url, { headers: { cookie: `access_token=${user.accessToken}` } })
  expect(own.status()).toBe(200)
  expect(own.headers()['x-page-cache']).toBeUndefined()
  expect(await own.text()).toContain(user.username)
  const again = await request.get(url, { headers: { cookie: `access_token=${user.accessToken}` } })
  expect(again.headers()['x-page-cache']).toBeUndefined()

  const other = await anonymous.get(url)
  expect(other.headers()['x-page-cache']).toBe('miss')
  expect(await other.text()).not.toContain(user.username)
})

test('redirects and not-found pages are not kept', async () => {
  const redirect = await anonymous.get('/browse', { maxRedirects: 0 })
  expect(redirect.status()).toBe(307)
  expect(redirect.headers()['x-page-cache']).toBeUndefined()
  const unknown = `/services/65a0000000000000000000ff?from=${uniqueSuffix()}`
  for (let i = 0; i < 2; i++) {
    const missing = await anonymous.get(unknown)
    expect(missing.status()).toBe(404)
    expect(missing.headers()['x-page-cache']).toBeUndefined()
  }
})
