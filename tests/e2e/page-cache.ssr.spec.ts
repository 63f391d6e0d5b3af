import { expect, test, type APIRequestContext } from '@playwright/test'
import { createUser, uniqueSuffix } from './support/auth'

// The page cache of the production server: pages for visitors without a session are shared for a
// few seconds, and so are pages every signed-in visitor sees alike (rendered without credentials);
// nothing of a signed-in visitor's own page ever reaches anyone else.
let anonymous: APIRequestContext
test.beforeAll(async ({ playwright, baseURL }) => {
  anonymous = await playwright.request.newContext({ baseURL })
})
test.afterAll(() => anonymous.dispose())

test('a page is kept from its second request for visitors without a session and served from the cache after', async () => {
  const url = `/tutoring?from=${uniqueSuffix()}`
  const once = await anonymous.get(url)
  expect(once.status()).toBe(200)
  expect(once.headers()['x-page-cache']).toBe('miss')
  const first = await anonymous.get(url)
  expect(first.headers()['x-page-cache']).toBe('miss')
  const second = await anonymous.get(url)
  expect(second.headers()['x-page-cache']).toBe('hit')
  expect(Number(second.headers()['age'])).toBeGreaterThanOrEqual(0)
  // The same page as kept, under the same policy, and a cache in front may keep it as long.
  expect(await second.text()).toBe(await first.text())
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])
  expect(second.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
  expect(second.headers()['vary']).toContain('cookie')
  // A hard reload renders afresh.
  const reload = await anonymous.get(url, { headers: { 'cache-control': 'no-cache' } })
  expect(reload.headers()['x-page-cache']).toBe('miss')
})

test('a page about the visitor is rendered for them alone, and never served to anyone else', async ({ request }) => {
  const user = await createUser({ request })
  const url = `/profile?from=${uniqueSuffix()}`
  const own = await request.get(url, { headers: { cookie: `access_token=${user.accessToken}` } })
  expect(own.status()).toBe(200)
  expect(own.headers()['x-page-cache']).toBeUndefined()
  expect(await own.text()).toContain(user.username)
  expect(own.headers()['cache-control']).toBe('private, no-store')
  const again = await request.get(url, { headers: { cookie: `access_token=${user.accessToken}` } })
  expect(again.headers()['x-page-cache']).toBeUndefined()

  const other = await anonymous.get(url)
  expect(await other.text()).not.toContain(user.username)
})

/**
 * Asks `url` as two signed-in visitors in turn: the second gets the copy rendered for the first,
 * which holds nothing of either (their name, id or token) and keeps the account button's place.
 */
async function sharedBetweenTwoVisitors(request: APIRequestContext, url: string): Promise<void> {
  const [first, second] = [await createUser({ request }), await createUser({ request })]
  // Asked before (the page is kept from its second request on).
  expect((await request.get(url, { headers: { cookie: `access_token=${second.accessToken}` }, maxRedirects: 0 })).headers()['x-page-cache']).toBe('miss')
  const asFirst = await request.get(url, { headers: { cookie: `access_token=${first.accessToken}` }, maxRedirects: 0 })
  expect(asFirst.status()).toBe(200)
  expect(asFirst.headers()['x-page-cache']).toBe('miss')
  const html = await asFirst.text()
  expect(html).toContain('account-dropdown__pending')
  for (const personal of [first.username, first.userId, first.accessToken]) expect(html).not.toContain(personal)

  const asSecond = await request.get(url, { headers: { cookie: `access_token=${second.accessToken}` }, maxRedirects: 0 })
  expect(asSecond.headers()['x-page-cache']).toBe('hit')
  expect(await asSecond.text()).toBe(html)
  // Kept here only, where the token is checked: no cache in front keeps it.
  expect(asSecond.headers()['cache-control']).toBe('private, no-cache')
}

test('signed-in visitors share one copy of a page that is the same for all of them, holding nothing of any of them', async ({ request }) => {
  const url = `/tutoring/browse?q=${encodeURIComponent('คณิต')}&from=${uniqueSuffix()}`
  await sharedBetweenTwoVisitors(request, url)
  // Visitors without a session never get it: they have a copy of their own, with the sign-in links.
  const anonymousCopy = await anonymous.get(url, { maxRedirects: 0 })
  expect(anonymousCopy.headers()['x-page-cache']).toBe('miss')
  expect(await anonymousCopy.text()).not.toContain('account-dropdown__pending')
})

test('signed-in visitors share one copy of /browse too: its search is the same for all of them', async ({ request }) => {
  const url = `/browse?q=${encodeURIComponent('คณิต')}&from=${uniqueSuffix()}`
  await sharedBetweenTwoVisitors(request, url)
  // Still a page for signed-in visitors only: without a session it is the way to sign in.
  const anonymousVisit = await anonymous.get(url, { maxRedirects: 0 })
  expect(anonymousVisit.status()).toBe(307)
  expect(anonymousVisit.headers()['x-page-cache']).toBeUndefined()
})

test('a forged or expired token never gets the shared copy', async ({ request }) => {
  const user = await createUser({ request })
  const url = `/tutoring/browse?from=${uniqueSuffix()}`
  expect((await request.get(url, { headers: { cookie: `access_token=${user.accessToken}` } })).headers()['x-page-cache']).toBe('miss')
  const [header, payload] = user.accessToken.split('.') as [string, string, string]
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
  const reSigned = (changes: Record<string, unknown>) => `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.AAAA`
  for (const token of [reSigned({}), reSigned({ exp: Math.floor(Date.now() / 1000) - 60 }), `${header}.${payload}`, 'not-a-token']) {
    const answer = await request.get(url, { headers: { cookie: `access_token=${token}` }, maxRedirects: 0 })
    expect(answer.headers()['x-page-cache']).toBeUndefined()
    expect(answer.status()).toBe(200)
  }
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
