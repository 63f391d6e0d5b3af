import { expect, test } from '@playwright/test'
import { th } from '~/app/lib/i18n/th-all'
import { createUser } from './support/auth'
import { loggedCalls, serverForSpec } from './support/server'

// What the server's render of the signed-in /browse asks the backend, read from the backend's
// request log. Its search answers the same to everyone, so the page is rendered once for every
// signed-in visitor (contract/routes.ts) and asks the public search, whose answers the server keeps
// between renders, rather than the visitor's own (the spec's booking-session search, never kept),
// and nothing about the visitor; the browser still searches with the visitor's token.
const server = serverForSpec({ LOG_LEVEL: 'debug', OTP_RESEND_INTERVAL_SECONDS: '1' })

test("a signed-in search is rendered from the public search's answer, not the visitor's own search", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server().baseURL })
  const user = await createUser({ request })
  const keyword = 'คณิต'
  const from = server().output().length
  const answer = await request.get(`/browse?q=${encodeURIComponent(keyword)}&type=private`, { headers: { cookie: `access_token=${user.accessToken}` }, maxRedirects: 0 })
  expect(answer.status()).toBe(200)
  const html = await answer.text()
  expect(html.includes(th.browse.resultsFor.replace('{keyword}', keyword))).toBe(true)
  expect(/href="\/services\/[0-9a-f]{24}"/.test(html)).toBe(true)
  // A render every signed-in visitor shares: nothing of this one, whose header the browser fills in.
  expect(html.includes(user.username)).toBe(false)
  await expect.poll(() => loggedCalls(server(), from)).toContain('GET /v2/search/services 200')
  expect(loggedCalls(server(), from).filter((call) => call.includes('booking-session') || call.includes('/user'))).toEqual([])
  await request.dispose()
})

test('a signed-in search in a category that is not there is the not-found page, not a failed search', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server().baseURL })
  const user = await createUser({ request })
  const from = server().output().length
  const answer = await request.get(`/browse?category=65f1000000000000000000ff&q=${encodeURIComponent('คณิต')}&from=${Date.now()}`, { headers: { cookie: `access_token=${user.accessToken}` }, maxRedirects: 0 })
  expect(answer.status()).toBe(404)
  const html = await answer.text()
  expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${th.errors.notFoundTitle} | ${th.brand.name}</title>`])
  expect(html.includes(th.errors.errorTitle)).toBe(false)
  // The shared render has no token: it does not try the visitor's own search.
  expect(loggedCalls(server(), from).filter((call) => call.includes('booking-session'))).toEqual([])
  await request.dispose()
})
